import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/catalogue';
import { checkPhoneCheckCode, sendPhoneCheckCode, type PhoneCheckMode } from '../../api/phone-check';
import { fetchAppConfig } from '../../api/public';
import type { PageProps } from '../../router/page-props';
import { t } from '../../i18n/i18n';
import { navigate } from '../../router/navigate';
import { BizStatus, homeForStatus } from '../../session/certification';
import { userInfo, userStatus } from '../../session/session';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { LoadRetry } from '../../ui/load-retry';
import { CodeInput } from '../../ui/code-input';
import { useLoad } from '../../ui/use-load';
import { useSecondsLeft } from '../../ui/use-seconds-left';
import { useSmsCode } from '../../platform/use-sms-code';
import { formatPhone } from '../../i18n/phone';
import { CODE_LENGTH } from '../../../contract/code';
import { codeProblem } from './phone-check-rules';
import './phone-check-messages';

/** `/api-phone-check`: the telecom code by the server's mode (SMS or call), its resend countdown, then status 20 and step one. */
export default function PhoneCheckPage({ titleKey }: PageProps) {
  const config = useLoad((signal) => fetchAppConfig({ signal, quiet: true }));
  const mode: PhoneCheckMode = config.data?.phoneCheckMode === 'f' ? 'f' : 'l';
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [resendAt, setResendAt] = useState(0);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const secondsLeft = useSecondsLeft(resendAt);
  const codeBox = useRef<HTMLDivElement>(null);
  const phone = formatPhone(userInfo.value?.phone ?? '');
  // wrong code, expired, locked after 5 wrong codes, offline: the page says which, beside the code
  const refused = (e: unknown) => e instanceof ApiError && e.kind !== 'aborted' && setError(e.message || t('error.unknown'));

  // A borrower who already passed (Back, an old tab) continues where the status says.
  useEffect(() => {
    const s = userStatus.value;
    if (s !== null && s > BizStatus.New) navigate(homeForStatus(s), { replace: true });
  }, [userStatus.value]);

  const check = async (otp = code) => {
    const problem = codeProblem(otp);
    if (problem) return setError(t(problem));
    setChecking(true);
    try {
      const { bizStatus } = await checkPhoneCheckCode(mode, otp.trim(), { quiet: true });
      userStatus.value = bizStatus; // the effect above moves on to step one
    } catch (e) {
      refused(e);
    } finally {
      setChecking(false);
    }
  };

  // WebOTP only once an SMS is on its way: a page that asked for it is kept out of the back/forward cache.
  const sms = useSmsCode((c) => {
    setCode(c);
    void check(c);
  });

  const send = async () => {
    setSending(true);
    setError(undefined);
    try {
      const { resendIn } = await sendPhoneCheckCode(mode, { quiet: true });
      setResendAt(Date.now() + resendIn * 1000);
      if (mode === 'l') sms.start();
      setNotice(t(mode === 'f' ? 'phoneCheck.callComing' : 'phoneCheck.smsSent', { phone }));
      codeBox.current?.querySelector('input')?.focus();
    } catch (e) {
      refused(e);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Header title={t(titleKey)} />
      <main className="page">
        <p>{t(mode === 'f' ? 'phoneCheck.introCall' : 'phoneCheck.introSms', { phone })}</p>
        {config.state === 'failed' && <LoadRetry onRetry={config.retry} />}
        <form noValidate onSubmit={(e) => (e.preventDefault(), void check())}>
          <div ref={codeBox}>
            <CodeInput
              label={t('phoneCheck.codeLabel')}
              length={CODE_LENGTH}
              name="otpCode"
              value={code}
              error={error}
              onChange={(v) => (setCode(v), setError(undefined))}
            />
          </div>
          <div className="ui-field">
            <Button variant="secondary" block busy={sending} disabled={secondsLeft > 0 || config.state !== 'done'} onClick={send}>
              {secondsLeft > 0 ? t('phoneCheck.resendIn', { n: secondsLeft }) : resendAt ? t('phoneCheck.resend') : t('phoneCheck.send')}
            </Button>
            <p role="status">{notice}</p>
          </div>
          <Button type="submit" block busy={checking}>
            {t('common.confirm')}
          </Button>
        </form>
      </main>
    </>
  );
}
