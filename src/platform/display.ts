// How the app is shown: on which phone, and whether from the home screen. Tiny and free of imports,
// so pages and guides read it without the device report.

/** True on an iPhone, iPad or iPod (iPadOS presents itself as a Mac with a touch screen). */
export function isAppleMobile(ua = navigator.userAgent, touchPoints = navigator.maxTouchPoints ?? 0): boolean {
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1);
}

/** True when the app was opened from the home screen rather than a browser tab. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}
