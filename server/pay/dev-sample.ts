// What the development gateway hands out, so each code page can be followed as a real one would be:
// a QR Ph payload a wallet can read and a numeric virtual account at a receiving bank. Every value
// here is a sample: no bank, merchant or account behind it, and no money moves (`ops pay` records one).
import type { PayBank } from '../../contract/repay';

// The QR Ph payload, an EMVCo merchant-presented code (EMV QRCPS, as BSP's QR Ph P2M profile uses
// it): ID-length-value fields, a dynamic code (point of initiation 12) with the amount and the
// payment reference, closed by a CRC-16/CCITT-FALSE over everything before it. The fixed fields:
// 00 format 01, 01 point of initiation 12 (dynamic), 28 the merchant account (GUID com.p2pqrpay,
// acquirer DEMOPHM1XXX, merchant PESOCASH0001: sample values; a gateway assigns the real ones),
// 52 category 6012, 53 currency 608 (peso); after the amount 58 PH, 59 name PESOCASH, 60 city MANILA.
const HEAD = '00020101021228470012com.p2pqrpay0111DEMOPHM1XXX0312PESOCASH0001520460125303608';
const TAIL = '5802PH5908PESOCASH6006MANILA';

const field = (id: string, value: string) => id + String(value.length).padStart(2, '0') + value;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) of ASCII `text` as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let b = 0; b < 8; b++) crc = ((crc << 1) ^ (crc & 0x8000 ? 0x1021 : 0)) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Centavos as a payment app takes them, `1234.56`: no grouping, no float division. */
const pesoDecimal = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

/** The sample QR Ph payload for paying `amount` centavos against `reference`. */
export function qrPhPayload(reference: string, amount: number): string {
  const body = HEAD + field('54', pesoDecimal(amount)) + TAIL + field('62', field('05', reference)) + '6304';
  return body + crc16(body);
}

/** The sample receiving bank; its account name is the lender's, as a real collection account's would be. */
export const SAMPLE_BANK = { bankName: 'Sample Bank (development)', accountName: 'PesoCash Lending (sample)' } as const;
/** The sample bank's prefix of virtual accounts: a bank gives each biller one. */
const VA_PREFIX = '7788';

/**
 * A numeric virtual account for `reference`, the same each time it is asked: the prefix, then the
 * reference's ten random characters read as a base-36 number, in 16 decimal digits (36^10 is under
 * 10^16), so two references never share an account.
 */
export function virtualAccount(reference: string): PayBank {
  const random = reference.replace(/^PC/, '');
  const n = [...random].reduce((acc, ch) => acc * 36n + BigInt(Number.parseInt(ch, 36)), 0n);
  return { ...SAMPLE_BANK, accountNo: VA_PREFIX + String(n % 10n ** 16n).padStart(16, '0') };
}
