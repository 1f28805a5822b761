import { formatTime } from '../../i18n/format-time';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';

/**
 * The resend button's words: the countdown (in minutes past one and a half), "Resend code" once one
 * was sent, else "Send code". While the number is locked nothing counts: the note says until when.
 */
export function sendLabel(secondsLeft: number, sentBefore: boolean, locked = false): string {
  if (locked) return sentBefore ? t('login.resend') : t('login.sendCode');
  if (secondsLeft > 90) return t('login.resendInMin', { n: Math.ceil(secondsLeft / 60) });
  if (secondsLeft > 0) return t('login.resendIn', { n: secondsLeft });
  return sentBefore ? t('login.resend') : t('login.sendCode');
}

/** What the sign-in form keeps on screen about wrong codes: the lock and until when, or the tries left. */
export function CodeNotes({ lockedUntil, tries }: { lockedUntil: number | null; tries: number | null }) {
  return (
    <>
      {lockedUntil !== null && (
        <p className="ui-note login-stop" role="alert">
          {t('login.lockedUntil', { time: formatTime(lockedUntil) })}
        </p>
      )}
      {tries !== null && (
        <p className="ui-note" role="alert">
          {tries === 1 ? t('login.oneTryLeft') : t('login.triesLeft', { n: tries })}
        </p>
      )}
    </>
  );
}

/** The sign-in button with the notes on wrong codes above it; while the number is locked it cannot be pressed. */
export function SignInSubmit({
  locked,
  isLocked,
  tries,
  busy,
}: {
  locked: { until: number } | null;
  isLocked: boolean;
  tries: number | null;
  busy: boolean;
}) {
  return (
    <>
      <CodeNotes lockedUntil={locked && isLocked ? locked.until : null} tries={tries} />
      <Button type="submit" block busy={busy} disabled={isLocked}>
        {t('route.login')}
      </Button>
    </>
  );
}
