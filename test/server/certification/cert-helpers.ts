// Helpers of the certification suites: signed-in borrowers, multipart uploads as the app sends them
// (not enveloped; the answer is), and a walk through the steps by real calls.
import type { TestServer } from '../harness';
import { clientOpen } from '../harness';
import { makeJpeg } from '../identity/image-fixtures';
import { ACCOUNT, BASE_INFO, CONTACT_PHONES, CONTACTS, KYC } from '../../support/borrower-fixtures';
import { type Answer, certifyTo } from '../../support/certify';

/** Borrowers and contacts of the suites, in the stored phone form. */
export const PHONES = { a: '09170000001', b: '09170000002', ...CONTACT_PHONES };

/** A borrower: their token and an `as` helper to call as them. */
export async function borrower(s: TestServer, phone = PHONES.a) {
  const { token, userId } = await s.signIn(phone);
  const auth = { Authentication: token, 'Device-Id': `device-${phone}` };
  return {
    token,
    userId,
    phone,
    call: (method: string, path: string, body?: unknown) => s.call(method, `/api/user${path}`, body, auth),
    upload: (path: string, fields: Record<string, string>, file?: { bytes: Uint8Array; name?: string; type?: string }) =>
      upload(s, `/api/user${path}`, auth, fields, file),
  };
}

/** One borrower as the helpers return them. */
export type Borrower = Awaited<ReturnType<typeof borrower>>;

/** Posts a multipart form and opens the enveloped answer. */
export async function upload(
  s: TestServer,
  path: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name?: string; type?: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file)
    form.set('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'image/jpeg' }), file.name ?? 'photo.jpg');
  const res = await s.app.request(path, { method: 'POST', body: form, headers: { EFLAG: '1', ...headers } });
  if (res.status !== 200) throw new Error(`HTTP ${res.status} for ${path}`);
  return clientOpen((await res.json()).payload) as Answer;
}

/** Sets a borrower's status directly (to test a step's guard without walking to it). */
export async function setStatus(s: TestServer, userId: number, status: number): Promise<void> {
  await s.db.updateTable('app_user').set({ biz_status: status }).where('id', '=', userId).execute();
}

/** The phone-check code the development provider printed last for this phone. */
export function phoneCheckCode(s: TestServer, phone: string): string {
  const line = s.smsLines
    .map((l) => JSON.parse(l))
    .reverse()
    .find((l) => l.phone === phone && l.purpose === 'phone-check');
  if (!line) throw new Error(`no phone-check code was printed for ${phone}`);
  return line.code;
}

/** A good photo for every upload. */
export const PHOTO = { bytes: makeJpeg(640, 480), name: 'photo.jpg', type: 'image/jpeg' };

/** `creditInfo` of a borrower not yet certified: no limit, no growth promised, the default cap. */
export const NO_LIMIT = { creditLimit: 0, availableLimit: 0, locked: false, nextGrowth: 0, limitCap: 6_000_000 };

/** Good bodies of each step (the shared certified-borrower fixture). */
export const GOOD = { kyc: KYC, baseInfo: BASE_INFO, contacts: CONTACTS, account: ACCOUNT };

/** Walks a borrower from where they are up to `status` by real calls (test/support/certify.ts); fails loudly on any refusal. */
export async function walkTo(s: TestServer, b: Borrower, status: number): Promise<void> {
  await certifyTo(
    { call: b.call, upload: (path, fields) => b.upload(path, fields, PHOTO), phoneCheckCode: () => phoneCheckCode(s, b.phone) },
    status,
  );
}
