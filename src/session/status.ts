import { api } from '../api/client';
import { statusLoading, userStatus } from './session';

/** Asks the server for the user's bizStatus (GET /user/status) and stores it. */
export async function refreshStatus(): Promise<number> {
  statusLoading.value = true;
  try {
    const { bizStatus } = await api.get<{ bizStatus: number }>('/user/status');
    userStatus.value = bizStatus;
    return bizStatus;
  } finally {
    statusLoading.value = false;
  }
}
