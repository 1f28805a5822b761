// Certified borrowers made through the real API before the chaos starts: sign in with the printed
// code, the phone check, KYC with real images, personal information, contacts and a bank account.
import { PHOTO } from '../server/certification/cert-helpers';
import { certifyTo } from '../support/certify';
import { call, type CallOptions, type Data, type Outcome, sleep, upload } from './api';
import type { Served } from './server-process';

/** A signed-in, certified borrower. */
export interface Borrower {
  index: number;
  phone: string;
  device: string;
  token: string;
  userId: number;
}

function must(out: Outcome, what: string): Data {
  if (out.lost || out.code !== 200) throw new Error(`${what}: ${out.lost ? out.error : `${out.code} ${out.msg}`}`);
  return out.data;
}

async function printedCode(server: Served, phone: string, purpose?: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const code = server.codeFor(phone, purpose);
    if (code) return code;
    await sleep(20);
  }
  throw new Error(`no ${purpose ?? 'sign-in'} code printed for ${phone}`);
}

/** Signs borrower `index` in and walks every certification step; fails loudly on any refusal. */
export async function certifiedBorrower(server: Served, index: number): Promise<Borrower> {
  const base = server.url;
  const phone = `0917${String(1_000_000 + index).padStart(7, '0')}`;
  const device = `chaos-device-${index}`;
  // Before the chaos nothing is killed: a slow answer (a loaded machine) is waited for like the steps below.
  must(await call(base, 'POST', `/login/otp?phone=${phone}&type=1`, {}, { device, timeoutMs: 15_000 }), 'otp');
  const login = must(
    await call(base, 'POST', '/login/otpLoginCheck', { phone, code: await printedCode(server, phone) }, { device, timeoutMs: 15_000 }),
    'sign-in',
  );
  const o: CallOptions = { token: login.token, device, timeoutMs: 15_000 };
  const answer = (out: Outcome) => (out.lost ? Promise.reject(new Error(out.error)) : out);
  // One document, one borrower: each gets their own UMID number.
  await certifyTo(
    {
      call: async (method, path, body) => answer(await call(base, method, path, body, o)),
      upload: async (path, fields) => answer(await upload(base, path, fields, PHOTO, o)),
      phoneCheckCode: () => printedCode(server, phone, 'phone-check'),
    },
    60,
    { idNumber: `0111-${String(2_000_000 + index)}-9` },
  );
  return { index, phone, device, token: login.token, userId: login.userId };
}

/** `count` certified borrowers, a few at a time. */
export async function certifiedBorrowers(server: Served, count: number): Promise<Borrower[]> {
  const out: Borrower[] = [];
  for (let i = 0; i < count; i += 5) {
    const batch = Array.from({ length: Math.min(5, count - i) }, (_, j) => certifiedBorrower(server, i + j + 1));
    out.push(...(await Promise.all(batch)));
  }
  return out;
}
