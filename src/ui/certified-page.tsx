import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';
import type { CertifiedGate } from '../session/certified-gate';
import { Header } from './header';
import { FullScreenLoader } from './loader';
import { LoadRetry, WhenLoaded } from './load-retry';
import { type LoadContext, useLoad } from './use-load';
import { useLiveRefresh } from './use-live-refresh';
import './certified-page.css';

/** Where a borrower not yet certified stands in the certification, and the one button that continues it. */
function Progress({ gate }: { gate: Extract<CertifiedGate, { show: 'progress' }> }) {
  return (
    <section className="ui-card" aria-labelledby="borrow-cert">
      <h2 id="borrow-cert">{t('route.facialAuth')}</h2>
      <p>{t('common.certStep', { n: gate.step, total: gate.total, step: t(gate.stepKey) })}</p>
      <a className="ui-btn ui-btn--primary ui-btn--block" href={`#${gate.next}`}>
        {t('common.next')}
      </a>
    </section>
  );
}

type Load<T> = (signal: AbortSignal, context: LoadContext) => Promise<T>;

/**
 * `load`'s data through `children` (the loader meanwhile, a retry when it failed), asked again behind
 * it when the page returns to view, and every few seconds while `pending` says it may change.
 */
function Loaded<T>({ load, pending, children }: { load: Load<T>; pending?: (data: T) => boolean; children: (data: T) => ReactNode }) {
  const loaded = useLoad(load);
  useLiveRefresh(loaded.data !== undefined && !!pending?.(loaded.data), loaded.refresh);
  return <WhenLoaded load={loaded}>{children}</WhenLoaded>;
}

/**
 * A page for certified borrowers (home, loan, orders, repayment): its header, then, as `gate` says,
 * `children` with the data of `load` (when given), the certification progress, or the wait for the status.
 */
export function CertifiedPage<T>({
  title,
  noBack,
  gate,
  load,
  pending,
  children,
}: {
  title: string;
  noBack?: boolean;
  /** The session's `certifiedGate()`, read by the page. */
  gate: CertifiedGate;
  load?: Load<T>;
  /** True while the data may change by itself (a payment awaited): it is then asked again every few seconds. */
  pending?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <Header title={title} noBack={noBack} />
      <main className="page borrow">
        {gate.show === 'loading' ? (
          <FullScreenLoader />
        ) : gate.show === 'retry' ? (
          <LoadRetry onRetry={gate.retry} />
        ) : gate.show === 'progress' ? (
          <Progress gate={gate} />
        ) : load ? (
          <Loaded load={load} pending={pending}>
            {children}
          </Loaded>
        ) : (
          children(undefined as T)
        )}
      </main>
    </>
  );
}
