import { useRef, useState } from 'react';
import { CODE_LENGTH, isCode } from '../../../contract/code';
import { ApiError } from '../../api/catalogue';
import { eraseAccount, requestEraseCode } from '../../api/user';
import { formatDate } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { formatPhone } from '../../i18n/phone';
import { navigate } from '../../router/navigate';
import { announceSignOut } from '../../session/cross-tab';
import { clearSession, userInfo } from '../../session/session';
import { Button } from '../../ui/button';
import { TextInput } from '../../ui/text-input';
import { showToast } from '../../ui/toast';
import { useSecondsLeft } from '../../ui/use-seconds-left';

// Long enough to read the date the loan records go.
const ERASED_TOAST_MS = 10_000;

/**
 * "Delete my account": what goes and what the law keeps, then a fresh code by SMS and its check.
 * A refusal (a loan still open, a refund still owed) is the server's plain words, shown here.
 */
export function EraseAccount() {
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const secondsLeft = useSecondsLeft(resendAt);
  const box = useRef<HTMLDivElement>(null);
  const refused = (e: unknown) => e instanceof ApiError && e.kind !== 'aborted' && setError(e.message || t('error.unknown'));

  const ask = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { resendIn } = await requestEraseCode({ quiet: true });
      setResendAt(Date.now() + resendIn * 1000);
      setSent(true);
      requestAnimationFrame(() => box.current?.querySelector('input')?.focus());
    } catch (e) {
      refused(e);
    } finally {
      setBusy(false);
    }
  };

  const erase = async () => {
    if (!isCode(code)) return setError(t('myData.codeFormat'));
    setBusy(true);
    try {
      const { keepUntil } = await eraseAccount(code.trim(), { quiet: true });
      showToast(t('myData.erased', { date: formatDate(keepUntil) }), { kind: 'success', duration: ERASED_TOAST_MS });
      clearSession();
      announceSignOut();
      navigate('/noren', { replace: true });
    } catch (e) {
      refused(e);
      setBusy(false);
    }
  };

  return (
    <section className="ui-card" aria-labelledby="erase-title">
      <h2 id="erase-title">{t('myData.eraseTitle')}</h2>
      <p>{t('myData.eraseBody')}</p>
      {sent ? (
        <form noValidate onSubmit={(e) => (e.preventDefault(), void erase())}>
          <p role="status">{t('myData.eraseCodeSent', { phone: formatPhone(userInfo.value?.phone ?? '') })}</p>
          <div ref={box}>
            <TextInput
              label={t('myData.codeLabel')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              name="eraseCode"
              value={code}
              error={error}
              onChange={(v) => (setCode(v), setError(undefined))}
            />
          </div>
          <Button type="submit" block busy={busy}>
            {t('myData.eraseConfirm')}
          </Button>
          <Button variant="secondary" block disabled={secondsLeft > 0} onClick={ask}>
            {secondsLeft > 0 ? t('myData.resendIn', { n: secondsLeft }) : t('myData.resend')}
          </Button>
        </form>
      ) : (
        <>
          {error && (
            <p role="alert" className="ui-field-error">
              {error}
            </p>
          )}
          <Button variant="secondary" block busy={busy} onClick={ask}>
            {t('myData.eraseStart')}
          </Button>
        </>
      )}
    </section>
  );
}
