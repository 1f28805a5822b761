// Where a support contact opens: the dialer, WhatsApp, Viber or the mail app, from the number or
// address appConfig gives as written for people ("+63 917 555 0101", "(02) 8123 4567").

/** The number's digits in international form without the plus (`639175550101`); a Philippine 0-prefixed number gains 63. */
export function internationalDigits(number: string): string {
  const digits = number.replace(/\D/g, '');
  return number.trim().startsWith('+') ? digits : digits.replace(/^0/, '63');
}

/** A `tel:` link that dials `number`. */
export const telHref = (number: string) => `tel:${number.trim().startsWith('+') ? '+' : ''}${number.replace(/\D/g, '')}`;
/** A link that opens a WhatsApp chat with `number`. */
export const whatsAppHref = (number: string) => `https://wa.me/${internationalDigits(number)}`;
/** A link that opens a Viber chat with `number`. */
export const viberHref = (number: string) => `viber://chat?number=%2B${internationalDigits(number)}`;
/** A `mailto:` link to `address`, with `subject` filled when given. */
export const mailtoHref = (address: string, subject?: string) =>
  `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
