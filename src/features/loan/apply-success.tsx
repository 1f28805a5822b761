import { t } from '../../i18n/i18n';
import { askNotificationsOnce } from '../../platform/permissions';
import { navigate } from '../../router/navigate';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import './borrow-messages';

/** The success dialog of spec section 4: OK goes to Order; then, after this first application, the notifications notice (once per device). */
export function ApplySuccess({ open, onOk }: { open: boolean; onOk: () => void }) {
  const ok = () => {
    onOk();
    navigate('/order');
    void askNotificationsOnce();
  };
  return (
    <Dialog open={open} title={t('borrow.successTitle')} actions={<Button onClick={ok}>{t('common.ok')}</Button>}>
      <p>{t('borrow.successBody')}</p>
    </Dialog>
  );
}
