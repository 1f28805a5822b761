import type { MessageKey } from '../i18n/message-key';
import { retryStatus } from './boot';
import { BizStatus, facialSteps, homeForStatus, isCertified } from './certification';
import { statusLoading, userStatus } from './session';

/** What a page for certified borrowers shows, by the status the session holds. */
export type CertifiedGate =
  /** The start-up status call is still out. */
  | { show: 'loading' }
  /** It failed (offline): `retry` asks again. */
  | { show: 'retry'; retry: () => void }
  /** A certified borrower: the page itself. */
  | { show: 'page' }
  /** Anyone else (a bookmark, a shared link): where the certification stands (`step` of `total`, titled `stepKey`) and where it continues. */
  | { show: 'progress'; step: number; total: number; stepKey: MessageKey; next: string };

// The phone check, then the four facial steps, each with the status it starts at.
const STEPS: [MessageKey, number][] = [
  ['route.apiPhoneCheck', 0],
  ...facialSteps.map((s): [MessageKey, number] => [s.titleKey, s.required]),
];

/** The gate of a certified borrower's page; read in a component's render, it re-renders as the status changes. */
export function certifiedGate(status = userStatus.value, loading = statusLoading.value): CertifiedGate {
  if (status === null) return loading ? { show: 'loading' } : { show: 'retry', retry: retryStatus };
  if (isCertified(status)) return { show: 'page' };
  const at = status <= BizStatus.New ? 0 : STEPS.filter(([, from]) => status >= from).length - 1;
  return { show: 'progress', step: at + 1, total: STEPS.length, stepKey: STEPS[at][0], next: homeForStatus(status) };
}
