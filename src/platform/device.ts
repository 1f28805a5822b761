import type { DeviceInformationRequest } from '../../contract/user';
import { sendDeviceInformation } from '../api/user';
import { t } from '../i18n/i18n';
import { deviceId } from '../session/session';
import { showToast } from '../ui/toast';
import { isStandalone } from './display';
import { reportError } from './tracking';
import { isWithdrawn } from './consents';

/** The device report of spec section 3 as `POST /user/deviceInformation` takes it. */
export type DeviceInfo = DeviceInformationRequest;

/** The operating system family and its name with version, read from a user-agent string. */
export function osFromUserAgent(ua: string): { osType: string; operatingSystem: string } {
  const android = /Android\s*([\d.]+)?/.exec(ua);
  if (android) return { osType: 'android', operatingSystem: `Android ${android[1] ?? ''}`.trim() };
  const ios = /(?:iPhone|iPad|iPod).*?OS ([\d_]+)/.exec(ua);
  if (ios) return { osType: 'ios', operatingSystem: `iOS ${ios[1].replace(/_/g, '.')}` };
  if (/Windows/.test(ua)) return { osType: 'windows', operatingSystem: 'Windows' };
  if (/Mac OS X/.test(ua)) return { osType: 'macos', operatingSystem: 'macOS' };
  if (/Linux|CrOS/.test(ua)) return { osType: 'linux', operatingSystem: 'Linux' };
  return { osType: 'other', operatingSystem: 'Other' };
}

/** Everything the report carries except the location. */
export function deviceInfo(): DeviceInfo {
  const ratio = window.devicePixelRatio || 1;
  const { width, height } = window.screen;
  return {
    deviceId: deviceId.value,
    uuid: deviceId.value,
    ...osFromUserAgent(navigator.userAgent),
    resolution: `${Math.round(width * ratio)}x${Math.round(height * ratio)}`,
    screenSize: `${width}x${height}`,
    userAgent: navigator.userAgent,
    launch: isStandalone() ? 1 : 0,
  };
}

/** The position, only if location was already granted (this never makes the browser ask); else null. */
export async function grantedPosition(timeoutMs = 5000): Promise<{ latitude: number; longitude: number } | null> {
  try {
    if (isWithdrawn('location') || !navigator.geolocation || !navigator.permissions) return null;
    const state = await navigator.permissions.query({ name: 'geolocation' });
    if (state.state !== 'granted') return null;
    const pos = await new Promise<GeolocationPosition>((resolve, reject) =>
      navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: timeoutMs, maximumAge: 10 * 60_000 }),
    );
    return { latitude: pos.coords.latitude, longitude: pos.coords.longitude };
  } catch {
    return null;
  }
}

/**
 * Sends the device report after sign-in. A device whose information cannot be read gets an alert
 * and the error is reported (spec section 8); a failed send is ignored: it must never block the borrower.
 */
export async function sendDeviceReport(read: () => DeviceInfo = deviceInfo): Promise<void> {
  let info: DeviceInfo;
  try {
    info = { ...read(), ...(await grantedPosition()) };
  } catch (e) {
    showToast(t('error.deviceFingerprint'), { kind: 'error' });
    reportError(e, 'device-fingerprint');
    return;
  }
  await sendDeviceInformation(info).catch(() => {});
}
