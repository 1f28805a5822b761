import { useState } from 'react';
import type { Bank } from '../../../contract/certification';
import { t } from '../../i18n/i18n';
import { Dialog } from '../../ui/dialog';
import { Field, useFieldIds } from '../../ui/field';
import { TextInput } from '../../ui/text-input';
import './bank-account-messages';

/** Props of {@link BankPicker}. */
export interface BankPickerProps {
  label: string;
  banks: Bank[];
  /** The chosen `bankCode`, or ''. */
  value: string;
  onChange: (bankCode: string) => void;
  error?: string;
  disabled?: boolean;
}

/** Lower case without accents or spaces, so "metro bank", "MetroBank" and "Métrobank" find Metrobank. */
export const searchKey = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f\s.-]/g, '')
    .toLowerCase();

/** The entries whose name or code contains the search, case- and accent-insensitive. */
export function searchBanks(banks: Bank[], query: string): Bank[] {
  const q = searchKey(query);
  return q ? banks.filter((b) => searchKey(b.bankName).includes(q) || searchKey(b.bankCode).includes(q)) : banks;
}

/** The bank-list picker with search (spec section 2): a field that opens a dialog, e-wallets and banks grouped. */
export function BankPicker({ label, banks, value, onChange, error, disabled }: BankPickerProps) {
  const ids = useFieldIds(undefined, error);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const chosen = banks.find((b) => b.bankCode === value);
  const found = searchBanks(banks, query);
  const pick = (code: string) => {
    setOpen(false);
    setQuery('');
    onChange(code);
  };
  const choose = t('bank.choose'); // the dialog's title and the field's text before a choice
  const group = (kind: Bank['kind'], title: string) => {
    const list = found.filter((b) => b.kind === kind);
    return (
      list.length > 0 && (
        <section className="ui-bank-group" aria-label={title}>
          <h3>{title}</h3>
          <ul>
            {list.map((b) => (
              <li key={b.bankCode}>
                <button
                  type="button"
                  className="ui-bank-option"
                  aria-current={b.bankCode === value || undefined}
                  onClick={() => pick(b.bankCode)}
                >
                  {b.bankName}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )
    );
  };
  return (
    <Field ids={ids} label={label} error={error}>
      <button
        type="button"
        id={ids.id}
        className="ui-control ui-control--select ui-bank-field"
        data-invalid={error ? '' : undefined}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={ids.describedBy}
        aria-haspopup="dialog"
        // the label alone would hide the choice from a screen reader: the name carries both
        aria-label={`${label}: ${chosen?.bankName ?? choose}`}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {chosen?.bankName ?? choose}
      </button>
      <Dialog open={open} title={choose} onClose={() => setOpen(false)} dismiss={t('common.close')}>
        <TextInput label={t('bank.search')} type="search" value={query} onChange={setQuery} autoComplete="off" />
        <div className="ui-bank-list">
          {group('ewallet', t('bank.ewallets'))}
          {group('bank', t('bank.banks'))}
          {!found.length && <p role="status">{t('bank.noMatch', { q: query })}</p>}
        </div>
      </Dialog>
    </Field>
  );
}
