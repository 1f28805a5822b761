import { useState } from 'react';
import type { StaffService } from '../../contract/public';
import { t } from '../i18n/i18n';
import './contacts/contacts-messages';
import { Dialog } from './dialog';
import { Spinner } from './loader';
import { useLoad } from './use-load';

/** Props of {@link ServiceFab}. */
export interface ServiceFabProps {
  /** Reads the contacts when the borrower opens the panel (the page passes the call; widgets fetch nothing themselves). */
  load: (signal: AbortSignal) => Promise<StaffService>;
}

/** The floating customer-service icon (spec section 2): opens the contacts, each opened or copied. */
export function ServiceFab({ load }: ServiceFabProps) {
  const [open, setOpen] = useState(false);
  // The list's code comes with its contacts, when the borrower opens it: the pages showing the icon
  // (a signed-in start's My profile among them) do not download it before their content.
  const contacts = useLoad(open ? (signal: AbortSignal) => Promise.all([load(signal), import('./contact-list')]) : null, [open]);
  const [staff, list] = contacts.data ?? [];
  return (
    <>
      <button type="button" className="ui-fab" aria-label={t('contactList.open')} onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H5a1 1 0 0 1-1-1zm16 0h-3v6h2a1 1 0 0 0 1-1z" />
        </svg>
      </button>
      <Dialog open={open} title={t('contactList.title')} onClose={() => setOpen(false)} dismiss={t('common.close')}>
        {contacts.state === 'done' && staff && list ? (
          <list.ContactList contacts={staff} />
        ) : contacts.state === 'failed' ? (
          <p role="alert">{t('error.unknown')}</p>
        ) : (
          <Spinner />
        )}
      </Dialog>
    </>
  );
}
