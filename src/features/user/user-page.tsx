import { useState } from 'react';
import type { PageProps } from '../../router/page-props';
import { t } from '../../i18n/i18n';
import { maskPhone } from '../../i18n/phone';
import { isStandalone } from '../../platform/display';
import { setWithdrawn } from '../../platform/consents';
import type { PermissionKind } from '../../platform/dialog-kinds';
import { signOut } from '../../session/sign-out';
import { userInfo } from '../../session/session';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Header } from '../../ui/header';
import { LanguageSwitch } from '../../ui/language-switch';
import { ServiceFab } from '../../ui/service-fab';
import { loadContacts } from '../../session/support-contacts';
import { MessageCenter } from './message-center';
import { BankCard, CertificationCard, CreditCard } from './profile-cards';
import { ConsentChoices, ReminderChoices } from './user-choices';
import './user.css';
import './user-messages';

/** Asks for a permission again on the borrower's own tap (the notice and its words load then); allowed notifications subscribe this device. */
const askAgain = (kind: PermissionKind) => {
  // Asking again is giving the consent again.
  setWithdrawn(kind === 'notification' ? 'notifications' : 'location', false);
  void (kind === 'notification'
    ? import('../../platform/push').then((m) => m.enableNotificationsAgain())
    : import('../../platform/permissions').then((m) => m.askAgain(kind)));
};
/** The add-to-home-screen guide: the browser's own offer where it made one, else the steps for this phone. */
const installGuide = () => void import('../../platform/platform-dialogs').then((m) => m.showInstallGuide());

// Pages a borrower reaches from the profile: [route, title key].
const LINKS = [
  ['/coupon', 'route.coupon'],
  ['/order', 'route.order'],
  ['/feedback', 'route.feedback'],
  ['/customer-service', 'route.customerService'],
  ['/my-data', 'route.myData'],
] as const;

/** My profile: who is signed in, certification, credit, bank account, links (My data among them), the language switch, permissions, consents, reminders, privacy policy and sign-out. */
export default function UserPage({ titleKey }: PageProps) {
  const [leaving, setLeaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const phone = userInfo.value?.phone;
  return (
    <>
      <Header title={t(titleKey)} noBack />
      <main className="page ui-cards">
        {phone && (
          <dl className="ui-card user-card">
            <dt>{t('user.phoneLabel')}</dt>
            <dd>{maskPhone(phone)}</dd>
          </dl>
        )}
        <CertificationCard />
        <CreditCard />
        <BankCard />
        <nav className="user-links" aria-label={t('user.linksTitle')}>
          {LINKS.map(([path, key]) => (
            <a key={path} className="ui-link" href={`#${path}`}>
              {t(key)}
            </a>
          ))}
          <MessageCenter />
        </nav>
        <LanguageSwitch />
        <section className="user-permissions" aria-labelledby="user-permissions">
          <h2 id="user-permissions">{t('user.permissionsTitle')}</h2>
          <p>{t('user.permissionsBody')}</p>
          <Button variant="secondary" block onClick={() => askAgain('location')}>
            {t('user.askLocation')}
          </Button>
          <Button variant="secondary" block onClick={() => askAgain('notification')}>
            {t('user.askNotifications')}
          </Button>
        </section>
        <ConsentChoices onGive={(c) => c !== 'tracking' && askAgain(c === 'notifications' ? 'notification' : 'location')} />
        <ReminderChoices />
        {!isStandalone() && (
          <Button variant="secondary" block onClick={installGuide}>
            {t('user.addToHome')}
          </Button>
        )}
        <a className="ui-link" href="#/privacy-policy">
          {t('user.privacyLink')}
        </a>
        {/* Signing in again takes a code by SMS: a stray tap should not cost one. */}
        <Button variant="secondary" block busy={leaving} onClick={() => setAsking(true)}>
          {t('user.signOut')}
        </Button>
        <Dialog
          open={asking}
          title={t('user.signOutAsk')}
          onClose={() => setAsking(false)}
          dismiss={t('common.cancel')}
          actions={
            <Button
              onClick={() => {
                setAsking(false);
                setLeaving(true);
                void signOut();
              }}
            >
              {t('user.signOut')}
            </Button>
          }
        >
          <p>{t('user.signOutNote')}</p>
        </Dialog>
      </main>
      <ServiceFab load={loadContacts} />
    </>
  );
}
