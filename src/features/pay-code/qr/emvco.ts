// The QR Ph payload: an EMVCo merchant-presented code (EMV QRCPS 1.1, as BSP's QR Ph P2M profile
// uses it): ID-length-value fields, a dynamic code (point of initiation 12) carrying the amount and
// the payment reference, closed by a CRC-16/CCITT-FALSE over everything before it.

/** The merchant account of the lender on QR Ph: a demo value until a gateway assigns the real one. */
export const MERCHANT = { guid: 'com.p2pqrpay', acquirer: 'DEMOPHM1XXX', merchantId: 'PESOCASH0001', name: 'PESOCASH', city: 'MANILA', mcc: '6012' } as const;

const field = (id: string, value: string) => id + String(value.length).padStart(2, '0') + value;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload for paying `amount` centavos against `reference`. */
export function qrPhPayload(reference: string, amount: number): string {
  const account = field('00', MERCHANT.guid) + field('01', MERCHANT.acquirer) + field('03', MERCHANT.merchantId);
  const body =
    field('00', '01') + field('01', '12') + field('28', account) + field('52', MERCHANT.mcc) + field('53', '608') +
    field('54', pesoDecimal(amount)) + field('58', 'PH') + field('59', MERCHANT.name) + field('60', MERCHANT.city) +
    field('62', field('05', reference)) + '6304';
  return body + crc16(body);
}

/** Centavos as `1234.56`, without a float division. */
export function pesoDecimal(amount: number): string {
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}
