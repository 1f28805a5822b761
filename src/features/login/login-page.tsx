import { useEffect, useRef, useState } from 'preact/hooks';
import { checkSignInCode, sendSignInCode } from '../../api/sign-in';
import type { PageProps } from '../../app/routes';
import { t } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/message-key';
import { afterSignIn } from '../../session/sign-in';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { TextInput } from '../../ui/text-input';
import { showToast } from '../../ui/toast';
import { LenderIdentity } from '../noren/lender-identity';
import { Agreement } from './agreement';
import { clearDraft, draftAgreed, draftCode, draftPhone, DEFAULT_RESEND_S, resendAt } from './login-draft';
import { useSecondsLeft } from './use-seconds-left';
import { CODE_LENGTH, codeError, normalizePhone, phoneError } from './validators';
import { listenForSmsCode } from './web-otp';
import './login.css';
import './login-messages';

type Errors = { phone?: MessageKey | null; code?: MessageKey | null; agree?: MessageKey | null };

/** Sign-in (spec sections 2 and 5): phone with +63, send code with a resend countdown, the 4-digit code, the privacy agreement. */
export default function LoginPage({ titleKey }: PageProps) {
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const secondsLeft = useSecondsLeft(resendAt.value);
  const alive = useRef(true);

  const focusInvalid = () => setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const inFlight = useRef(false);

  const submit = async () => {
    if (inFlight.current) return; // a tap and the SMS auto-fill must not check the same code twice
    const next: Errors = {
      phone: phoneError(draftPhone.value),
      code: codeError(draftCode.value),
      agree: draftAgreed.value ? null : 'login.mustAgree',
    };
    setErrors(next);
    if (next.phone || next.code || next.agree) return focusInvalid();
    setSigningIn(true);
    inFlight.current = true;
    try {
      const res = await checkSignInCode(normalizePhone(draftPhone.value), draftCode.value.trim());
      clearDraft();
      await afterSignIn(res);
    } catch {
      // wrong code, locked, too many tries: the API client showed the server's message
    } finally {
      inFlight.current = false;
      if (alive.current) setSigningIn(false);
    }
  };

  useEffect(() => {
    const stop = listenForSmsCode((code) => {
      draftCode.value = code;
      if (draftAgreed.value) void submit();
    });
    return () => {
      alive.current = false;
      stop();
    };
  }, []);

  const requestCode = async () => {
    const phone = phoneError(draftPhone.value);
    setErrors((e) => ({ ...e, phone }));
    if (phone) return focusInvalid();
    setSending(true);
    try {
      const sent = await sendSignInCode(normalizePhone(draftPhone.value));
      // The server's own resend limit, so the button never invites a refusal.
      resendAt.value = Date.now() + (sent?.resendIn ?? DEFAULT_RESEND_S) * 1000;
      showToast(t('login.codeSent', { phone: normalizePhone(draftPhone.value) }), { kind: 'success' });
      form.current?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')?.focus();
    } catch {
      // rate limited or unreachable: the API client said so
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
      <main class="login">
        <form ref={form} noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
          <TextInput
            label={t('login.phoneLabel')}
            hint={t('login.areaCodeHint')}
            prefix="+63"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('login.phonePlaceholder')}
            name="phone"
            value={draftPhone.value}
            error={message(errors.phone)}
            onChange={(v) => edit('phone', () => (draftPhone.value = v))}
          />
          <div class="login-code">
            <TextInput
              label={t('login.codeLabel')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              name="code"
              value={draftCode.value}
              error={message(errors.code)}
              onChange={(v) => edit('code', () => (draftCode.value = v))}
            />
            <Button variant="secondary" busy={sending} disabled={secondsLeft > 0} onClick={requestCode}>
              {secondsLeft > 0 ? t('login.resendIn', { n: secondsLeft }) : resendAt.value ? t('login.resend') : t('login.sendCode')}
            </Button>
          </div>
          <Agreement checked={draftAgreed.value} error={message(errors.agree)} onChange={(v) => edit('agree', () => (draftAgreed.value = v))} />
          <Button type="submit" block busy={signingIn}>
            {t('login.submit')}
          </Button>
        </form>
        <LenderIdentity />
      </main>
    </>
  );
}
