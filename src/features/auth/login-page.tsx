import { useEffect, useRef, useState } from 'react';
import { CODE_LENGTH } from '../../../contract/code';
import { checkSignInCode, sendSignInCode } from '../../api/sign-in';
import type { ApiError } from '../../api/catalogue';
import type { PageProps } from '../../router/page-props';
import { t } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/message-key';
import { formatPhone, normalizePhone } from '../../i18n/phone';
import { partnerCode } from '../../session/partner-code';
import { sessionNotice } from '../../session/session';
import { type BuildSettings, settings } from '../../settings';
import { afterSignIn } from '../../session/sign-in';
import { Agreement } from '../../ui/agreement';
import { Button } from '../../ui/button';
import { focusInvalid } from '../../ui/focus-invalid';
import { Header } from '../../ui/header';
import { ServiceFab } from '../../ui/service-fab';
import { loadContacts } from '../../session/support-contacts';
import { LanguageSwitch } from '../../ui/language-switch';
import { PhoneInput } from '../../ui/phone-input';
import { CodeInput } from '../../ui/code-input';
import { showToast } from '../../ui/toast';
import { LenderIdentity } from '../../ui/lender-identity';
import { SignInSubmit, sendLabel } from './code-notes';
import { clearDraft, draftAgreed, draftCode, draftPhone, DEFAULT_RESEND_S, resendAt, resendFor } from './login-draft';
import { onSendRefused } from './sign-in-refusal';
import { useCodeCheck } from './use-code-check';
import { PartnerCodeStep } from './partner-code-step';
import { codeError, phoneError } from './validators';
import { useSmsCode } from '../../platform/use-sms-code';
import './login.css';
import './login-messages';

type Errors = { phone?: MessageKey | null; code?: MessageKey | null; agree?: MessageKey | null };

// The origin flag, a constant to the build (see session/boot.ts): without it the code step is left out.
declare const __SETTINGS__: BuildSettings;

/** Sign-in (spec sections 2 and 5); inside a partner's frame, the code step of a phone that already has an account. */
export default function LoginPage(props: PageProps) {
  if (__SETTINGS__.embedded && partnerCode.value) return <PartnerCodeStep titleKey={props.titleKey} step={partnerCode.value} />;
  return <PhoneSignIn {...props} />;
}

/** Phone with +63, send code with a resend countdown, the 4-digit code, the privacy agreement. */
function PhoneSignIn({ titleKey }: PageProps) {
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const phone = normalizePhone(draftPhone.value);
  // The countdown, the lock and the tries left belong to the number they were given for.
  const { secondsLeft, locked, isLocked, tries, codeRefused, setCodeRefused, signingIn, alive, busy, check } = useCodeCheck(phone);

  const submit = async () => {
    if (busy()) return;
    const next: Errors = {
      phone: phoneError(draftPhone.value),
      code: codeError(draftCode.value),
      agree: draftAgreed.value ? null : 'login.mustAgree',
    };
    setErrors(next);
    if (next.phone || next.code || next.agree) return focusInvalid(form);
    await check(async () => {
      const res = await checkSignInCode(phone, draftCode.value.trim(), { quiet: true });
      sms.stop();
      clearDraft();
      await afterSignIn(res);
    });
  };

  const sms = useSmsCode((code) => {
    draftCode.value = code;
    if (draftAgreed.value) void submit();
  });
  useEffect(() => {
    // Back from the privacy policy while the code just sent may still arrive: listen for it again.
    if (secondsLeft > 0) sms.start();
  }, []);

  const requestCode = async () => {
    // The agreement comes first: the number goes nowhere before the borrower accepted the privacy policy.
    const next: Errors = { ...errors, phone: phoneError(draftPhone.value), agree: draftAgreed.value ? null : 'login.mustAgree' };
    setErrors(next);
    if (next.phone || next.agree) return focusInvalid(form);
    setSending(true);
    try {
      const sent = await sendSignInCode(phone, { quiet: true });
      // The server's own resend limit, so the button never invites a refusal.
      resendAt.value = Date.now() + (sent?.resendIn ?? DEFAULT_RESEND_S) * 1000;
      resendFor.value = phone;
      showToast(t('login.codeSent', { phone: formatPhone(phone) }), { kind: 'success' });
      if (alive.current) sms.start(); // not once the page is gone: nothing would stop it
      form.current?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')?.focus();
    } catch (e) {
      onSendRefused(e as ApiError, phone);
    } finally {
      if (alive.current) setSending(false);
    }
  };

  const edit = (field: keyof Errors, apply: () => void) => {
    apply();
    if (errors[field]) setErrors((e) => ({ ...e, [field]: null }));
  };
  const message = (key?: MessageKey | null) => (key ? t(key) : undefined);

  return (
    <>
      <Header title={t(titleKey)} />
      <main className="page login">
        {sessionNotice.value === 'ended' && (
          <p className="ui-note" role="status">
            {t('login.sessionEnded')}
          </p>
        )}
        <form ref={form} className="ui-card" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
          <PhoneInput
            label={t('login.phoneLabel')}
            name="phone"
            value={draftPhone.value}
            error={message(errors.phone)}
            onChange={(v) => edit('phone', () => (draftPhone.value = v))}
          />
          {/* Send code sits right after the phone, so the tab order is phone, Send code, code, Sign in. */}
          <Button
            variant="secondary"
            block
            className="login-send"
            busy={sending}
            disabled={secondsLeft > 0 || isLocked}
            onClick={requestCode}
          >
            {sendLabel(secondsLeft, resendFor.value === phone && resendAt.value > 0, isLocked)}
          </Button>
          <CodeInput
            label={t('login.codeLabel')}
            length={CODE_LENGTH}
            name="code"
            value={draftCode.value}
            error={message(errors.code) ?? codeRefused ?? undefined}
            onChange={(v) =>
              edit('code', () => {
                draftCode.value = v;
                setCodeRefused(null);
              })
            }
          />
          <Agreement
            text={t('login.agreePrefix')}
            link={t('login.privacyLink')}
            checked={draftAgreed.value}
            error={message(errors.agree)}
            onChange={(v) => edit('agree', () => (draftAgreed.value = v))}
          />
          <SignInSubmit locked={locked} isLocked={isLocked} tries={tries} busy={signingIn} />
        </form>
        <LanguageSwitch className="login-lang" />
        <LenderIdentity lender={settings} />
      </main>
      <ServiceFab load={loadContacts} />
    </>
  );
}
