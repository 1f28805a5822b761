// Certification by real calls for the journeys that start past it: the walk of test/support/certify.ts
// through the running server.
import { makeJpeg } from '../server/identity/image-fixtures';
import { type Answer, type CertifyingBorrower, certifyTo } from '../support/certify';
import { baseUrl, callApi, serverLines } from './harness';

/**
 * Who the calls are made as; `idNumber` must differ between borrowers of one run (it defaults to one
 * from the phone). `base` and `phoneCheckCode` name a second server and how to read its codes.
 */
export type Caller = {
  token: string;
  phoneNo: string;
  deviceId?: string;
  idNumber?: string;
  base?: string;
  phoneCheckCode?: () => Promise<string>;
};

/** A multipart upload as the app sends it (not enveloped; the answer is), with a good photo. */
export async function upload(who: Caller, path: string, fields: Record<string, string>): Promise<Answer> {
  const { open } = await import('../../src/api/envelope');
  const key = (await import('../../build/settings.mjs')).readBuildSettings(process.env).envelopeKey;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(makeJpeg(640, 480))], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch((who.base ?? baseUrl) + '/api/user' + path, {
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

/** The borrower as test/support/certify.ts reaches them, through the running server. */
function through(who: Caller): CertifyingBorrower {
  return {
    call: (method, path, body) => callApi(method, path, { token: who.token, deviceId: who.deviceId, body, base: who.base }),
    upload: (path, fields) => upload(who, path, fields),
    phoneCheckCode: who.phoneCheckCode ?? (() => phoneCheckCode(who.phoneNo)),
  };
}
// Seven digits of the phone: phones of one run differ, and so do their IDs (four digits collided).
const ownId = (who: Caller) => ({ idNumber: who.idNumber ?? `0111-${who.phoneNo.slice(-7)}-9` });

/** Phone check and identity by real calls: 10 -> 30. */
export const toPersonalInfo = (who: Caller): Promise<void> => certifyTo(through(who), 30, ownId(who));

/** All four steps by real calls: 10 -> 60, a borrower who may borrow. */
export const certify = (who: Caller): Promise<void> => certifyTo(through(who), 60, ownId(who));
