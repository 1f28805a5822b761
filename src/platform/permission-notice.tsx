import { render } from 'preact';
import { t } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import type { PermissionKind } from './permissions';
import './platform-messages';

/** The short notice before the browser's permission prompt: why we ask, Allow or Not now. */
export function PermissionNotice({ kind, onAnswer }: { kind: PermissionKind; onAnswer: (allow: boolean) => void }) {
  return (
    <Dialog
      open
      title={t(`permission.${kind}Title`)}
      onClose={() => onAnswer(false)}
      actions={
        <>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            {t('permission.notNow')}
          </Button>
          <Button onClick={() => onAnswer(true)}>{t('permission.allow')}</Button>
        </>
      }
    >
      <p>{t(`permission.${kind}Body`)}</p>
    </Dialog>
  );
}

/** Shows the notice in a root of its own (it can open over any page); resolves with the answer. */
export function showNotice(kind: PermissionKind): Promise<boolean> {
  const host = document.body.appendChild(document.createElement('div'));
  return new Promise((resolve) => {
    const answer = (allow: boolean) => {
      render(null, host);
      host.remove();
      resolve(allow);
    };
    render(<PermissionNotice kind={kind} onAnswer={answer} />, host);
  });
}
