import { useRef, useState } from 'react';
import { isCode } from '../../../contract/code';
import { saveBankAccount } from '../../api/bank-account';
import type { Bank, SaveAccountAnswer, SaveAccountRequest } from '../../../contract/certification';
import { t } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/message-key';
import { followStepRefusal } from '../../session/step-saved';
import { Button } from '../../ui/button';
import { focusInvalid } from '../../ui/focus-invalid';
import { userInfo } from '../../session/session';
import { PhoneInput } from '../../ui/phone-input';
import { TextInput } from '../../ui/text-input';
import { useDraft } from '../../ui/use-draft';
import { BankPicker } from './bank-picker';
import { ConfirmChange } from './confirm-change';
import { ChangeCode } from './change-code';
import { ApiError } from '../../api/catalogue';
import { showToast } from '../../ui/toast';
import { type AccountErrors, type AccountForm, accountErrors, EMPTY_ACCOUNT, toAccount } from './account-rules';

/** Props of {@link AccountFormView}. */
export interface AccountFormProps {
  banks: Bank[];
  /** Where the draft is kept on the device. */
  draftKey: string;
  /** Values the form starts from when nothing was typed yet (the holder's name from the ID). */
  initial?: Partial<AccountForm>;
  submitText: string;
  /** Step four: the save certifies, and the server refuses it rather than replace an account saved meanwhile. */
  certify?: boolean;
  /** A change of an account on file: the borrower confirms it with a code sent to the phone, told which loans it reaches (this text). */
  confirmNote?: string;
  /** The name on the borrower's verified ID: a new holder must be this person. */
  verifiedName?: string;
  /** Called after the server saved the account. */
  onSaved: (answer: SaveAccountAnswer) => void;
}

/** The bank account's widgets (step four and /modify-bank-info): picker, account number by the entry's rules, holder name. */
export function AccountFormView({ banks, draftKey, initial, submitText, certify, confirmNote, verifiedName, onSaved }: AccountFormProps) {
  const draft = useDraft<AccountForm>(draftKey, { ...EMPTY_ACCOUNT, ...initial });
  const form = draft.value;
  const bank = banks.find((b) => b.bankCode === form.bankCode);
  const [errors, setErrors] = useState<AccountErrors>({});
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<SaveAccountRequest | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  // The server's refusal of the holder's name (a rule the form could not apply), shown at the field.
  const [nameRefused, setNameRefused] = useState<string>();
  const ref = useRef<HTMLFormElement>(null);

  const edit = (field: keyof AccountForm) => (value: string) => {
    draft.update({ [field]: value });
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    if (field === 'accountName') setNameRefused(undefined);
  };
  // Most borrowers cash out to their own GCash or Maya: an e-wallet starts with the number they signed in with.
  const pickBank = (bankCode: string) => {
    const own = userInfo.value?.phone;
    const ewallet = banks.find((b) => b.bankCode === bankCode)?.kind === 'ewallet';
    if (ewallet && own && !form.accountNo) draft.update({ accountNo: own });
    edit('bankCode')(bankCode);
  };
  const digits = bank?.digits.join(` ${t('bank.or')} `) ?? '';
  const message = (key?: MessageKey) => key && t(key, { digits, name: verifiedName ?? '' });

  const save = async (account: SaveAccountRequest) => {
    setBusy(true);
    try {
      const answer = await saveBankAccount(certify ? { ...account, certify } : account);
      draft.clear();
      setAsking(null);
      onSaved(answer);
    } catch (e) {
      setAsking(null);
      await followStepRefusal(e);
      setBusy(false);
    }
  };
  // A change: refusals of the code stay in the dialog, one of the holder's name goes to its field.
  const change = async (account: SaveAccountRequest) => {
    if (!isCode(code)) return setCodeError(t('bank.codeNeeded'));
    setBusy(true);
    try {
      const answer = await saveBankAccount({ ...account, code: code.trim() }, { quiet: true });
      draft.clear();
      setAsking(null);
      onSaved(answer);
    } catch (e) {
      setBusy(false);
      if (!(e instanceof ApiError) || e.kind === 'aborted' || (await followStepRefusal(e))) return;
      const field = (e.data as { field?: string } | null)?.field;
      if (field === 'accountName' || field === 'accountNo' || field === 'bankCode') {
        setAsking(null);
        if (field === 'accountName') setNameRefused(e.message);
        else showToast(e.message);
      } else setCodeError(e.message || t('error.unknown'));
    }
  };
  const submit = () => {
    const found = accountErrors(form, bank, verifiedName);
    setErrors(found);
    if (!bank || Object.values(found).some(Boolean)) return focusInvalid(ref);
    const account = toAccount(form, bank);
    if (confirmNote) setAsking(account);
    else void save(account);
  };

  const wallet = bank?.kind === 'ewallet';
  return (
    <form ref={ref} className="ui-card" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <BankPicker label={t('bank.bank')} banks={banks} value={form.bankCode} error={message(errors.bankCode)} onChange={pickBank} />
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
        error={message(errors.accountName) || nameRefused}
        onChange={edit('accountName')}
      />
      <Button type="submit" block busy={busy}>
        {submitText}
      </Button>
      {confirmNote && (
        <ConfirmChange
          account={asking}
          bank={bank}
          note={confirmNote}
          busy={busy}
          onConfirm={() => asking && void change(asking)}
          onCancel={() => setAsking(null)}
        >
          <ChangeCode code={code} onCode={setCode} error={codeError} onError={setCodeError} />
        </ConfirmChange>
      )}
    </form>
  );
}
