import type { PageProps } from '../../app/routes';
import { ApiError } from '../../api/catalogue';
import { fetchRepayCode } from '../../api/repay';
import type { RepayCode } from '../../api/contract/repay';
import { formatDate, formatMoney } from '../../i18n/format';
import { formatTime } from '../../i18n/format-time';
import { t } from '../../i18n/i18n';
import { currentPath, currentQuery } from '../../router/navigate';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { Spinner } from '../../ui/loader';
import { useLoad } from '../../ui/use-load';
import { channelSteps } from './channel-steps';
import { copyText } from './copy-text';
import { QrSlot } from './qr-slot';
import { pesoDecimal } from './qr/emvco';
import './pay-code.css';
import './pay-code-messages';

/** One copyable line: label, value and a labelled copy button. */
function CopyRow({ label, value, copy, copyLabel }: { label: string; value: string; copy: string; copyLabel: string }) {
  return (
    <div class="pay-code-row">
      <dt>{label}</dt>
      <dd>
        <span class="pay-code-value">{value}</span>
        <Button variant="secondary" aria-label={copyLabel} onClick={() => void copyText(copy)}>
          {t('payCode.copy')}
        </Button>
      </dd>
    </div>
  );
}

/** The code itself: reference, amount, expiry, the channel's steps (and on /sky-scan the QR Ph code). */
function CodeCard({ code }: { code: RepayCode }) {
  const expired = code.expiresAt <= Date.now();
  return (
    <>
      <p class="pay-code-channel">{t(`payCode.channel.${code.channel}`)}</p>
      {currentPath.value === '/sky-scan' && code.channel === 'qrph' && !expired && <QrSlot code={code} />}
      <dl class="pay-code-card">
        <CopyRow label={t('payCode.reference')} value={code.reference} copy={code.reference} copyLabel={t('payCode.copyReference')} />
        <CopyRow label={t('payCode.amount')} value={formatMoney(code.amount)} copy={pesoDecimal(code.amount)} copyLabel={t('payCode.copyAmount')} />
        <div class="pay-code-row">
          <dt>{t('payCode.expires')}</dt>
          <dd>{`${formatDate(code.expiresAt)} ${formatTime(code.expiresAt)}`}</dd>
        </div>
      </dl>
      {expired ? (
        <p class="pay-code-note" role="alert">{t('payCode.expired')}</p>
      ) : (
        <section aria-labelledby="pay-code-steps">
          <h2 id="pay-code-steps">{t('payCode.steps')}</h2>
          <ol class="pay-code-steps">
            {channelSteps(code.channel).map((key) => (
              <li key={key}>{t(key, { channel: t(`payCode.channel.${code.channel}`) })}</li>
            ))}
          </ol>
          <p class="pay-code-note">{t('payCode.exact')}</p>
        </section>
      )}
    </>
  );
}

/**
 * Every payment-code route (`/repay-code`, `/sky-*`, `/pembayaran`, `/va`, `/store`): public, so a
 * link opened without a session shows the code of the reference in the address and nothing else.
 */
export default function PayCodePage({ titleKey }: PageProps) {
  const reference = currentQuery.value.get('reference')?.trim() ?? '';
  const code = useLoad(reference ? (signal) => fetchRepayCode(reference, { signal, quiet: true }) : null, [reference]);
  return (
    <>
      <Header title={t(titleKey)} />
      <main class="page pay-code">
        {!reference && <p class="pay-code-note">{t('payCode.noReference')}</p>}
        {code.state === 'loading' && <Spinner label={t('payCode.reference')} />}
        {code.state === 'failed' && (
          <div class="pay-code-note" role="alert">
            <p>{code.error instanceof ApiError && code.error.kind === 'business' ? code.error.message : t('payCode.loadFailed')}</p>
            <Button variant="secondary" onClick={code.retry}>{t('payCode.retry')}</Button>
          </div>
        )}
        {code.data && <CodeCard code={code.data} />}
      </main>
    </>
  );
}
