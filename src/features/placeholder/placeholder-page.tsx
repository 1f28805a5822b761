import type { PageProps } from '../../app/routes';
import { t } from '../../i18n/i18n';
import { Header } from '../../ui/header';
import './placeholder-messages';

/** Stands in for a screen that a later capability builds: a real header and title, and a plain note. */
export default function PlaceholderPage({ titleKey }: PageProps) {
  return (
    <>
      <Header title={t(titleKey)} />
      <main class="page">
        <p>{t('page.comingSoon')}</p>
      </main>
    </>
  );
}
