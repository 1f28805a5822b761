// The home carousel's banners (`GET /public/carousel`): text only, from CAROUSEL (JSON) or
// CAROUSEL_FILE (a JSON file), checked at start; a bad banner stops the server, naming it.
import { readFileSync } from 'node:fs';
import type { CarouselItem } from '../../src/api/contract/public';

/** The banners when neither setting is given: true of the reference server's products and rules. */
export const DEFAULT_CAROUSEL: CarouselItem[] = [
  {
    id: 'apply',
    title: 'Apply in a few taps',
    text: 'Choose an amount and a term, and see every charge before you apply.',
    link: '#/loan',
  },
  { id: 'early', title: 'Repay early, pay less', text: 'Early and partial repayment are free at any time.' },
  { id: 'on-time', title: 'Repay on time', text: 'Repaying on time keeps your credit limit open.' },
];

/** At most this many banners: each one is bytes on the borrower's phone. */
export const MAX_BANNERS = 10;

const ID = /^[A-Za-z0-9_-]{1,32}$/;
const LINK = /^(#\/[A-Za-z0-9/_-]*|https:\/\/[^\s"<>]{3,200})$/;

/** Reads CAROUSEL or CAROUSEL_FILE (not both); each problem is pushed as `CAROUSEL[i].field: why`. */
export function readCarousel(raw: string | undefined, file: string | undefined, problems: string[]): CarouselItem[] {
  if (raw !== undefined && file !== undefined) {
    problems.push('CAROUSEL and CAROUSEL_FILE: set one of them, not both');
    return [];
  }
  let list: unknown = DEFAULT_CAROUSEL;
  const from = file === undefined ? 'CAROUSEL' : `CAROUSEL_FILE (${file})`;
  try {
    if (file !== undefined) list = JSON.parse(readFileSync(file, 'utf8'));
    else if (raw !== undefined) list = JSON.parse(raw);
  } catch (e) {
    problems.push(`${from} must be a JSON array of banners {id, title, text, link?}: ${(e as Error).message}`);
    return [];
  }
  if (!Array.isArray(list) || list.length > MAX_BANNERS) {
    problems.push(`${from} must be a JSON array of at most ${MAX_BANNERS} banners ([] shows none)`);
    return [];
  }
  const ids = new Set<string>();
  return list.map((item, i) => {
    const r = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const bad = (field: string, why: string) => problems.push(`CAROUSEL[${i}].${field}: ${why}`);
    const text = (field: 'title' | 'text', max: number) => {
      const v = typeof r[field] === 'string' ? (r[field] as string).trim() : '';
      if (!v || v.length > max) bad(field, `1 to ${max} characters`);
      return v;
    };
    const id = typeof r.id === 'string' ? r.id : '';
    if (!ID.test(id)) bad('id', '1 to 32 letters, digits, - or _');
    else if (ids.has(id)) bad('id', `"${id}" is used twice`);
    ids.add(id);
    const banner: CarouselItem = { id, title: text('title', 60), text: text('text', 200) };
    if (r.link !== undefined) {
      if (typeof r.link !== 'string' || !LINK.test(r.link)) bad('link', 'an app route like #/loan or an https:// address');
      else banner.link = r.link;
    }
    return banner;
  });
}
