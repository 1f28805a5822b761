import { useState } from 'react';
import { fetchNotifyPrefs, saveNotifyPrefs } from '../../api/user';
import { t } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/message-key';
import { type Consent, isWithdrawn, setWithdrawn } from '../../platform/consents';
import { useLoad } from '../../ui/use-load';
import type { NotifyPrefs } from '../../../contract/user';

/** One yes/no of the borrower's, its whole row a tap target. */
function Choice({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="user-choice">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  );
}

const CONSENTS: [Consent, MessageKey][] = [
  ['location', 'user.choiceLocation'],
  ['notifications', 'user.choiceNotifications'],
  ['tracking', 'user.choiceTracking'],
];

/**
 * The consents kept on this device, each withdrawn by unticking it: location is no longer read,
 * this device's notifications end, usage statistics stop. Ticking one again asks the browser where it must.
 */
export function ConsentChoices({ onGive }: { onGive: (consent: Consent) => void }) {
  const [, redraw] = useState(0);
  const change = (consent: Consent, on: boolean) => {
    setWithdrawn(consent, !on);
    if (!on && consent === 'notifications') void import('../../platform/push').then((m) => m.unsubscribePush());
    if (on) onGive(consent);
    redraw((n) => n + 1);
  };
  return (
    <section className="user-permissions" aria-labelledby="user-choices">
      <h2 id="user-choices">{t('user.choicesTitle')}</h2>
      <p>{t('user.choicesBody')}</p>
      {CONSENTS.map(([consent, key]) => (
        <Choice key={consent} label={t(key)} checked={!isWithdrawn(consent)} onChange={(on) => change(consent, on)} />
      ))}
    </section>
  );
}

/** Which payment reminders the borrower wants, and the hours the law lets them come in. */
export function ReminderChoices() {
  const loaded = useLoad((signal) => fetchNotifyPrefs({ signal, quiet: true }));
  const [prefs, setPrefs] = useState<NotifyPrefs | null>(null);
  const shown = prefs ?? loaded.data;
  if (!shown) return null;
  const change = (next: NotifyPrefs) => {
    setPrefs(next);
    // A failed save says so (the toast) and shows what is stored again.
    saveNotifyPrefs(next).catch(() => setPrefs(null));
  };
  return (
    <section className="user-permissions" aria-labelledby="user-reminders">
      <h2 id="user-reminders">{t('user.remindersTitle')}</h2>
      <p>{t('user.remindersHours')}</p>
      <Choice label={t('user.reminderPush')} checked={shown.reminderPush} onChange={(on) => change({ ...shown, reminderPush: on })} />
      <Choice label={t('user.reminderSms')} checked={shown.reminderSms} onChange={(on) => change({ ...shown, reminderSms: on })} />
    </section>
  );
}
