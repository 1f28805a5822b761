// The photos the app sends (identity sides and face, feedback images, payment vouchers): which files
// the app offers and the server takes. The server then reads the bytes themselves (a complete
// JPEG, PNG or WebP, server/identity/image-check.ts), whatever the name or type claims.

/** Largest accepted file: 5 MB (PRODUCT.md section 8, Limits). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The photo types accepted, as a file input's `accept` lists them. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** True when a picked file is of an accepted type; one the system left without a type, by its name's ending. */
export function isUploadType(file: { type: string; name: string }): boolean {
  return file.type ? UPLOAD_TYPES.includes(file.type) : /\.(jpe?g|png|webp)$/i.test(file.name);
}

/** The file name ending an accepted type is sent with (`jpg` for JPEG). */
export function uploadExtension(type: string): string {
  return type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';
}
