import type { PageProps } from '../../app/routes';
import { t } from '../../i18n/i18n';
import { Header } from '../../ui/header';
import { CertificationGate } from './certification-gate';
import { LoanForm } from './loan-form';
import './borrow.css';
import './borrow-messages';

/** /loan: apply for a loan after reading and accepting its disclosure statement. */
export default function LoanPage({ titleKey }: PageProps) {
  return (
    <>
      <Header title={t(titleKey)} />
      <main class="page borrow">
        <CertificationGate>{() => <LoanForm />}</CertificationGate>
      </main>
    </>
  );
}
