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
  const canvas = document.createElement('canvas');
  canvas.width = SIDE + PAD * 2;
  canvas.height = SIDE + PAD * 2 + lines.length * LINE;
  const g = canvas.getContext('2d');
  if (!g) return null;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000';
  if (Array.isArray(code)) {
    const cell = SIDE / code.length;
    code.forEach((row, y) => {
      row.forEach((on, x) => {
        // Whole pixels, overlapping by one, so no hairline shows between modules.
        if (on) g.fillRect(Math.floor(PAD + x * cell), Math.floor(PAD + y * cell), Math.ceil(cell) + 1, Math.ceil(cell) + 1);
      });
    });
  } else g.drawImage(code, PAD, PAD, SIDE, SIDE);
  g.font = 'bold 24px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'top';
  lines.forEach((text, i) => {
    g.fillText(text, canvas.width / 2, SIDE + PAD * 1.5 + i * LINE, canvas.width - PAD * 2);
  });
  return canvas;
}
