import type { PageProps } from '../../router/page-props';
import type { RepayCode, RepayDetail } from '../../../contract/repay';
import { ApiError } from '../../api/catalogue';
import { fetchRepayCode, fetchRepayDetail } from '../../api/repay';
import { formatMoney } from '../../i18n/format';
import { formatDate } from '../../i18n/format-date';
import { t } from '../../i18n/i18n';
import { currentQuery } from '../../router/navigate';
import { token } from '../../session/session';
import { Header } from '../../ui/header';
import { WhenLoaded } from '../../ui/load-retry';
import { useLiveRefresh } from '../../ui/use-live-refresh';
import { useLoad } from '../../ui/use-load';
import { Figures } from '../../ui/figures';
import { channelName } from './channels';
import { CodeOutcome } from './code-outcome';
import { CodePay } from './code-pay';
import '../../ui/certified-page.css';
import './repay-messages';

/** What the code pays: an extension, a full or part repayment (as the repay page that made it said), or, from a link, a repayment. */
function paysKey(code: RepayCode, pays: string | null) {
  if (code.kind === 'extend') return 'repay.paysExtend';
  return pays === 'full' ? 'repay.paysFull' : pays === 'partial' ? 'repay.paysPart' : 'repay.paysRepay';
}

/** A code: its channel, what it pays, then the ways to pay it while it is open, or where it stands. */
function CodeView({ code, loan, pays, back }: { code: RepayCode; loan?: RepayDetail; pays: string | null; back: string }) {
  // An open extension: the due date it buys and what is owed after it (the overdue fee is paid with it).
  const extension = code.kind === 'extend' && code.state === 'open' && loan;
  return (
    <>
      <h2>{channelName(code.channel)}</h2>
      <p>{t(paysKey(code, pays))}</p>
      {extension && (
        <Figures
          rows={[
            [t('repay.newDueDate'), formatDate(loan.extendedDueDate)],
            [t('repay.owedAfterExtending'), formatMoney(loan.repayable - loan.overdueFee)],
          ]}
        />
      )}
      {code.state === 'open' ? <CodePay code={code} /> : <CodeOutcome code={code} loan={loan} back={back} />}
    </>
  );
}

/** A code that can still be paid: the page asks again every few seconds, so a payment shows while it is open. */
const awaitingPayment = (c: RepayCode) => c.state === 'open' || c.state === 'part';

/**
 * Every payment-code route (/repay-code, /sky-*, /pembayaran, /va, /store), each showing the page of
 * the code's own channel. Public: a link opened without a session shows the code of the reference in
 * the address (`?reference=`) and nothing else; opened from the repay page (`&repayId=`, `&pays=`)
 * by its signed-in borrower, it also shows the loan's figures.
 */
export default function CodePage({ titleKey }: PageProps) {
  const query = currentQuery.value;
  const reference = query.get('reference') ?? '';
  const repayId = query.get('repayId') ?? '';
  // Quiet: the page says itself what a refusal means; offline, WhenLoaded offers to try again.
  const code = useLoad(reference ? (signal) => fetchRepayCode(reference, { signal, quiet: true }) : null, [reference]);
  useLiveRefresh(!!code.data && awaitingPayment(code.data), code.refresh);
  const state = code.data?.state;
  // Asked again when the code's state moves: a payment changes what is owed.
  const loan = useLoad(token.value && repayId && state ? (signal) => fetchRepayDetail(repayId, { signal, quiet: true }) : null, [
    repayId,
    state,
  ]);
  const refusal = code.error instanceof ApiError && code.error.kind === 'business' ? code.error.code : 0;
  const back = repayId ? '#/repay/' + encodeURIComponent(repayId) : '#/order';
  return (
    <>
      <Header title={t(titleKey)} />
      <main className="page borrow">
        {!reference ? (
          <p>{t('repay.noReference')}</p>
        ) : refusal ? (
          <p role="alert">{t(refusal === 410 ? 'repay.expired' : 'repay.unknownCode')}</p>
        ) : (
          <WhenLoaded load={code}>{(c) => <CodeView code={c} loan={loan.data} pays={query.get('pays')} back={back} />}</WhenLoaded>
        )}
      </main>
    </>
  );
}
