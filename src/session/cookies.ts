const YEAR = 365 * 24 * 3600;

/** True when the app runs inside a frame of another site (embedded mode, PRODUCT.md section 6). */
export function isCrossSiteFrame(): boolean {
  try {
    return window.top !== window.self && window.top!.location.host !== location.host;
  } catch {
    return true; // reading a cross-origin parent's location throws
  }
}

// Inside a cross-site iframe a cookie needs `SameSite=None; Secure; Partitioned` to be kept at all;
// `Secure` is only honoured on https or localhost, so a plain-http LAN address falls back to Lax.
function attributes(): string {
  const secure = location.protocol === 'https:' || ['localhost', '127.0.0.1'].includes(location.hostname);
  if (isCrossSiteFrame() && secure) return '; SameSite=None; Secure; Partitioned';
  return '; SameSite=Lax' + (location.protocol === 'https:' ? '; Secure' : '');
}

/** Reads one cookie, or null. */
export function readCookie(name: string): string | null {
  const hit = document.cookie.match(`(^|; )${name}=([^;]*)`);
  return hit ? decodeURIComponent(hit[2]!) : null;
}

/** Writes a cookie kept for 365 days (spec section 9), or deletes it when `value` is null. */
export function writeCookie(name: string, value: string | null): void {
  const age = value === null ? 0 : YEAR;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; Path=/; Max-Age=${age}${attributes()}`;
}
