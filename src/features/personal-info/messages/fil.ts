import type en from './en';

// Filipino keeps words Filipinos really use on forms: email, payday, company.
/** Personal-information step messages in Filipino (Tagalog), loaded when Filipino is active. */
const fil: Record<keyof typeof en, string> = {
  'info.step': 'Hakbang {{n}} sa {{total}}',
  'info.intro': 'Sabihin sa amin ang tungkol sa iyo at sa trabaho mo. Ginagamit lang namin ito para suriin ang loan mo.',
  'info.name': 'Pangalan sa ID mo',
  'info.gender': 'Kasarian',
  'info.birthday': 'Petsa ng kapanganakan',
  'info.email': 'Email address mo',
  'info.education': 'Pinag-aralan',
  'info.maritalStatus': 'Civil status',
  'info.childrenCount': 'Bilang ng anak',
  'info.workStatus': 'Uri ng trabaho',
  'info.industry': 'Industriya',
  'info.income': 'Buwanang kita',
  'info.salaryType': 'Gaano kadalas ang sahod',
  'info.payday': 'Araw ng sahod',
  'info.paydayHint': 'Ang araw ng buwan na sumasahod ka (1 hanggang 31)',
  'info.companyName': 'Pangalan ng kompanya o negosyo',
  'info.companyAddress': 'Address ng kompanya o negosyo',
  'info.companyOptional': 'Puwedeng iwanang blangko kung wala kang employer',
  'info.choose': 'Pumili ng isa sa mga opsyon',
  'info.birthdayRequired': 'Piliin ang petsa ng kapanganakan mo',
  'info.emailRequired': 'Ilagay ang email address mo',
  'info.emailFormat': 'Pakisuri ang email address (halimbawa juan@gmail.com)',
  'info.childrenRange': 'Maglagay ng buong numero mula 0 hanggang 20',
  'info.paydayRange': 'Maglagay ng araw ng buwan mula 1 hanggang 31',
  'info.companyNameRequired': 'Ilagay ang pangalan ng kompanya o negosyo mo',
  'info.companyAddressRequired': 'Ilagay ang address ng kompanya o negosyo mo',
  'info.tooLong': 'Hanggang {{max}} na character lang',
  'info.saved': 'Naka-save na ang hakbang na ito. I‑tap ang Susunod para magpatuloy, o Baguhin para itama ito.',
  'info.change': 'Baguhin',
  'info.editing': 'Itama ang kailangan, saka i‑tap ang I-save ang pagbabago. Magagawa mo ito hanggang sa desisyon sa credit mo.',
  'info.saveChanges': 'I-save ang pagbabago',
};

export default fil;
