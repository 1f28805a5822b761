// Yes/no facts kept on this device (a consent withdrawn, a permission asked). Storage can be blocked
// (private mode, a partitioned iframe): then a flag reads as not set and setting one lasts nowhere.

/** True when `key` is set on this device. */
export function hasFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Sets `key` on this device, or clears it. */
export function setFlag(key: string, on: boolean): void {
  try {
    if (on) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // blocked: see above
  }
}
