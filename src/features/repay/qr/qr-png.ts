// The QR Ph code as a picture to keep: a borrower pays from a second phone or shows it at a counter,
// so the amount and reference are written under the code, legible without the app.

const SIDE = 480; // the code's side in pixels: a phone camera reads it from another screen or a print
const PAD = 24;
const LINE = 34;

/**
 * Draws the code (its modules, or the gateway's own image of it) on white with one caption line each
 * under it; null where the browser has no 2D canvas.
 */
export function drawQrImage(code: boolean[][] | HTMLImageElement, lines: string[]): HTMLCanvasElement | null {
  // Whole pixels a module, so every module of the code is the same size.
  const cell = Array.isArray(code) ? Math.max(2, Math.floor(SIDE / code.length)) : 0;
  const side = Array.isArray(code) ? cell * code.length : SIDE;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(side, SIDE) + PAD * 2;
  canvas.height = side + PAD * 2 + lines.length * LINE;
  const g = canvas.getContext('2d');
  if (!g) return null;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000';
  const left = Math.floor((canvas.width - side) / 2);
  if (Array.isArray(code)) {
    code.forEach((row, y) => {
      row.forEach((on, x) => {
        if (on) g.fillRect(left + x * cell, PAD + y * cell, cell, cell);
      });
    });
  } else g.drawImage(code, left, PAD, side, side);
  g.font = 'bold 24px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'top';
  lines.forEach((text, i) => {
    g.fillText(text, canvas.width / 2, side + PAD * 1.5 + i * LINE, canvas.width - PAD * 2);
  });
  return canvas;
}
