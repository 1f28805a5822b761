import { sendAccountCode } from '../../api/bank-account';
import { ApiError } from '../../api/catalogue';
import { t } from '../../i18n/i18n';
import { maskPhone } from '../../i18n/phone';
import { userInfo } from '../../session/session';
import { CodeStep, useCodeSend } from '../../ui/code-step';

/** Props of {@link ChangeCode}. */
export interface ChangeCodeProps {
  code: string;
  onCode: (code: string) => void;
  /** The refusal to show at the field (wrong, expired, locked), if any. */
  error?: string;
  onError: (message: string | undefined) => void;
}

/** The code that confirms a change of account: why it is asked, the field, a send button with its resend countdown. */
export function ChangeCode({ code, onCode, error, onError }: ChangeCodeProps) {
  const sender = useCodeSend(
    () => (onError(undefined), sendAccountCode({ quiet: true })),
    (e) => e instanceof ApiError && e.kind !== 'aborted' && onError(e.message || t('error.unknown')),
  );
  return (
    <div className="bank-code">
      <p className="ui-note">{t('bank.codeWhy')}</p>
      <CodeStep
        sender={sender}
        label={t('bank.code')}
        name="code"
        value={code}
        error={error}
        onChange={(v) => (onCode(v), onError(undefined))}
        words={{
          send: t('bank.codeSend'),
          resend: t('bank.codeResend'),
          resendIn: (n) => t('bank.codeResendIn', { n }),
          sent: t('bank.codeSent', { phone: maskPhone(userInfo.value?.phone ?? '') }),
        }}
      />
    </div>
  );
}
