import { render } from 'react-dom';
import { t } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { isAppleMobile } from './display';
import { canPromptInstall, promptInstall } from './install-prompt';
import './guides.css';
import './platform-messages';

/** Add to home screen: one tap where the browser offered it, otherwise the steps for this phone. */
export function InstallGuide({ onClose }: { onClose: () => void }) {
  const offered = canPromptInstall();
  const apple = isAppleMobile();
  const add = async () => {
    await promptInstall().catch(() => false);
    onClose();
  };
  return (
    <Dialog
      title={t('install.title')}
      onClose={onClose}
      dismiss={t('install.close')}
      actions={offered && <Button onClick={add}>{t('install.add')}</Button>}
    >
      <p>{t('install.body')}</p>
      {!offered && (
        <ol className="install-steps">
          <li>{t(apple ? 'install.iosStep1' : 'install.androidStep1')}</li>
          <li>{t(apple ? 'install.iosStep2' : 'install.androidStep2')}</li>
        </ol>
      )}
    </Dialog>
  );
}

/** Opens the guide (My profile's "Add to home screen" calls this); resolves when it closes. */
export function showInstallGuide(): Promise<void> {
  const host = document.body.appendChild(document.createElement('div'));
  return new Promise((done) =>
    render(
      <InstallGuide
        onClose={() => {
          render(null, host);
          host.remove();
          done();
        }}
      />,
      host,
    ),
  );
}
