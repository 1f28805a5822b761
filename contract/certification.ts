// The certification calls of PRODUCT.md section 8: phone check, identity (KYC), personal
// information, contacts, bank account. Type-only.
import type { BirthDate, Details, DictKey, StatusMoved } from './common';

/** `GET /telecom/lotp` and `/telecom/fotp` answer: seconds until another code may be asked. */
export interface PhoneCheckCodeSent {
  resendIn: number;
}
/** `POST /telecom/lv` and `/telecom/fv` body. */
export interface PhoneCheckRequest {
  otpCode: string;
}
/** `POST /telecom/lv` and `/telecom/fv` answer. */
export type PhoneCheckAnswer = StatusMoved<20>;

/** `POST /kyc/invoke/ocr` multipart fields besides `file` (JPEG, PNG or WebP, at most 5 MB). */
export interface OcrRequest {
  /** 1 ID front, 2 ID back. */
  type: 1 | 2;
  /** Dictionary `id_type`. */
  documentType: DictKey;
}
/** What OCR read from an ID; any field may be missing. */
export interface OcrFields {
  fullName?: string;
  idNumber?: string;
  birthday?: BirthDate;
}
/** `POST /kyc/invoke/ocr` answer. */
export interface OcrAnswer {
  imageId: string;
  fields: OcrFields;
}
/** `GET /kyc/ocrDetail` answer: what is uploaded so far. */
export interface OcrDetail {
  documentType: DictKey;
  front: boolean;
  back: boolean;
  face: boolean;
  fields: OcrFields;
}
/** `POST /kyc/livingStart` answer. */
export interface LivenessStarted {
  transactionId: string;
}
/** `POST /kyc/livingResultQuery` multipart fields besides `file`. */
export interface LivenessRequest {
  transactionId: string;
}
/** `POST /kyc/livingResultQuery` answer. */
export interface LivenessAnswer {
  passed: boolean;
}
/** `POST /kyc/saveKyc` body (needs both sides and a passed liveness). */
export interface SaveKycRequest {
  documentType: DictKey;
  idNumber: string;
  fullName: string;
  birthday: BirthDate;
}
/** `POST /kyc/saveKyc` answer. */
export type SaveKycAnswer = StatusMoved<30>;

/** `POST /userBaseInfo/updateBaseInfo` body; select fields carry dictionary keys. */
export interface BaseInfo {
  gender: DictKey;
  birthday: BirthDate;
  email: string;
  education: DictKey;
  maritalStatus: DictKey;
  /** 0 to 20. */
  childrenCount: number;
  workStatus: DictKey;
  industry: DictKey;
  /** Dictionary `income_range`. */
  income: DictKey;
  salaryType: DictKey;
  /** Day of the month, 1 to 31. */
  payday: number;
  companyName: string;
  companyAddress: string;
}
/** `GET /userBaseInfo/infoView` answer: the saved fields, or `{}`. */
export type BaseInfoView = Partial<BaseInfo>;
/** `POST /userBaseInfo/updateBaseInfo` answer. */
export type SaveBaseInfoAnswer = StatusMoved<40>;

/** One emergency contact. */
export interface Contact {
  relationship: DictKey;
  name: string;
  phone: string;
}
/** `GET /contacts` answer and `POST /contacts/saveUserContacts` body (two contacts). */
export interface Contacts {
  contacts: Contact[];
}
/** `POST /contacts/saveUserContacts` answer. */
export type SaveContactsAnswer = StatusMoved<50>;

/** One bank or e-wallet of `GET /account/bankBranch`. */
export interface Bank {
  bankCode: string;
  bankName: string;
  kind: 'bank' | 'ewallet';
  /** Allowed account-number lengths. */
  digits: number[];
}
/** `GET /account/bankBranch` answer. */
export type BankList = Details<Bank>;
/** `POST /account/saveUserAccount` body. */
export interface SaveAccountRequest {
  bankCode: string;
  accountNo: string;
  accountName: string;
  /** Sent by certification step four: a borrower already certified is refused (409) instead of having the account replaced. */
  certify?: boolean;
  /** A change of a certified borrower's account: the code `GET /account/changeCode` sent to their phone. */
  code?: string;
}
/**
 * What a change of the account reaches: `now` (the next payout made: no loan, or one not approved
 * yet, or one whose payout bounced and is sent again), `nextLoan` (the open loan's account was fixed
 * at approval and keeps it; the new account serves the next loan).
 */
export type AccountChangeAppliesTo = 'now' | 'nextLoan';
/** `POST /account/saveUserAccount` answer: `{bizStatus: 60}` when certifying; modifying adds `appliesTo` (and `held`). */
export interface SaveAccountAnswer extends StatusMoved {
  appliesTo?: AccountChangeAppliesTo;
  /** The number is another borrower's account: the change waits for the operator and the account on file stays. */
  held?: boolean;
}
/** `GET /account/changeCode` answer: seconds until another code may be asked. */
export interface AccountCodeSent {
  resendIn: number;
}
/** An account as shown: `accountNo` masked to its last 4 digits. */
export interface ShownAccount {
  bankName: string;
  accountNo: string;
  accountName: string;
}
/** `GET /account/userBandingAccount` answer; `accountNo` is masked to its last 4 digits. */
export interface BankAccount extends ShownAccount {
  bankCode: string;
  /** What a change made now would reach (the same rule as the save's `appliesTo`). */
  changeAppliesTo: AccountChangeAppliesTo;
  /** The name on the borrower's verified ID: a new account's holder must be this person (`sameName`). */
  verifiedName?: string;
  /** A change waiting for the operator, if any. */
  held?: ShownAccount;
}
/** The same answer before an account is on file: only a first account waiting for the operator, if any. */
export interface NoAccountYet {
  held?: ShownAccount;
}
