import { qrPhPayload } from './emvco';
import { encodeQr } from './qr-encode';

/** The QR Ph code of a reference and amount as an SVG with a 4-module quiet zone, one path for all dark modules. */
export function QrSvg({ reference, amount, label }: { reference: string; amount: number; label: string }) {
  const m = encodeQr(qrPhPayload(reference, amount));
  const n = m.length + 8;
  let d = '';
  m.forEach((row, y) => row.forEach((on, x) => { if (on) d += `M${x + 4} ${y + 4}h1v1h-1z`; }));
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${n} ${n}`} shape-rendering="crispEdges">
      <rect width={n} height={n} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
