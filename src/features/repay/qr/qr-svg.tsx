// The QR Ph code drawn on the device from the gateway's payload (the pay code of a `qrph` reference).
// The code itself comes from a maintained encoder (`qr`): a code a wallet cannot read loses a payment.
import encodeQR from 'qr';

/** The QR Ph code's modules (true is dark), error correction M, with a 4-module quiet zone. */
export function qrModules(text: string): boolean[][] {
  return encodeQR(text, 'raw', { ecc: 'medium', border: 4 });
}

/** The QR Ph code of `payload` as an SVG image named `label`, with one path for the dark modules. */
export function qrSvg(payload: string, label: string) {
  const m = qrModules(payload);
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
