// A picture drawn on the device, saved as a PNG download (a receipt, a QR code to pay from another phone).

/** Saves `canvas` as `<name>.png` (a download); false when the browser cannot encode it. */
export function saveCanvas(canvas: HTMLCanvasElement, name: string): Promise<boolean> {
  return new Promise((done) =>
    canvas.toBlob((blob) => {
      if (!blob) return done(false);
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `${name}.png`;
      a.click();
      // Revoked on the next task: the click starts the download first.
      setTimeout(() => URL.revokeObjectURL(a.href));
      done(true);
    }, 'image/png'),
  );
}
