import { useEffect, useRef, useState } from 'react';
import { CODE_LENGTH } from '../../../contract/code';
import type { ApiError } from '../../api/catalogue';
import { t } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/message-key';
import { resendPartnerCode, signInWithPartnerCode } from '../../session/embedded';
import type { PartnerCodeStep as Step } from '../../session/partner-code';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { LanguageSwitch } from '../../ui/language-switch';
import { CodeInput } from '../../ui/code-input';
import { showToast } from '../../ui/toast';
import { SignInSubmit, sendLabel } from './code-notes';
import { clearDraft, draftCode } from './login-draft';
import { onSendRefused } from './sign-in-refusal';
import { useCodeCheck } from './use-code-check';
import { useSmsCode } from '../../platform/use-sms-code';
import { codeError } from './validators';

/**
 * The code step of a partner's sign-in (PRODUCT.md section 6), inside the partner's frame: the phone
 * already has an account, so the code just sent to it signs in, with the sign-in page's own widgets,
 * countdown, tries and lock. There is no phone to type: the partner's task names it.
 */
export function PartnerCodeStep({ titleKey, step }: { titleKey: MessageKey; step: Step }) {
  // The countdown, the lock and the tries belong to the phone the code went to.
  const phone = step.maskedPhone;
  const [error, setError] = useState<MessageKey | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { secondsLeft, locked, isLocked, tries, codeRefused, setCodeRefused, signingIn, alive, busy, check } = useCodeCheck(
    phone,
    step.resendAt,
  );
  const codeInput = () => form.current?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]');

  const submit = async () => {
    if (busy()) return;
    const problem = codeError(draftCode.value);
    setError(problem);
    if (problem) return codeInput()?.focus();
    await check(async () => {
      await signInWithPartnerCode(draftCode.value.trim());
      sms.stop();
      clearDraft();
    });
  };

  const sms = useSmsCode((code) => {
    draftCode.value = code;
    void submit();
  });
  useEffect(() => {
    // A code was sent just before this step opened: listen for it, and put the borrower in the field.
    sms.start();
    codeInput()?.focus();
  }, []);

  const resend = async () => {
    setSending(true);
    try {
      if (await resendPartnerCode()) showToast(t('login.codeSent', { phone }), { kind: 'success' });
      if (alive.current) sms.start();
      codeInput()?.focus();
    } catch (e) {
      onSendRefused(e as ApiError, phone);
    } finally {
      if (alive.current) setSending(false);
    }
  };

  return (
    <>
      <Header title={t(titleKey)} />
      <main className="page login">
        <form ref={form} className="ui-card" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
          <p className="ui-page-intro">{t('login.partnerCodeIntro', { phone })}</p>
          <CodeInput
            label={t('login.codeLabel')}
            length={CODE_LENGTH}
            name="code"
            value={draftCode.value}
            error={error ? t(error) : (codeRefused ?? undefined)}
            onChange={(v) => {
              draftCode.value = v;
              if (error) setError(null);
              setCodeRefused(null);
            }}
          />
          <Button variant="secondary" block className="login-send" busy={sending} disabled={secondsLeft > 0 || isLocked} onClick={resend}>
            {sendLabel(secondsLeft, true, isLocked)}
          </Button>
          <SignInSubmit locked={locked} isLocked={isLocked} tries={tries} busy={signingIn} />
        </form>
        <LanguageSwitch className="login-lang" />
      </main>
    </>
  );
}
