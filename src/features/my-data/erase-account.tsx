import { useState } from 'react';
import { isCode } from '../../../contract/code';
import { ApiError } from '../../api/catalogue';
import { eraseAccount, requestEraseCode } from '../../api/user';
import { formatDate } from '../../i18n/format-date';
import { t } from '../../i18n/i18n';
import { formatPhone } from '../../i18n/phone';
import { navigate } from '../../router/navigate';
import { announceSignOut } from '../../session/cross-tab';
import { clearSession, userInfo } from '../../session/session';
import { Button } from '../../ui/button';
import { CodeStep, useCodeSend } from '../../ui/code-step';
import { showToast } from '../../ui/toast';

// Long enough to read the date the loan records go.
const ERASED_TOAST_MS = 10_000;

/**
 * "Delete my account": what goes and what the law keeps, then a fresh code by SMS and its check.
 * A refusal (a loan still open, a refund still owed) is the server's plain words, shown here.
 */
export function EraseAccount() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const refused = (e: unknown) => e instanceof ApiError && e.kind !== 'aborted' && setError(e.message || t('error.unknown'));
  const sender = useCodeSend(() => (setError(undefined), requestEraseCode({ quiet: true })), refused);

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
      {sender.sent ? (
        <form noValidate onSubmit={(e) => (e.preventDefault(), void erase())}>
          <CodeStep
            sender={sender}
            label={t('myData.codeLabel')}
            name="eraseCode"
            value={code}
            error={error}
            onChange={(v) => (setCode(v), setError(undefined))}
            words={{
              send: t('myData.resend'),
              resend: t('myData.resend'),
              resendIn: (n) => t('myData.resendIn', { n }),
              sent: t('myData.eraseCodeSent', { phone: formatPhone(userInfo.value?.phone ?? '') }),
            }}
          >
            <Button type="submit" block busy={busy}>
              {t('myData.eraseConfirm')}
            </Button>
          </CodeStep>
        </form>
      ) : (
        <>
          {error && (
            <p role="alert" className="ui-field-error">
              {error}
            </p>
          )}
          <Button variant="secondary" block busy={sender.sending} onClick={() => void sender.send()}>
            {t('myData.eraseStart')}
          </Button>
        </>
      )}
    </section>
  );
}
