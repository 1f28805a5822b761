// How long one SMS may be. A text written only in the GSM 03.38 alphabet (GSM-7) fits 160 characters
// in one SMS, where the extension characters (^ { } \ [ ] ~ | €) count twice; any other character
// (Thai, Vietnamese tones, Spanish ó) sends the whole text as UCS-2, which fits 70. A longer text is
// split into parts the borrower's phone joins, each charged: the codes are written to fit one.

// The GSM 03.38 basic set, as the phone reads it (the line feed and carriage return included).
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[]~|€\f';

/** Characters one SMS carries in GSM-7. */
export const GSM7_SINGLE = 160;
/** Characters one SMS carries in UCS-2. */
export const UCS2_SINGLE = 70;

/** The text's length in one SMS's units, and the limit of its alphabet. */
export function smsLength(text: string): { units: number; limit: number; gsm7: boolean } {
  let units = 0;
  for (const ch of text) {
    if (GSM7_BASIC.includes(ch)) units += 1;
    else if (GSM7_EXTENSION.includes(ch)) units += 2;
    else {
      // UCS-2 counts UTF-16 code units: a character outside the basic plane takes two.
      return { units: text.length, limit: UCS2_SINGLE, gsm7: false };
    }
  }
  return { units, limit: GSM7_SINGLE, gsm7: true };
}

/** True when the text goes as one SMS. */
export function fitsOneSms(text: string): boolean {
  const { units, limit } = smsLength(text);
  return units <= limit;
}

/** The first text that fits one SMS; the last one when none does (it then goes in parts). */
export function firstThatFits(texts: readonly string[]): string {
  return texts.find(fitsOneSms) ?? texts[texts.length - 1];
}
