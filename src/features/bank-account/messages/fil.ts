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
  'bank.appliesNextLoan':
    'Naaprubahan ang kasalukuyang loan mo gamit ang account na ito, kaya dito pa rin ito. Sa susunod mong loan magagamit ang pagbabago.',
  'bank.confirmTitle': 'Palitan ang account para sa mga loan mo?',
  'bank.confirmNew': 'Bagong account',
  'bank.confirmOk': 'Oo, palitan',
  'bank.nameNotYours': 'Dapat nakapangalan sa iyo ang account, gaya ng nasa ID mo: {{name}}',
  'bank.codeWhy': 'Para ligtas ang mga loan mo, magpapadala kami ng code sa phone mo bago palitan ang account.',
  'bank.code': 'Code na ipinadala sa phone mo',
  'bank.codeSend': 'Ipadala ang code',
  'bank.codeResend': 'Ipadala ulit',
  'bank.codeResendIn': 'Maipapadala ulit sa loob ng {{n}} seg',
  'bank.codeSent': 'Nagpadala kami ng code sa {{phone}}.',
  'bank.codeNeeded': 'Ilagay ang 4-digit na code na ipinadala namin sa phone mo',
  'bank.heldTitle': 'Sinusuri pa',
  'bank.heldBody':
    'May ibang borrower na gumagamit ng numerong ito, kaya susuriin muna ng aming team ang pagbabago. Habang hinihintay, sa kasalukuyang account mo pa rin ipapadala ang mga loan mo. Sasabihan ka namin ng resulta.',
  'bank.heldToast': 'Sinusuri pa ang pagbabago mo. Sasabihan ka namin ng resulta.',
  'bank.heldFirstBody':
    'May ibang borrower na gumagamit ng numerong ito, kaya susuriin muna ito ng aming team. Kapag naaprubahan, tapos na ang pag-verify ng account mo at sasabihan ka namin. Puwede ka ring magbigay ng ibang account na nakapangalan sa iyo.',
  'bank.heldFirstToast': 'Sinusuri pa ang account mo. Sasabihan ka namin kapag naaprubahan na.',
  'bank.updatedNext': 'Na-update na ang bank account mo. Sa susunod mong loan ito magagamit.',
  'bank.evaluating': 'Sinusuri ang credit mo',
  'bank.evaluatingBody': 'Sandali lang habang sinusuri namin ang detalye mo.',
  'bank.successTitle': 'Binabati kita!',
  'bank.successLimit': 'Ang credit limit mo ay',
  'bank.successBody': 'Certified ka na at puwede ka nang mag-apply ng loan.',
  'bank.successOk': 'Pumunta sa Tahanan',
};

export default fil;
