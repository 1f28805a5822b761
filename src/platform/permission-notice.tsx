import { render } from 'react-dom';
import type { ReactElement } from 'react';
import { t } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import type { PermissionKind, Said } from './dialog-kinds';
import './platform-messages';

/** The short notice before the browser's permission prompt: why we ask, Allow or Not now. */
export function PermissionNotice({ kind, onAnswer }: { kind: PermissionKind; onAnswer: (allow: boolean) => void }) {
  return (
    <Dialog
      title={t(`permission.${kind}Title`)}
      onClose={() => onAnswer(false)}
      dismiss={t('permission.notNow')}
      actions={<Button onClick={() => onAnswer(true)}>{t('permission.allow')}</Button>}
    >
      <p>{t(`permission.${kind}Body`)}</p>
    </Dialog>
  );
}

const SAID = {
  location: { granted: 'permission.locationGranted', blocked: 'permission.locationBlocked' },
  notification: { granted: 'permission.notificationGranted', blocked: 'permission.notificationBlocked' },
} as const;

/** What an answer did, in words, with one button to close it. */
export function PermissionOutcome({ kind, outcome, onClose }: { kind: PermissionKind; outcome: Said; onClose: () => void }) {
  const text = outcome === 'granted' || outcome === 'blocked' ? t(SAID[kind][outcome]) : t(`permission.${outcome}`);
  return (
    <Dialog title={t(`permission.${kind}Title`)} onClose={onClose} actions={<Button onClick={onClose}>{t('permission.ok')}</Button>}>
      <p>{text}</p>
    </Dialog>
  );
}

/** Renders a dialog in a root of its own (it can open over any page) until it calls back; resolves with that value. */
function inOwnRoot<T>(dialog: (done: (v: T) => void) => ReactElement): Promise<T> {
  const host = document.body.appendChild(document.createElement('div'));
  return new Promise((resolve) => {
    const done = (v: T) => {
      render(null, host);
      host.remove();
      resolve(v);
    };
    render(dialog(done), host);
  });
}

/** Shows the notice; resolves with the answer (true for Allow). */
export function showNotice(kind: PermissionKind): Promise<boolean> {
  return inOwnRoot((done) => <PermissionNotice kind={kind} onAnswer={done} />);
}

/** Shows what the answer did; resolves once closed. */
export function showOutcome(kind: PermissionKind, outcome: Said): Promise<void> {
  return inOwnRoot<void>((done) => <PermissionOutcome kind={kind} outcome={outcome} onClose={() => done()} />);
}
