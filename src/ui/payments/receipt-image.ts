// A receipt saved as an image: drawn on a canvas and downloaded as a PNG, with no library.
import { saveCanvas } from '../save-canvas';

const WIDTH = 360;
const SCALE = 2;
const PAD = 20;
const LINE = 22;

/** Draws a title and labelled rows on a canvas, one row a line (label left, value right); null where canvas has no 2D context. */
export function drawReceipt(title: string, rows: [string, string][]): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  const height = PAD * 2 + LINE * 2 + rows.length * LINE;
  canvas.width = WIDTH * SCALE;
  canvas.height = height * SCALE;
  const g = canvas.getContext('2d');
  if (!g) return null;
  g.scale(SCALE, SCALE);
  g.fillStyle = '#fff';
  g.fillRect(0, 0, WIDTH, height);
  g.fillStyle = '#111';
  g.textBaseline = 'top';
  g.font = 'bold 17px system-ui, sans-serif';
  g.fillText(title, PAD, PAD, WIDTH - PAD * 2);
  g.font = '13px system-ui, sans-serif';
  rows.forEach(([label, value], i) => {
    const y = PAD + LINE * 2 + i * LINE;
    g.fillStyle = '#555';
    g.textAlign = 'left';
    g.fillText(label, PAD, y, WIDTH / 2 - PAD);
    g.fillStyle = '#111';
    g.textAlign = 'right';
    g.fillText(value, WIDTH - PAD, y, WIDTH / 2 - PAD);
  });
  return canvas;
}

/** Saves the receipt as `<name>.png` (a download); false when the browser cannot draw or encode it. */
export function saveReceiptImage(title: string, rows: [string, string][], name: string): Promise<boolean> {
  const canvas = drawReceipt(title, rows);
  return canvas ? saveCanvas(canvas, name) : Promise.resolve(false);
}
