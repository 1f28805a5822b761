import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from '../../api/catalogue';
import type { OcrFields } from '../../api/contract/certification';
import { saveKyc } from '../../api/kyc';
import { t } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/message-key';
import { navigate } from '../../router/navigate';
import { homeForStatus } from '../../session/certification';
import { userStatus } from '../../session/session';
import { Button } from '../../ui/button';
import { DatePicker } from '../../ui/date-picker';
import { TextInput } from '../../ui/text-input';
import { keepDraft, readDraft } from './identity-draft';
import { cleanName, fullNameProblem, idNumberProblem } from './identity-rules';
import './identity-messages';

type Problems = { fullName?: MessageKey | null; idNumber?: MessageKey | null; birthday?: MessageKey | null };

/** The details read from the ID (or typed), confirmed or corrected by the borrower, then saved (status 30). */
export function IdentityForm({ documentType, fields }: { documentType: string; fields: OcrFields }) {
  // What the borrower typed before a reload wins over what OCR read.
  const [draft] = useState(readDraft);
  const [fullName, setFullName] = useState(draft?.fullName ?? fields.fullName ?? '');
  const [idNumber, setIdNumber] = useState(draft?.idNumber ?? fields.idNumber ?? '');
  const [birthday, setBirthday] = useState(draft?.birthday ?? fields.birthday ?? '');
  const typed = useRef(false);
  useEffect(() => {
    if (typed.current) keepDraft({ fullName, idNumber, birthday });
  }, [fullName, idNumber, birthday]);
  const edit = (apply: () => void, field: keyof Problems) => {
    typed.current = true;
    apply();
    setProblems((p) => ({ ...p, [field]: null }));
  };
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string>();
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const save = async () => {
    const next: Problems = {
      fullName: fullNameProblem(fullName),
      idNumber: idNumberProblem(idNumber),
      birthday: birthday ? null : 'identity.birthdayEmpty',
    };
    setProblems(next);
    setRefusal(undefined);
    if (next.fullName || next.idNumber || next.birthday) {
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      const { bizStatus } = await saveKyc(
        { documentType, fullName: cleanName(fullName), idNumber: idNumber.trim(), birthday },
        { quiet: true },
      );
      keepDraft(null);
      userStatus.value = bizStatus;
      navigate(homeForStatus(bizStatus)); // step two, already fetched while this step was filled in
    } catch (e) {
      if (e instanceof ApiError && e.kind !== 'aborted') setRefusal(e.message || t('error.unknown'));
      setSaving(false);
    }
  };

  const msg = (k?: MessageKey | null) => (k ? t(k) : undefined);
  return (
    <form ref={form} class="ui-capture" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
      <h2 class="ui-capture-title">{t('identity.confirmTitle')}</h2>
      <p class="ui-field-hint">{t('identity.confirmHint')}</p>
      <TextInput
        label={t('identity.fullName')}
        autoComplete="name"
        name="fullName"
        maxLength={100}
        value={fullName}
        error={msg(problems.fullName)}
        onChange={(v) => edit(() => setFullName(v), 'fullName')}
      />
      <TextInput
        label={t('identity.idNumber')}
        autoComplete="off"
        name="idNumber"
        maxLength={30}
        value={idNumber}
        error={msg(problems.idNumber)}
        onChange={(v) => edit(() => setIdNumber(v), 'idNumber')}
      />
      <DatePicker
        label={t('identity.birthday')}
        value={birthday}
        error={msg(problems.birthday)}
        onChange={(v) => edit(() => setBirthday(v), 'birthday')}
      />
      {refusal && (
        <p class="ui-field-error" role="alert">
          {refusal}
        </p>
      )}
      <Button type="submit" block busy={saving}>
        {t('identity.submit')}
      </Button>
    </form>
  );
}
