import { useState } from 'react';
import { CODE_LENGTH } from '../../../contract/code';
import { sendAccountCode } from '../../api/bank-account';
import { ApiError } from '../../api/catalogue';
import { t } from '../../i18n/i18n';
import { maskPhone } from '../../i18n/phone';
import { userInfo } from '../../session/session';
import { Button } from '../../ui/button';
import { TextInput } from '../../ui/text-input';
import { useSecondsLeft } from '../../ui/use-seconds-left';

/** Props of {@link ChangeCode}. */
export interface ChangeCodeProps {
  code: string;
  onCode: (code: string) => void;
  /** The refusal to show at the field (wrong, expired, locked), if any. */
  error?: string;
  onError: (message: string | undefined) => void;
}

/** The code that confirms a change of account: why it is asked, a send button with its resend countdown, the field. */
export function ChangeCode({ code, onCode, error, onError }: ChangeCodeProps) {
  const [resendAt, setResendAt] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const left = useSecondsLeft(resendAt);
  const send = async () => {
    setSending(true);
    onError(undefined);
    try {
      const { resendIn } = await sendAccountCode({ quiet: true });
      setResendAt(Date.now() + resendIn * 1000);
      setSent(true);
    } catch (e) {
      if (e instanceof ApiError && e.kind !== 'aborted') onError(e.message || t('error.unknown'));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="bank-code">
      <p className="ui-note">{t('bank.codeWhy')}</p>
      <TextInput
        label={t('bank.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        name="code"
        value={code}
        error={error}
        onChange={(v) => (onCode(v), onError(undefined))}
      />
      <Button variant="secondary" block busy={sending} disabled={left > 0} onClick={send}>
        {left > 0 ? t('bank.codeResendIn', { n: left }) : sent ? t('bank.codeResend') : t('bank.codeSend')}
      </Button>
      <p role="status">{sent ? t('bank.codeSent', { phone: maskPhone(userInfo.value?.phone ?? '') }) : ''}</p>
    </div>
  );
}
