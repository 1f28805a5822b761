import type { ComponentChildren } from 'preact';
import { t } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/message-key';
import { navigate } from '../../router/navigate';
import { retryStatus } from '../../session/boot';
import { BizStatus, facialSteps, homeForStatus, isCertified } from '../../session/certification';
import { statusLoading, userStatus } from '../../session/session';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/loader';
import './borrow-messages';

// The phone check, then the four facial steps: where a status stands among them.
const STEPS: { titleKey: MessageKey; from: number }[] = [
  { titleKey: 'route.apiPhoneCheck', from: 0 },
  ...facialSteps.map((s) => ({ titleKey: s.titleKey, from: s.required })),
];

/** Where a borrower not yet certified stands, and the one button that continues there. */
export function CertificationProgress({ status }: { status: number }) {
  // findLastIndex is newer than the Chrome 92 this app still serves.
  const at = status <= BizStatus.New ? 0 : STEPS.length - 1 - [...STEPS].reverse().findIndex((s) => status >= s.from);
  return (
    <section class="borrow-card" aria-labelledby="borrow-cert">
      <h2 id="borrow-cert">{t('borrow.certTitle')}</h2>
      <p>{t('borrow.certStep', { n: at + 1, total: STEPS.length, step: t(STEPS[at].titleKey) })}</p>
      <Button block onClick={() => navigate(homeForStatus(status))}>
        {t('borrow.certContinue')}
      </Button>
    </section>
  );
}

/** Shows `children` (which load the borrowing data) only to a certified borrower; anyone else sees their progress, never an empty page. */
export function CertificationGate({ children }: { children: () => ComponentChildren }) {
  const status = userStatus.value;
  if (status === null) {
    // The start-up status call is still out, or failed (offline): then a tap asks again.
    return statusLoading.value ? <Spinner label={t('common.loading')} /> : <Button onClick={retryStatus}>{t('common.retry')}</Button>;
  }
  return isCertified(status) ? children() : <CertificationProgress status={status} />;
}
