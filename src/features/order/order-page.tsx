import { useState } from 'preact/hooks';
import type { PageProps } from '../../app/routes';
import { fetchBills } from '../../api/borrow';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { Spinner } from '../../ui/loader';
import { useLoad } from '../../ui/use-load';
import { CertificationGate } from '../loan/certification-gate';
import { BillCard } from './bill-card';
import '../loan/borrow.css';
import '../loan/borrow-messages';

const TABS = [
  { type: 0, key: 'borrow.tabProcessing' },
  { type: 1, key: 'borrow.tabCompleted' },
] as const;

/** The bills of one tab: in progress (borrowType 0) or completed (1). */
function Bills({ type }: { type: 0 | 1 }) {
  const bills = useLoad((signal) => fetchBills(type, { signal }), [type]);
  if (bills.state === 'failed') return <Button onClick={bills.retry}>{t('common.retry')}</Button>;
  if (!bills.data) return <Spinner label={t('common.loading')} />;
  if (!bills.data.details.length) return <p>{t('borrow.noOrders')}</p>;
  return (
    <ul class="borrow-list">
      {bills.data.details.map((b) => (
        <BillCard key={b.borrowId} bill={b} onChanged={bills.retry} />
      ))}
    </ul>
  );
}

/** /order: processing and completed tabs of the borrower's bills. */
export default function OrderPage({ titleKey }: PageProps) {
  const [tab, setTab] = useState<0 | 1>(0);
  return (
    <>
      <Header title={t(titleKey)} noBack />
      <main class="page borrow">
        <CertificationGate>
          {() => (
            <>
              <div role="tablist">
                {TABS.map((x) => (
                  <button key={x.type} type="button" role="tab" id={'order-tab-' + x.type} aria-selected={tab === x.type} aria-controls="order-panel" onClick={() => setTab(x.type)}>
                    {t(x.key)}
                  </button>
                ))}
              </div>
              <div id="order-panel" role="tabpanel" aria-labelledby={'order-tab-' + tab}>
                <Bills type={tab} />
              </div>
            </>
          )}
        </CertificationGate>
      </main>
    </>
  );
}
