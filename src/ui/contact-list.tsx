import './contacts.css';
import type { StaffService } from '../../contract/public';
import { t } from '../i18n/i18n';
import { mailtoHref, telHref, viberHref, whatsAppHref } from './contact-links';
import { copyText } from './copy-text';
import './contacts/contacts-messages';

/** Props of {@link ContactList}. */
export interface ContactListProps {
  contacts: StaffService;
  /** The subject an email to support starts with. */
  emailSubject?: string;
}

type Row = { label: string; value: string; href?: string; viber?: string };

/**
 * The support contacts (spec section 3, staffService): each opens where it leads (WhatsApp, the
 * dialer or Viber, the mail app with the subject filled); Copy beside it is the second action.
 */
export function ContactList({ contacts, emailSubject }: ContactListProps) {
  const c = contacts;
  const rows: Row[] = [
    { label: t('contactList.whatsApp'), value: c.serviceWhatsApp, href: c.serviceWhatsApp && whatsAppHref(c.serviceWhatsApp) },
    { label: t('contactList.phone'), value: c.servicePhone, href: c.servicePhone && telHref(c.servicePhone), viber: c.servicePhone },
    { label: t('contactList.email'), value: c.serviceEmail, href: c.serviceEmail && mailtoHref(c.serviceEmail, emailSubject) },
    { label: t('contactList.hours'), value: c.serviceTime },
  ];
  return (
    <ul className="ui-contacts">
      {rows
        .filter((r) => r.value)
        .map(({ label, value, href, viber }) => (
          <li key={label} className="ui-contact-row">
            {href ? (
              <a className="ui-contact" href={href} {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener' } : {})}>
                <span className="ui-contact-label">{label}</span>
                <span className="ui-contact-value">{value}</span>
              </a>
            ) : (
              <p className="ui-contact">
                <span className="ui-contact-label">{label}</span>
                <span className="ui-contact-value">{value}</span>
              </p>
            )}
            {(href || viber) && (
              <span className="ui-contact-actions">
                {viber && (
                  <a className="ui-contact-action" href={viberHref(viber)} aria-label={`Viber: ${value}`}>
                    Viber
                  </a>
                )}
                <button
                  type="button"
                  className="ui-contact-action"
                  aria-label={t('contactList.copyWhat', { what: label, value })}
                  onClick={() => void copyText(value)}
                >
                  {t('contactList.copy')}
                </button>
              </span>
            )}
          </li>
        ))}
    </ul>
  );
}
