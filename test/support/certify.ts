// The one walk through certification by real calls, for the server, browser and chaos suites alike:
// each gives its own way to call the API as the borrower; the steps and their good bodies are here.
import { ACCOUNT, BASE_INFO, CONTACTS, KYC } from './borrower-fixtures';

/** An opened API answer. */
export type Answer = { code: number; data: any; msg: string };

/** How a suite reaches the API as one borrower. */
export interface CertifyingBorrower {
  /** Calls `/api/user<path>` as the borrower, the answer opened. */
  call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer>;
  /** Posts `fields` and a good photo as the app's multipart upload to `/api/user<path>`. */
  upload(path: string, fields: Record<string, string>): Promise<Answer>;
  /** The phone-check code the development provider printed for the borrower. */
  phoneCheckCode(): Promise<string> | string;
}

/**
 * Walks a borrower from where they are up to `status` (30: identity done, 60: certified) by real
 * calls; fails loudly naming any refused step. `kyc` overrides the identity details (several
 * borrowers of one database each need an ID number of their own).
 */
export async function certifyTo(b: CertifyingBorrower, status: number, kyc: Partial<typeof KYC> = {}): Promise<void> {
  const expect = async (p: Promise<Answer>, what: string) => {
    const out = await p;
    if (out.code !== 200) throw new Error(`${what} refused: ${out.code} ${out.msg}`);
    return out.data;
  };
  let at: number = (await expect(b.call('GET', '/user/status'), 'status')).bizStatus;
  if (at < 20 && status >= 20) {
    await expect(b.call('GET', '/telecom/lotp'), 'lotp');
    at = (await expect(b.call('POST', '/telecom/lv', { otpCode: await b.phoneCheckCode() }), 'lv')).bizStatus;
  }
  if (at < 30 && status >= 30) {
    await expect(b.upload('/kyc/invoke/ocr', { type: '1', documentType: 'UMID' }), 'front');
    await expect(b.upload('/kyc/invoke/ocr', { type: '2', documentType: 'UMID' }), 'back');
    const { transactionId } = await expect(b.call('POST', '/kyc/livingStart', {}), 'livingStart');
    await expect(b.upload('/kyc/livingResultQuery', { transactionId }), 'liveness');
    at = (await expect(b.call('POST', '/kyc/saveKyc', { ...KYC, ...kyc }), 'saveKyc')).bizStatus;
  }
  if (at < 40 && status >= 40) at = (await expect(b.call('POST', '/userBaseInfo/updateBaseInfo', BASE_INFO), 'baseInfo')).bizStatus;
  if (at < 50 && status >= 50) at = (await expect(b.call('POST', '/contacts/saveUserContacts', CONTACTS), 'contacts')).bizStatus;
  if (at < 60 && status >= 60) at = (await expect(b.call('POST', '/account/saveUserAccount', accountOf(kyc)), 'account')).bizStatus;
  if (at !== status) throw new Error(`walked to ${at}, wanted ${status}`);
}

/**
 * Step four's account: a borrower given an ID number of their own gets an account number of their own
 * (another borrower's would wait for the operator's check), ending like ACCOUNT's (`••••7890`).
 */
export function accountOf(kyc: Partial<typeof KYC>): typeof ACCOUNT {
  if (!kyc.idNumber) return ACCOUNT;
  const own = Number(kyc.idNumber.replace(/\D/g, '').slice(-9)) % 9_999_991;
  return { ...ACCOUNT, accountNo: `0${String(own).padStart(7, '0')}7890` };
}
