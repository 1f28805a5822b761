import type { PageProps } from '../../router/page-props';
import { t } from '../../i18n/i18n';
import { loadContacts } from '../../session/support-contacts';
import { loadStar } from '../../session/load-star';
import { supportSubject } from '../../session/support-star';
import { Button } from '../../ui/button';
import { ContactList } from '../../ui/contact-list';
import { Header } from '../../ui/header';
import { Spinner } from '../../ui/loader';
import { useLoad } from '../../ui/use-load';
import './customer-service.css';
import './customer-service-messages';

/** Customer service: the contacts of appConfig (each opens where it leads, or copies) and an email link whose subject may carry the star. */
export default function CustomerServicePage({ titleKey }: PageProps) {
  const contacts = useLoad((signal) => loadContacts(signal));
  const star = useLoad((signal) => loadStar(signal));
  const c = contacts.data;
  const subject = supportSubject(t('cs.emailSubject'), star.data === true);
  return (
    <>
      <Header title={t(titleKey)} />
      <main className="page cs">
        <p>{t('cs.intro')}</p>
        {contacts.state === 'failed' ? (
          <div role="alert" className="cs-failed">
            <p>{t('cs.loadFailed')}</p>
            <Button variant="secondary" onClick={contacts.retry}>
              {t('common.retry')}
            </Button>
          </div>
        ) : !c ? (
          <Spinner />
        ) : (
          <>
            <ContactList contacts={c} emailSubject={subject} />
            {c.serviceEmail && (
              <a className="ui-link" href={`mailto:${c.serviceEmail}?subject=${encodeURIComponent(subject)}`} data-subject={subject}>
                {t('cs.writeEmail')}
              </a>
            )}
          </>
        )}
        <a className="ui-link" href="#/feedback">
          {t('cs.feedbackLink')}
        </a>
      </main>
    </>
  );
}
