import { configureApi } from '../api/hooks';
import { navigate } from '../router/navigate';
import { clearSession, deviceId, token } from './session';

/** Gives the API client the session's token and device id and what 401 and 420 do (spec section 8); called at boot. */
export function connectApi(): void {
  configureApi({
    token: () => token.value,
    deviceId: () => deviceId.value,
    onSignOut: () => {
      clearSession();
      navigate('/login', { replace: true });
    },
    onNoren: () => navigate('/noren', { replace: true }),
  });
}
