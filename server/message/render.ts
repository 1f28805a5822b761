// A notice's title and text in one language, from its kind and raw params: the message center
// renders it in the reader's language at each read, the push job in the language the borrower's
// device last used.
import type { MessageKind } from '../../contract/user';
import { pesoText } from './money-text';
import type { MessageKey } from '../i18n/en';
import { type Lang, translate } from '../i18n/messages';

/** A notice's raw values: centavos, epoch milliseconds, masked account strings. */
export type NoticeParams = Record<string, string | number>;

/** The date formats of each language (the app's own: Buddhist years in Thai, as the client shows them). */
const INTL_LOCALE: Record<Lang, string> = { en: 'en-PH', es: 'es-ES', id: 'id-ID', vi: 'vi-VN', th: 'th-TH', fil: 'fil-PH' };
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** An instant as a Manila calendar date in `lang`, e.g. "3 Dec 2026". */
export function manilaDateText(lang: Lang, epochMs: number): string {
  let f = dateFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: 'Asia/Manila', day: 'numeric', month: 'short', year: 'numeric' });
    dateFormats.set(lang, f);
  }
  return f.format(epochMs);
}

type Keys = [MessageKey, MessageKey];

/** The title and text keys of each kind; some kinds say one of two things, by a param. */
const KEYS: Record<Exclude<MessageKind, 'feedbackAnswer'>, (p: NoticeParams) => Keys> = {
  approved: () => ['msgApprovedTitle', 'msgApprovedText'],
  rejected: () => ['msgRejectedTitle', 'msgRejectedText'],
  disbursed: () => ['msgDisbursedTitle', 'msgDisbursedText'],
  paymentReceived: (p) => [
    'msgPaymentReceivedTitle',
    Number(p.leftAmount) > 0 ? 'msgPaymentReceivedText' : 'msgPaymentReceivedSettledText',
  ],
  refund: (p) =>
    p.status === 'sent'
      ? ['msgRefundSentTitle', p.toPayer ? 'msgRefundSentPayerText' : 'msgRefundSentText']
      : ['msgRefundTitle', p.toPayer ? 'msgRefundPayerText' : 'msgRefundText'],
  accountChanged: (p) => ['msgAccountChangedTitle', p.appliesTo === 'nextLoan' ? 'msgAccountChangedNextText' : 'msgAccountChangedText'],
  voucher: (p) =>
    p.status === 'accepted' ? ['msgVoucherAcceptedTitle', 'msgVoucherAcceptedText'] : ['msgVoucherRejectedTitle', 'msgVoucherRejectedText'],
  reminder: (p) =>
    p.stage === 'today'
      ? ['msgReminderTodayTitle', 'msgReminderTodayText']
      : p.stage === 'overdue'
        ? ['msgReminderOverdueTitle', 'msgReminderOverdueText']
        : ['msgReminderBeforeTitle', 'msgReminderBeforeText'],
};

/** True for a kind this server renders from params (every kind but support's free-text answers). */
export function isNoticeKind(kind: string | null): kind is Exclude<MessageKind, 'feedbackAnswer'> {
  return kind !== null && kind in KEYS;
}

/** Params as words: `amount` and `…Amount` are centavos, `…At` and `…Date` are instants shown as Manila dates. */
function wordsOf(lang: Lang, params: NoticeParams): NoticeParams {
  const out: NoticeParams = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number' && (name === 'amount' || name.endsWith('Amount'))) out[name] = pesoText(value);
    else if (typeof value === 'number' && (name.endsWith('At') || name.endsWith('Date'))) out[name] = manilaDateText(lang, value);
    else out[name] = value;
  }
  return out;
}

/** A notice's title and text in `lang`. */
export function renderNotice(
  lang: Lang,
  kind: Exclude<MessageKind, 'feedbackAnswer'>,
  params: NoticeParams = {},
): { title: string; text: string } {
  const [title, text] = KEYS[kind](params);
  const words = wordsOf(lang, params);
  // Bank and account are written together; a notice without them must not show a gap or a brace.
  return { title: translate(lang, title, words), text: translate(lang, text, { bank: '', account: '', ...words }).replace(/\s{2,}/g, ' ') };
}
