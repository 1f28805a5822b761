import { useRef, useState } from 'react';
import { saveBankAccount } from '../../api/bank-account';
import type { Bank, SaveAccountAnswer } from '../../../contract/certification';
import { t } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/message-key';
import { followStepRefusal } from '../../session/step-saved';
import { Button } from '../../ui/button';
import { focusInvalid } from '../../ui/focus-invalid';
import { PhoneInput } from '../../ui/phone-input';
import { TextInput } from '../../ui/text-input';
import { useDraft } from '../../ui/use-draft';
import { BankPicker } from './bank-picker';
import { type AccountErrors, type AccountForm, accountErrors, EMPTY_ACCOUNT, toAccount } from './account-rules';

/** Props of {@link AccountFormView}. */
export interface AccountFormProps {
  banks: Bank[];
  /** Where the draft is kept on the device. */
  draftKey: string;
  submitText: string;
  /** Called after the server saved the account. */
  onSaved: (answer: SaveAccountAnswer) => void;
}

/** The bank account's widgets (step four and /modify-bank-info): picker, account number by the entry's rules, holder name. */
export function AccountFormView({ banks, draftKey, submitText, onSaved }: AccountFormProps) {
  const draft = useDraft<AccountForm>(draftKey, EMPTY_ACCOUNT);
  const form = draft.value;
  const bank = banks.find((b) => b.bankCode === form.bankCode);
  const [errors, setErrors] = useState<AccountErrors>({});
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLFormElement>(null);

  const edit = (field: keyof AccountForm) => (value: string) => {
    draft.update({ [field]: value });
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const digits = bank?.digits.join(` ${t('bank.or')} `) ?? '';
  const message = (key?: MessageKey) => key && t(key, { digits });

  const submit = async () => {
    const found = accountErrors(form, bank);
    setErrors(found);
    if (!bank || Object.values(found).some(Boolean)) return focusInvalid(ref);
    setBusy(true);
    try {
      const answer = await saveBankAccount(toAccount(form, bank));
      draft.clear();
      onSaved(answer);
    } catch (e) {
      await followStepRefusal(e);
      setBusy(false);
    }
  };

  const wallet = bank?.kind === 'ewallet';
  return (
    <form ref={ref} className="ui-card" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
      <BankPicker label={t('bank.bank')} banks={banks} value={form.bankCode} error={message(errors.bankCode)} onChange={edit('bankCode')} />
      {wallet ? (
        <PhoneInput
          label={t('bank.walletNo')}
          autoComplete="off"
          value={form.accountNo}
          error={message(errors.accountNo)}
          onChange={edit('accountNo')}
        />
      ) : (
        <TextInput
          label={t('bank.accountNo')}
          hint={bank && t('bank.digitsHint', { digits })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          value={form.accountNo}
          error={message(errors.accountNo)}
          onChange={edit('accountNo')}
        />
      )}
      <TextInput
        label={t('bank.accountName')}
        hint={t('bank.accountNameHint')}
        autoComplete="name"
        maxLength={100}
        value={form.accountName}
        error={message(errors.accountName)}
        onChange={edit('accountName')}
      />
      <Button type="submit" block busy={busy}>
        {submitText}
      </Button>
    </form>
  );
}
