import { type ReactElement, useEffect, useState } from 'react';
import type { PageProps } from '../../router/page-props';
import type { RepayCode } from '../../../contract/repay';
import { ApiError } from '../../api/catalogue';
import { fetchRepayCode } from '../../api/repay';
import { formatDate, formatMoney } from '../../i18n/format';
import { formatTime } from '../../i18n/format-time';
import { t } from '../../i18n/i18n';
import { currentPath, currentQuery } from '../../router/navigate';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { WhenLoaded } from '../../ui/load-retry';
import { showToast } from '../../ui/toast';
import { useLiveRefresh } from '../../ui/use-live-refresh';
import { useLoad } from '../../ui/use-load';
import { Figures } from '../../ui/figures';
import { channelName, pesoDecimal, STEPS } from './channels';
import '../../ui/certified-page.css';
import './repay-messages';

/** Copies `text` and says 'Copy successful'; plain http has no Clipboard API, so a selected field is copied there. */
async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const f = document.body.appendChild(document.createElement('textarea'));
    f.value = text;
    f.select();
    document.execCommand('copy');
    f.remove();
  }
  showToast(t('toast.copySuccess'), { kind: 'success' });
}

/** The QR Ph code, drawn on the device by an encoder in its own chunk that only /sky-scan fetches. */
function Qr({ code }: { code: RepayCode }) {
  const [svg, setSvg] = useState<ReactElement>();
  useEffect(() => {
    import('./qr/qr-svg').then((m) => setSvg(m.qrSvg(code.reference, code.amount, t('repay.qr', { reference: code.reference }))));
  }, [code]);
  return <div className="repay-qr">{svg}</div>;
}

/** A code: its channel, the QR Ph code on /sky-scan, reference, amount and expiry with copy buttons, the channel's steps. */
function CodeCard({ code }: { code: RepayCode }) {
  const reference = t('repay.reference');
  const amount = t('repay.amount');
  return (
    <>
      <h2>{channelName(code.channel)}</h2>
      {currentPath.value === '/sky-scan' && code.channel === 'qrph' && <Qr code={code} />}
      <Figures
        rows={[
          [reference, code.reference],
          [amount, formatMoney(code.amount)],
          [t('repay.expires'), formatDate(code.expiresAt) + ' ' + formatTime(code.expiresAt)],
        ]}
      />
      <Button variant="secondary" onClick={() => copy(code.reference)}>
        {t('repay.copy', { what: reference })}
      </Button>
      {/* The amount as a payment app takes it: pesos with two decimals, no grouping. */}
      <Button variant="secondary" onClick={() => copy(pesoDecimal(code.amount))}>
        {t('repay.copy', { what: amount })}
      </Button>
      <h2>{t('repay.steps')}</h2>
      <ol>
        {t(STEPS[code.channel], { channel: channelName(code.channel) })
          .split('\n')
          .map((s) => (
            <li key={s}>{s}</li>
          ))}
      </ol>
    </>
  );
}

/** A code that can still be paid: the page asks again every few seconds, so a payment shows while it is open. */
const awaitingPayment = (c: RepayCode) => c.expiresAt > Date.now();

/**
 * Every payment-code route (/repay-code, /sky-*, /pembayaran, /va, /store). Public: a link opened
 * without a session shows the code of the reference in the address (`?reference=`) and nothing else.
 */
export default function CodePage({ titleKey }: PageProps) {
  const reference = currentQuery.value.get('reference') ?? '';
  // Quiet: the page says itself what a refusal means; offline, WhenLoaded offers to try again.
  const code = useLoad(reference ? (signal) => fetchRepayCode(reference, { signal, quiet: true }) : null, [reference]);
  useLiveRefresh(!!code.data && awaitingPayment(code.data), code.refresh);
  const refusal = code.error instanceof ApiError && code.error.kind === 'business' ? code.error.code : 0;
  return (
    <>
      <Header title={t(titleKey)} />
      <main className="page borrow">
        {!reference ? (
          <p>{t('repay.noReference')}</p>
        ) : refusal ? (
          <p role="alert">{t(refusal === 410 ? 'repay.expired' : 'repay.unknownCode')}</p>
        ) : (
          <WhenLoaded load={code}>{(c) => <CodeCard code={c} />}</WhenLoaded>
        )}
      </main>
    </>
  );
}
