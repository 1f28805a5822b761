import { useState } from 'preact/hooks';
import type { PageProps } from '../../app/routes';
import { t } from '../../i18n/i18n';
import { signOut } from '../../session/sign-out';
import { userInfo } from '../../session/session';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { LanguageSwitch } from '../../ui/language-switch';
import './user.css';
import './user-messages';

/** Shows a phone as 0917•••456: enough to recognise, not enough to read over a shoulder. */
export function maskPhone(phone: string): string {
  return phone.length < 7 ? phone : phone.slice(0, 4) + '•••' + phone.slice(-3);
}

/** My profile: who is signed in, the language switch, the privacy policy and sign-out. */
export default function UserPage({ titleKey }: PageProps) {
  const [leaving, setLeaving] = useState(false);
  const phone = userInfo.value?.phone;
  return (
    <>
      <Header title={t(titleKey)} noBack />
      <main class="page user">
        {phone && (
          <dl class="user-card">
            <dt>{t('user.phoneLabel')}</dt>
            <dd>+63 {maskPhone(phone)}</dd>
          </dl>
        )}
        <LanguageSwitch />
        <a class="user-link" href="#/privacy-policy">
          {t('user.privacyLink')}
        </a>
        <Button
          variant="secondary"
          block
          busy={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut();
          }}
        >
          {t('user.signOut')}
        </Button>
      </main>
    </>
  );
}
