// Certification by real calls for the journeys that start past it (as test/server/certification does):
// the phone check, ID and face to status 30, then the shared good step bodies to 60.
import * as assert from 'uvu/assert';
import { makeJpeg } from '../server/identity/image-fixtures';
import { ACCOUNT, BASE_INFO, CONTACTS, KYC } from '../support/borrower-fixtures';
import { baseUrl, callApi, serverLines } from './harness';

/** Who the calls are made as; `idNumber` must differ between borrowers of one run (it defaults to one from the phone). */
export type Caller = { token: string; phoneNo: string; deviceId?: string; idNumber?: string };

type Answer<T = any> = { code: number; data: T; msg: string };

/** A multipart upload as the app sends it (not enveloped; the answer is), with a good photo. */
export async function upload(who: Caller, path: string, fields: Record<string, string>): Promise<Answer> {
  const { open } = await import('../../src/api/envelope');
  const key = (await import('../../build/settings.mjs')).readBuildSettings(process.env).envelopeKey;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(makeJpeg(640, 480))], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(baseUrl + '/api/user' + path, {
    method: 'POST',
    body: form,
    headers: { EFLAG: '1', Authentication: who.token, 'Device-Id': who.deviceId ?? 'e2e-device' },
  });
  return open<Answer>(((await res.json()) as { payload: string }).payload, key);
}

/** The phone-check code the development provider printed last for `phoneNo`. */
export async function phoneCheckCode(phoneNo: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const line = serverLines
      .map((l) => {
        try {
          return JSON.parse(l);
        } catch {
          return null;
        }
      })
      .reverse()
      .find((l) => l?.phone === phoneNo && l.purpose === 'phone-check');
    if (line) return line.code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no phone-check code printed');
}

/** The answer's data; a refusal fails the setup loudly, naming the step. */
async function ok<T = any>(p: Promise<Answer<T>>, what: string): Promise<T> {
  const out = await p;
  if (out.code !== 200) throw new Error(`${what}: ${out.code} ${out.msg}`);
  return out.data;
}

/** Phone check and identity by real calls: 10 -> 30. */
export async function toPersonalInfo(who: Caller): Promise<void> {
  const as = { token: who.token, deviceId: who.deviceId };
  await ok(callApi('GET', '/telecom/lotp', as), 'lotp');
  await ok(callApi('POST', '/telecom/lv', { ...as, body: { otpCode: await phoneCheckCode(who.phoneNo) } }), 'lv');
  await ok(upload(who, '/kyc/invoke/ocr', { type: '1', documentType: 'UMID' }), 'front');
  await ok(upload(who, '/kyc/invoke/ocr', { type: '2', documentType: 'UMID' }), 'back');
  const { transactionId } = await ok(callApi<{ transactionId: string }>('POST', '/kyc/livingStart', as), 'livingStart');
  await ok(upload(who, '/kyc/livingResultQuery', { transactionId }), 'liveness');
  const kyc = { ...KYC, idNumber: who.idNumber ?? `0111-234${who.phoneNo.slice(-4)}-9` };
  const { bizStatus } = await ok(callApi<{ bizStatus: number }>('POST', '/kyc/saveKyc', { ...as, body: kyc }), 'saveKyc');
  assert.is(bizStatus, 30);
}

/** All four steps by real calls: 10 -> 60, a borrower who may borrow. */
export async function certify(who: Caller): Promise<void> {
  const as = { token: who.token, deviceId: who.deviceId };
  await toPersonalInfo(who);
  await ok(callApi('POST', '/userBaseInfo/updateBaseInfo', { ...as, body: BASE_INFO }), 'baseInfo');
  await ok(callApi('POST', '/contacts/saveUserContacts', { ...as, body: CONTACTS }), 'contacts');
  const { bizStatus } = await ok(callApi<{ bizStatus: number }>('POST', '/account/saveUserAccount', { ...as, body: ACCOUNT }), 'account');
  assert.is(bizStatus, 60);
}
