import type en from './en';

// Filipino keeps words Filipinos really use: bank, e-wallet, account number, credit limit.
/** Bank-account messages in Filipino (Tagalog), loaded when Filipino is active. */
const fil: Record<keyof typeof en, string> = {
  'bank.step': 'Hakbang {{n}} sa {{total}}',
  'bank.intro': 'Dito namin ipapadala ang loan mo. Gumamit ng account na nakapangalan sa iyo.',
  'bank.bank': 'Bangko o e-wallet',
  'bank.choose': 'Piliin ang bangko o e-wallet mo',
  'bank.search': 'Maghanap ayon sa pangalan',
  'bank.ewallets': 'Mga e-wallet',
  'bank.banks': 'Mga bangko',
  'bank.noMatch': 'Walang tugma sa “{{q}}”',
  'bank.accountNo': 'Numero ng account',
  'bank.walletNo': 'Mobile number ng e-wallet',
  'bank.digitsHint': '{{digits}} digit, numero lang',
  'bank.or': 'o',
  'bank.accountName': 'Pangalan ng may-ari ng account',
  'bank.accountNameHint': 'Gaya ng nakalagay sa bangko o e-wallet',
  'bank.bankRequired': 'Piliin ang bangko o e-wallet mo',
  'bank.accountNoRequired': 'Ilagay ang account number',
  'bank.accountNoFormat': 'Dapat {{digits}} digit ang account number',
  'bank.walletFormat': 'Para sa e-wallet, ilagay ang mobile number nito, hal. 0917 123 4567',
  'bank.nameRequired': 'Ilagay ang pangalan ng may-ari ng account',
  'bank.nameFormat': 'Ilagay ang pangalan gaya ng nasa account (mga titik lang, 2 hanggang 100 character)',
  'bank.save': 'I-save ang pagbabago',
  'bank.current': 'Kasalukuyang account',
  'bank.updated': 'Na-update na ang bank account mo',
  'bank.appliesNow': 'Simula ngayon, sa bagong account na ipapadala ang mga loan mo.',
  'bank.appliesOpenLoan': 'Hindi pa naipapadala ang kasalukuyang loan mo: sa bagong account ito ipapadala.',
  'bank.appliesNextLoan':
    'Naipadala na ang kasalukuyang loan mo sa account na ito at dito ito mananatili. Sa bagong account ipapadala ang susunod mong loan.',
  'bank.confirmTitle': 'Palitan ang account para sa mga loan mo?',
  'bank.confirmNew': 'Bagong account',
  'bank.confirmOk': 'Oo, palitan',
  'bank.evaluating': 'Sinusuri ang credit mo',
  'bank.evaluatingBody': 'Sandali lang habang sinusuri namin ang detalye mo.',
  'bank.successTitle': 'Binabati kita!',
  'bank.successLimit': 'Ang credit limit mo ay',
  'bank.successBody': 'Certified ka na at puwede ka nang mag-apply ng loan.',
  'bank.successOk': 'Pumunta sa Tahanan',
};

export default fil;
