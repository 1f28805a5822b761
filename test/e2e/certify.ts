// Certification through the real calls (as test/server/certification does), for journeys that start
// with a certified borrower (borrowing, repayment).
import * as assert from 'uvu/assert';
import { makeJpeg } from '../server/kyc/image-fixtures';
import { baseUrl, callApi, serverLines } from './harness';

/** A multipart upload as the app sends it (not enveloped; the answer is). */
async function upload(token: string, phoneNo: string, path: string, fields: Record<string, string>) {
  const { open } = await import('../../src/api/envelope');
  const key = (await import('../../build/settings.mjs')).readBuildSettings(process.env).envelopeKey;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(makeJpeg(640, 480))], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(baseUrl + '/api/user' + path, {
    method: 'POST',
    body: form,
    headers: { EFLAG: '1', Authentication: token, 'Device-Id': 'e2e-' + phoneNo },
  });
  return open<{ code: number; data: any; msg: string }>(((await res.json()) as { payload: string }).payload, key);
}

async function phoneCheckCode(phoneNo: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    for (const raw of [...serverLines].reverse()) if (raw.includes('"phone-check"') && raw.includes(phoneNo)) return JSON.parse(raw).code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no phone-check code');
}

/** Walks certification by the real calls (as test/server/certification does), to bizStatus 60. */
export async function certify(token: string, phoneNo: string): Promise<void> {
  const as = (token: string) => ({ token, deviceId: 'e2e-' + phoneNo });
  const ok = async <T>(p: Promise<{ code: number; msg: string; data: T }>, what: string): Promise<T> => {
    const r = await p;
    if (r.code !== 200) throw new Error(`${what}: ${r.code} ${r.msg}`);
    return r.data;
  };
  await ok(callApi('GET', '/telecom/lotp', as(token)), 'lotp');
  await ok(callApi('POST', '/telecom/lv', { ...as(token), body: { otpCode: await phoneCheckCode(phoneNo) } }), 'lv');
  await ok(upload(token, phoneNo, '/kyc/invoke/ocr', { type: '1', documentType: 'UMID' }), 'front');
  await ok(upload(token, phoneNo, '/kyc/invoke/ocr', { type: '2', documentType: 'UMID' }), 'back');
  const { transactionId } = await ok(callApi<{ transactionId: string }>('POST', '/kyc/livingStart', as(token)), 'livingStart');
  await ok(upload(token, phoneNo, '/kyc/livingResultQuery', { transactionId }), 'liveness');
  const kyc = { documentType: 'UMID', idNumber: `0111-${phoneNo.slice(-7)}-9`, fullName: 'Maria Clara Santos', birthday: '15/06/1995' };
  await ok(callApi('POST', '/kyc/saveKyc', { ...as(token), body: kyc }), 'saveKyc');
  const info = {
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
  await ok(callApi('POST', '/userBaseInfo/updateBaseInfo', { ...as(token), body: info }), 'baseInfo');
  const contacts = [
    { relationship: 'PARENT', name: 'Ana Santos', phone: '09180000001' },
    { relationship: 'SIBLING', name: 'Jose Santos', phone: '09190000002' },
  ];
  await ok(callApi('POST', '/contacts/saveUserContacts', { ...as(token), body: { contacts } }), 'contacts');
  const account = { bankCode: 'BDO', accountNo: '001234567890', accountName: 'Maria Clara Santos' };
  const { bizStatus } = await ok(
    callApi<{ bizStatus: number }>('POST', '/account/saveUserAccount', { ...as(token), body: account }),
    'account',
  );
  assert.is(bizStatus, 60);
}
