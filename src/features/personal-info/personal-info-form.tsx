import { useRef, useState } from 'react';
import { saveBaseInfo } from '../../api/base-info';
import type { BaseInfoView } from '../../../contract/certification';
import { t } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/message-key';
import { navigate } from '../../router/navigate';
import { BizStatus } from '../../session/certification';
import { draftKey, followStepRefusal, stepIsSaved, stepSaved } from '../../session/step-saved';
import { Button } from '../../ui/button';
import { focusInvalid } from '../../ui/focus-invalid';
import { DatePicker, DEFAULT_BIRTH_DATE } from '../../ui/date-picker';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { useDraft } from '../../ui/use-draft';
import { SavedStepNote } from '../../ui/saved-step-note';
import { dictOptions } from './dict-options';
import {
  type BaseInfoForm,
  baseInfoErrors,
  companyOptional,
  EMPTY_FORM,
  fromSaved,
  MAX,
  namedPayday,
  SELECT_DICTS,
  toBaseInfo,
} from './personal-info-rules';

type Errors = Partial<Record<keyof BaseInfoForm, MessageKey>>;
type SelectField = keyof typeof SELECT_DICTS;
// Order of spec section 3; the birth date and the text fields sit between the selects.
const FIRST: SelectField[] = ['gender'];
const MIDDLE: SelectField[] = ['education', 'maritalStatus'];
const WORK: SelectField[] = ['workStatus', 'industry', 'income', 'salaryType'];

/**
 * The personal-information form: a draft on the device until it is saved, a message under each wrong
 * field. A saved step shows what the server holds, read-only; Change opens it for a correction, which
 * the server accepts until the credit decision.
 */
export function PersonalInfoForm({ saved }: { saved: BaseInfoView & { fullName?: string } }) {
  const [fixing, setFixing] = useState(false);
  const done = stepIsSaved(BizStatus.PersonalInfo) && !fixing;
  // The birth date comes from the ID step; without one the field starts at the spec's default.
  const initial = { ...EMPTY_FORM, birthday: DEFAULT_BIRTH_DATE, ...fromSaved(saved) };
  // A draft only matters until the save; a correction starts from what the server holds.
  const draft = useDraft<BaseInfoForm>(done ? '' : draftKey('step-two'), initial);
  const form = done ? initial : draft.value;
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLFormElement>(null);

  const edit = (field: keyof BaseInfoForm) => (value: string) => {
    draft.update({ [field]: value });
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const error = (field: keyof BaseInfoForm) => {
    const key = errors[field];
    return key && t(key, { max: MAX[field as keyof typeof MAX] ?? 0 });
  };

  const submit = async () => {
    if (done) return navigate('/facial-auth/step-three');
    const found = baseInfoErrors(form);
    setErrors(found);
    if (Object.keys(found).length) return focusInvalid(ref);
    setBusy(true);
    try {
      const { bizStatus } = await saveBaseInfo(toBaseInfo(form));
      draft.clear();
      stepSaved(bizStatus);
    } catch (e) {
      await followStepRefusal(e); // anything else: the client showed the server's message
      setBusy(false);
    }
  };

  const select = (field: SelectField) => (
    <Select
      key={field}
      label={t(`info.${field}`)}
      name={field}
      value={form[field]}
      error={error(field)}
      loadOptions={dictOptions(SELECT_DICTS[field])}
      onChange={edit(field)}
      disabled={done}
    />
  );
  const text = (field: 'email' | 'companyName' | 'companyAddress' | 'childrenCount' | 'payday', extra: Record<string, unknown> = {}) => (
    <TextInput
      label={t(`info.${field}`)}
      name={field}
      value={form[field]}
      error={error(field)}
      onChange={edit(field)}
      disabled={done}
      {...extra}
    />
  );
  const optional = companyOptional(form.workStatus) ? t('info.companyOptional') : undefined;

  return (
    <form ref={ref} className="ui-card" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
      <p className="ui-page-intro">{t('info.intro')}</p>
      <SavedStepNote done={done} fixing={fixing} words={(w) => t(`info.${w}`)} onChange={() => setFixing(true)} />
      {saved.fullName && (
        <p className="ui-page-intro">
          {t('info.name')}: <strong>{saved.fullName}</strong>
        </p>
      )}
      {FIRST.map(select)}
      <DatePicker label={t('info.birthday')} value={form.birthday} error={error('birthday')} onChange={edit('birthday')} disabled={done} />
      {text('email', { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: MAX.email })}
      {MIDDLE.map(select)}
      {text('childrenCount', { inputMode: 'numeric', maxLength: 2 })}
      {WORK.map(select)}
      {/* A salary type that names its paydays (twice a month) needs no single payday asked. */}
      {namedPayday(form.salaryType) === undefined && text('payday', { inputMode: 'numeric', maxLength: 2, hint: t('info.paydayHint') })}
      {text('companyName', { autoComplete: 'organization', maxLength: MAX.companyName, hint: optional })}
      {text('companyAddress', { maxLength: MAX.companyAddress, hint: optional })}
      <Button type="submit" block busy={busy}>
        {fixing ? t('info.saveChanges') : t('common.next')}
      </Button>
    </form>
  );
}
