// The home carousel's banners (`GET /public/carousel`): text only, from CAROUSEL (JSON) or
// CAROUSEL_FILE (a JSON file), checked at start; a bad banner stops the server, naming it. A title
// or text is one English string, or an object with one per language ({"en": ..., "es": ...}).
import { readFileSync } from 'node:fs';
import type { CarouselItem } from '../../contract/public';
import type { Lang } from '../i18n/messages';

/** The interface languages, English first: it is the one every banner must have. */
export const LANGS: readonly Lang[] = ['en', 'es', 'id', 'vi', 'th', 'fil'];

/** A banner's words per language (PRODUCT.md section 8); English is always there, the others when written. */
export type Localized = { en: string } & Partial<Record<Lang, string>>;

/** A banner as the operator configures it: one title and one text per language. */
export interface Banner {
  id: string;
  title: Localized;
  text: Localized;
  link?: string;
}

/** The banners when neither setting is given: true of the reference server's products and rules. */
export const DEFAULT_CAROUSEL: Banner[] = [
  {
    id: 'apply',
    title: {
      en: 'Apply in a few taps',
      es: 'Solicita en pocos toques',
      id: 'Ajukan dalam beberapa ketukan',
      vi: 'Đăng ký chỉ với vài lần chạm',
      th: 'สมัครได้ในไม่กี่แตะ',
      fil: 'Mag-apply sa ilang tap lang',
    },
    text: {
      en: 'Choose an amount and a term, and see every charge before you apply.',
      es: 'Elige un monto y un plazo, y ve cada cargo antes de solicitar.',
      id: 'Pilih jumlah dan tenor, dan lihat setiap biaya sebelum mengajukan.',
      vi: 'Chọn số tiền và kỳ hạn, xem mọi khoản phí trước khi đăng ký.',
      th: 'เลือกจำนวนเงินและระยะเวลา แล้วดูค่าใช้จ่ายทุกรายการก่อนสมัคร',
      fil: 'Pumili ng halaga at termino, at tingnan ang bawat singil bago mag-apply.',
    },
    link: '#/loan',
  },
  {
    id: 'early',
    title: {
      en: 'Repay early, pay less',
      es: 'Paga antes, paga menos',
      id: 'Bayar lebih awal, bayar lebih sedikit',
      vi: 'Trả sớm, trả ít hơn',
      th: 'คืนเร็ว จ่ายน้อยลง',
      fil: 'Magbayad nang maaga, mas kaunti ang babayaran',
    },
    text: {
      en: 'Early and partial repayment are free at any time.',
      es: 'El pago anticipado y parcial es gratis en cualquier momento.',
      id: 'Pelunasan lebih awal dan sebagian gratis kapan saja.',
      vi: 'Trả trước hạn và trả một phần luôn miễn phí.',
      th: 'ชำระก่อนกำหนดและชำระบางส่วนได้ฟรีทุกเมื่อ',
      fil: 'Libre ang maaga at bahagyang pagbabayad anumang oras.',
    },
  },
  {
    id: 'on-time',
    title: {
      en: 'Repay on time',
      es: 'Paga a tiempo',
      id: 'Bayar tepat waktu',
      vi: 'Trả đúng hạn',
      th: 'ชำระคืนตรงเวลา',
      fil: 'Magbayad sa tamang oras',
    },
    text: {
      en: 'Repaying on time keeps your credit limit open.',
      es: 'Pagar a tiempo mantiene abierto tu límite de crédito.',
      id: 'Membayar tepat waktu menjaga limit kredit Anda tetap terbuka.',
      vi: 'Trả đúng hạn giúp hạn mức tín dụng của bạn luôn mở.',
      th: 'การชำระคืนตรงเวลาทำให้วงเงินของคุณยังใช้ได้',
      fil: 'Ang pagbabayad sa tamang oras ay nagpapanatiling bukas ng iyong credit limit.',
    },
  },
];

/** The banners as `GET /public/carousel` answers them in `lang`: each title and text in it, else in English. */
export function inLanguage(banners: readonly Banner[], lang: Lang): CarouselItem[] {
  return banners.map(({ id, title, text, link }) => ({
    id,
    title: title[lang] ?? title.en,
    text: text[lang] ?? text.en,
    ...(link === undefined ? {} : { link }),
  }));
}

/** At most this many banners: each one is bytes on the borrower's phone. */
export const MAX_BANNERS = 10;

const ID = /^[A-Za-z0-9_-]{1,32}$/;
const LINK = /^(#\/[A-Za-z0-9/_-]*|https:\/\/[^\s"<>]{3,200})$/;

/** Reads CAROUSEL or CAROUSEL_FILE (not both); each problem is pushed as `CAROUSEL[i].field: why`. */
export function readCarousel(raw: string | undefined, file: string | undefined, problems: string[]): Banner[] {
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
    const words = (field: string, value: unknown, max: number) => {
      const v = typeof value === 'string' ? value.trim() : '';
      if (!v || v.length > max) bad(field, `1 to ${max} characters`);
      return v;
    };
    const text = (field: 'title' | 'text', max: number): Localized => {
      const value = r[field];
      if (!value || typeof value !== 'object' || Array.isArray(value)) return { en: words(field, value, max) };
      const out: Partial<Record<Lang, string>> = {};
      for (const [lang, v] of Object.entries(value)) {
        if (!LANGS.includes(lang as Lang)) bad(`${field}.${lang}`, `one of ${LANGS.join(', ')}`);
        else out[lang as Lang] = words(`${field}.${lang}`, v, max);
      }
      if (out.en === undefined) {
        bad(field, 'English (en) is required: it is shown where a language has no text');
        out.en = '';
      }
      return out as Localized;
    };
    const id = typeof r.id === 'string' ? r.id : '';
    if (!ID.test(id)) bad('id', '1 to 32 letters, digits, - or _');
    else if (ids.has(id)) bad('id', `"${id}" is used twice`);
    ids.add(id);
    const banner: Banner = { id, title: text('title', 60), text: text('text', 200) };
    if (r.link !== undefined) {
      if (typeof r.link !== 'string' || !LINK.test(r.link)) bad('link', 'an app route like #/loan or an https:// address');
      else banner.link = r.link;
    }
    return banner;
  });
}
