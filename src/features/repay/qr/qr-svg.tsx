// The QR Ph payload, an EMVCo merchant-presented code (EMV QRCPS, as BSP's QR Ph P2M profile uses
// it): ID-length-value fields, a dynamic code (point of initiation 12) with the amount and the
// payment reference, closed by a CRC-16/CCITT-FALSE over everything before it; then drawn as an SVG.
// The code itself comes from a maintained encoder (`qr`): a code a wallet cannot read loses a payment.
import encodeQR from 'qr';
import { pesoDecimal } from '../channels';

// The fixed fields, written out: 00 format 01, 01 point of initiation 12 (dynamic), 28 the lender's
// merchant account (GUID com.p2pqrpay, acquirer DEMOPHM1XXX, merchant PESOCASH0001: demo values until a
// gateway assigns the real ones), 52 category 6012, 53 currency 608 (peso); after the amount 58 PH,
// 59 name PESOCASH, 60 city MANILA.
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

/** The payload for paying `amount` centavos against `reference`. */
export function qrPhPayload(reference: string, amount: number): string {
  const body = HEAD + field('54', pesoDecimal(amount)) + TAIL + field('62', field('05', reference)) + '6304';
  return body + crc16(body);
}

/** The QR Ph code's modules (true is dark), error correction M, with a 4-module quiet zone. */
export function qrModules(text: string): boolean[][] {
  return encodeQR(text, 'raw', { ecc: 'medium', border: 4 });
}

/** The QR Ph code as an SVG image named `label`, with one path for the dark modules. */
export function qrSvg(reference: string, amount: number, label: string) {
  const m = qrModules(qrPhPayload(reference, amount));
  const n = m.length;
  let d = '';
  m.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${n} ${n}`} width="100%" style={{ maxWidth: '20rem', shapeRendering: 'crispEdges' }}>
      <rect width={n} height={n} fill="#fff" />
      <path d={d} />
    </svg>
  );
}
