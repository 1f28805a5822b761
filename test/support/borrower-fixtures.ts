// The certified borrower the server, DOM and browser suites all speak of: one set of good step bodies
// (PRODUCT.md section 8 field names), so a change to a step's shape is made once.

/** The two emergency contacts' phones, in the stored form. */
export const CONTACT_PHONES = { c1: '09180000001', c2: '09190000002' };

/** Good identity details (step one) of Maria Clara Santos; suites that need a unique ID number override it. */
export const KYC = { documentType: 'UMID', idNumber: '0111-2345678-9', fullName: 'Maria Clara Santos', birthday: '15/06/1995' };

/** Good personal information (step two): all 13 fields. */
export const BASE_INFO = {
  gender: 'F',
  birthday: '15/06/1995',
  email: 'maria@example.com',
  education: 'COLLEGE_GRADUATE',
  maritalStatus: 'SINGLE',
  childrenCount: 1,
  workStatus: 'EMPLOYED_PRIVATE',
  industry: 'BPO',
  income: '20K_30K',
  salaryType: 'SEMI_MONTHLY',
  payday: 15,
  companyName: 'Acme BPO Inc.',
  companyAddress: '6750 Ayala Ave, Makati City',
};

/** Good emergency contacts (step three), as the saveUserContacts body. */
export const CONTACTS = {
  contacts: [
    { relationship: 'PARENT', name: 'Ana Santos', phone: CONTACT_PHONES.c1 },
    { relationship: 'SIBLING', name: 'Jose Santos', phone: CONTACT_PHONES.c2 },
  ],
};

/** A good bank account (step four). */
export const ACCOUNT = { bankCode: 'BDO', accountNo: '001234567890', accountName: 'Maria Clara Santos' };
