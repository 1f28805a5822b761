import { useRef, useState } from 'preact/hooks';
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
import { cleanName, fullNameProblem, idNumberProblem } from './identity-rules';
import './identity-messages';

type Problems = { fullName?: MessageKey | null; idNumber?: MessageKey | null; birthday?: MessageKey | null };

/** The details read from the ID (or typed), confirmed or corrected by the borrower, then saved (status 30). */
export function IdentityForm({ documentType, fields }: { documentType: string; fields: OcrFields }) {
  const [fullName, setFullName] = useState(fields.fullName ?? '');
  const [idNumber, setIdNumber] = useState(fields.idNumber ?? '');
  const [birthday, setBirthday] = useState(fields.birthday ?? '');
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
      const { bizStatus } = await saveKyc({ documentType, fullName: cleanName(fullName), idNumber: idNumber.trim(), birthday }, { quiet: true });
      userStatus.value = bizStatus;
      navigate(homeForStatus(bizStatus)); // step two, already fetched while this step was filled in
    } catch (e) {
      if (e instanceof ApiError && e.kind !== 'aborted') setRefusal(e.message || t('error.unknown'));
      setSaving(false);
    }
  };

  const msg = (k?: MessageKey | null) => (k ? t(k) : undefined);
  return (
    <form ref={form} class="identity-form" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
      <h2>{t('identity.confirmTitle')}</h2>
      <p class="identity-hint">{t('identity.confirmHint')}</p>
      <TextInput
        label={t('identity.fullName')}
        autoComplete="name"
        name="fullName"
        maxLength={100}
        value={fullName}
        error={msg(problems.fullName)}
        onChange={(v) => (setFullName(v), setProblems((p) => ({ ...p, fullName: null })))}
      />
      <TextInput
        label={t('identity.idNumber')}
        autoComplete="off"
        name="idNumber"
        maxLength={30}
        value={idNumber}
        error={msg(problems.idNumber)}
        onChange={(v) => (setIdNumber(v), setProblems((p) => ({ ...p, idNumber: null })))}
      />
      <DatePicker
        label={t('identity.birthday')}
        value={birthday}
        error={msg(problems.birthday)}
        onChange={(v) => (setBirthday(v), setProblems((p) => ({ ...p, birthday: null })))}
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
