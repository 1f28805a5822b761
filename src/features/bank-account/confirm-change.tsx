import type { ReactNode } from 'react';
import type { Bank, SaveAccountRequest } from '../../../contract/certification';
import { t } from '../../i18n/i18n';
import { formatPhone } from '../../i18n/phone';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** Props of {@link ConfirmChange}. */
export interface ConfirmChangeProps {
  /** The checked new account, or null while nothing waits for the answer. */
  account: SaveAccountRequest | null;
  bank: Bank | undefined;
  /** Which loans the change reaches, as the server said. */
  note: string;
  busy: boolean;
  /** The code step that confirms the change. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before an account is replaced: the new account in full (a typo shows here), which loans it reaches, the code. */
export function ConfirmChange({ account, bank, note, busy, children, onConfirm, onCancel }: ConfirmChangeProps) {
  const number = account && (bank?.kind === 'ewallet' ? formatPhone(account.accountNo) : account.accountNo);
  return (
    <Dialog
      open={!!account}
      title={t('bank.confirmTitle')}
      onClose={busy ? undefined : onCancel}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            {t('bank.confirmOk')}
          </Button>
        </>
      }
    >
      <h3 className="ui-field-label">{t('bank.confirmNew')}</h3>
      <p>{bank?.bankName}</p>
      <p>{number}</p>
      <p>{account?.accountName}</p>
      <p className="ui-note">{note}</p>
      {children}
    </Dialog>
  );
}
