import { useRef, useState } from 'react';
import { CONTACT_COUNT } from '../../../contract/contacts';
import { saveContacts } from '../../api/contacts';
import type { Contact } from '../../../contract/certification';
import { fetchDict } from '../../api/public';
import { t } from '../../i18n/i18n';
import { navigate } from '../../router/navigate';
import { BizStatus } from '../../session/certification';
import { userInfo } from '../../session/session';
import { draftKey, followStepRefusal, stepIsSaved, stepSaved } from '../../session/step-saved';
import { Button } from '../../ui/button';
import { focusInvalid } from '../../ui/focus-invalid';
import { PhoneInput } from '../../ui/phone-input';
import { Select, type SelectOption } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { useDraft } from '../../ui/use-draft';
import { SavedStepNote } from '../../ui/saved-step-note';
import { type ContactErrors, contactErrors, EMPTY_CONTACT, toContacts } from './contacts-rules';

const relationships = (signal: AbortSignal): Promise<SelectOption[]> =>
  fetchDict('relationship', undefined, { signal }).then((list) => list.map((e) => ({ value: e.key, label: e.value })));

/**
 * The two contacts' form: a draft on the device until it is saved, a message under each wrong field.
 * A saved step shows what the server holds, read-only; Change opens it for a correction, which the
 * server accepts until the credit decision.
 */
export function ContactsForm({ saved }: { saved: Contact[] }) {
  const [fixing, setFixing] = useState(false);
  const done = stepIsSaved(BizStatus.Contacts) && !fixing;
  const initial = { list: Array.from({ length: CONTACT_COUNT }, (_, i) => ({ ...EMPTY_CONTACT, ...saved[i] })) };
  const draft = useDraft(done ? '' : draftKey('step-three'), initial);
  const list = done ? initial.list : draft.value.list;
  const [errors, setErrors] = useState<ContactErrors[]>([{}, {}]);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLFormElement>(null);

  const edit = (i: number, field: keyof Contact) => (value: string) => {
    draft.update({ list: list.map((c, j) => (j === i ? { ...c, [field]: value } : c)) });
    if (errors[i][field]) setErrors((e) => e.map((x, j) => (j === i ? { ...x, [field]: undefined } : x)));
  };

  const submit = async () => {
    if (done) return navigate('/facial-auth/step-four');
    const found = contactErrors(list, userInfo.value?.phone);
    setErrors(found);
    if (found.some((e) => Object.values(e).some(Boolean))) return focusInvalid(ref);
    setBusy(true);
    try {
      const { bizStatus } = await saveContacts({ contacts: toContacts(list) });
      draft.clear();
      stepSaved(bizStatus);
    } catch (e) {
      await followStepRefusal(e);
      setBusy(false);
    }
  };

  const message = (i: number, field: keyof Contact) => {
    const key = errors[i][field];
    return key && t(key);
  };

  return (
    <form ref={ref} className="ui-card" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
      <p className="ui-page-intro">{t('contacts.intro')}</p>
      <SavedStepNote done={done} fixing={fixing} words={(w) => t(`contacts.${w}`)} onChange={() => setFixing(true)} />
      {list.map((c, i) => (
        <fieldset key={i} className="ui-field">
          <legend className="ui-field-label ui-section-title">{t('contacts.person', { n: i + 1 })}</legend>
          <Select
            label={t('contacts.relationship')}
            value={c.relationship}
            error={message(i, 'relationship')}
            loadOptions={relationships}
            onChange={edit(i, 'relationship')}
            disabled={done}
          />
          <TextInput
            label={t('contacts.name')}
            value={c.name}
            error={message(i, 'name')}
            autoComplete="off"
            maxLength={100}
            onChange={edit(i, 'name')}
            disabled={done}
          />
          {/* typed by hand: autocomplete off keeps the browser from offering the borrower's own number */}
          <PhoneInput
            label={t('contacts.phone')}
            autoComplete="off"
            value={c.phone}
            error={message(i, 'phone')}
            onChange={edit(i, 'phone')}
            disabled={done}
          />
        </fieldset>
      ))}
      <Button type="submit" block busy={busy}>
        {fixing ? t('contacts.saveChanges') : t('common.next')}
      </Button>
    </form>
  );
}
