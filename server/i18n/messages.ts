// Picks the caller's language from Accept-Language and renders server messages in it.
import { en, type MessageKey } from './en';
import { es } from './es';
import { fil } from './fil';
import { id } from './id';
import { th } from './th';
import { vi } from './vi';

/** The interface languages the client offers. */
export type Lang = 'en' | 'es' | 'id' | 'vi' | 'th' | 'fil';

const tables: Record<Lang, Record<MessageKey, string>> = { en, es, id, vi, th, fil };
// Tagalog is the base of Filipino; browsers set either tag.
const aliases: Record<string, Lang> = { tl: 'fil' };

/** The best supported language of an Accept-Language header; English when none matches. */
export function pickLang(header: string | undefined | null): Lang {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...opts] = part.trim().toLowerCase().split(';');
      const q = Number(opts.find((o) => o.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { base: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { base } of ranked) {
    const lang = (aliases[base] ?? base) as Lang;
    if (lang in tables) return lang;
  }
  return 'en';
}

/** The message `key` in `lang`, with `{name}` parameters filled in. */
export function translate(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  const text = tables[lang][key] ?? en[key];
  return params ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)) : text;
}
