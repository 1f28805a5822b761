import './contacts.css';
import type { StaffService } from '../../contract/public';
import { t } from '../i18n/i18n';
import { copyText } from './copy-text';

/** Props of {@link ContactList}. */
export interface ContactListProps {
  contacts: StaffService;
}

/** The support contacts (spec section 3, staffService); each entry is a button that copies its value. */
export function ContactList({ contacts }: ContactListProps) {
  const rows: [string, string][] = [
    [t('service.whatsApp'), contacts.serviceWhatsApp],
    [t('service.phone'), contacts.servicePhone],
    [t('service.email'), contacts.serviceEmail],
    [t('service.hours'), contacts.serviceTime],
  ];
  return (
    <ul className="ui-contacts">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <li key={label}>
            <button
              type="button"
              className="ui-contact"
              aria-label={t('service.copy', { what: label, value })}
              onClick={() => void copyText(value)}
            >
              <span className="ui-contact-label">{label}</span>
              <span className="ui-contact-value">{value}</span>
            </button>
          </li>
        ))}
    </ul>
  );
}
