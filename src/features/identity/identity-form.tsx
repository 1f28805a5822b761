import { useRef, useState } from 'react';
import { ApiError } from '../../api/catalogue';
import type { OcrFields } from '../../../contract/certification';
import { saveKyc } from '../../api/kyc';
import { t } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/message-key';
import { navigate } from '../../router/navigate';
import { homeForStatus } from '../../session/certification';
import { userStatus } from '../../session/session';
import { draftKey } from '../../session/step-saved';
import { Button } from '../../ui/button';
import { focusInvalid } from '../../ui/focus-invalid';
import { DatePicker, DEFAULT_BIRTH_DATE } from '../../ui/date-picker';
import { TextInput } from '../../ui/text-input';
import { useDraft } from '../../ui/use-draft';
import { ID_NUMBER_EXAMPLES } from '../../../contract/id-number';
import { cleanName, fullNameProblem, idNumberProblem } from './identity-rules';
import './identity-messages';

type Problems = { fullName?: MessageKey | null; idNumber?: MessageKey | null; birthday?: MessageKey | null };

/** The details read from the ID (or typed), confirmed or corrected by the borrower, then saved (status 30). */
export function IdentityForm({ documentType, fields }: { documentType: string; fields: OcrFields }) {
  // What the borrower typed before a reload (kept on the device until the step is saved) wins over what
  // OCR read; a birth date the ID did not give starts at the spec's default, shown to be checked.
  const draft = useDraft(draftKey('step-one'), {
    fullName: fields.fullName ?? '',
    idNumber: fields.idNumber ?? '',
    birthday: fields.birthday || DEFAULT_BIRTH_DATE,
  });
  const { fullName, idNumber, birthday } = draft.value;
  const edit = (field: keyof Problems) => (value: string) => {
    draft.update({ [field]: value });
    setProblems((p) => ({ ...p, [field]: null }));
    if (field === 'idNumber') setIdRefusal(undefined);
  };
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string>();
  // The server's word on the ID number itself (taken, not of this type) shows at the field.
  const [idRefusal, setIdRefusal] = useState<string>();
  const example = ID_NUMBER_EXAMPLES[documentType.toUpperCase()];
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const save = async () => {
    const next: Problems = {
      fullName: fullNameProblem(fullName),
      idNumber: idNumberProblem(idNumber, documentType),
      birthday: birthday ? null : 'identity.birthdayEmpty',
    };
    setProblems(next);
    setRefusal(undefined);
    setIdRefusal(undefined);
    if (next.fullName || next.idNumber || next.birthday) return focusInvalid(form);
    setSaving(true);
    try {
      const { bizStatus } = await saveKyc(
        { documentType, fullName: cleanName(fullName), idNumber: idNumber.trim(), birthday },
        { quiet: true },
      );
      draft.clear();
      userStatus.value = bizStatus;
      navigate(homeForStatus(bizStatus)); // step two, already fetched while this step was filled in
    } catch (e) {
      if (e instanceof ApiError && e.kind !== 'aborted') {
        const message = e.message || t('error.unknown');
        if ((e.data as { field?: string } | null)?.field === 'idNumber') {
          setIdRefusal(message);
          focusInvalid(form);
        } else setRefusal(message);
      }
      setSaving(false);
    }
  };

  const msg = (k?: MessageKey | null) => (k ? t(k) : undefined);
  // Each text field's name keys its words, its draft value and its problem.
  const text = (name: 'fullName' | 'idNumber') => ({
    name,
    label: t(`identity.${name}`),
    value: draft.value[name],
    error: msg(problems[name]),
    onChange: edit(name),
  });
  return (
    <form ref={form} className="ui-capture" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
      <h2 className="ui-capture-title">{t('identity.confirmTitle')}</h2>
      <p className="ui-field-hint">{t('identity.confirmHint')}</p>
      <TextInput {...text('fullName')} autoComplete="name" maxLength={100} />
      <TextInput
        {...text('idNumber')}
        autoComplete="off"
        maxLength={30}
        // Non-breaking hyphens: the example never breaks as "0111-" / "2345678-9" at 360 px.
        hint={example && t('identity.idNumberHint', { example: example.replace(/-/g, '\u2011') })}
        error={msg(problems.idNumber) ?? idRefusal}
      />
      <DatePicker label={t('identity.birthday')} value={birthday} error={msg(problems.birthday)} onChange={edit('birthday')} />
      {refusal && (
        <p className="ui-field-error" role="alert">
          {refusal}
        </p>
      )}
      <Button type="submit" block busy={saving}>
        {t('identity.submit')}
      </Button>
    </form>
  );
}
