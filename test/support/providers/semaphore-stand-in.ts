// A local Semaphore for tests, written from its public API reference: POST /api/v4/otp and
// /api/v4/messages take a form (apikey, number, message, sendername, code for OTP) and answer a JSON
// list of the queued messages; GET /api/v4/account?apikey= answers the account with its
// credit_balance. A wrong key answers 401. `mode` makes the next sends succeed, find too little
// credit (an object naming the problem instead of the list), or never answer (a time-out).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message as Semaphore received it. */
export interface SemaphoreSent {
  path: string;
  form: Record<string, string>;
}

/** How the stand-in answers the sends that follow. */
export type SemaphoreMode = 'ok' | 'no-credit' | 'hang';

/** A running stand-in: its base URL, what it received, and how it answers next. */
export interface SemaphoreStandIn {
  baseUrl: string;
  apiKey: string;
  sent: SemaphoreSent[];
  mode: SemaphoreMode;
  credit: number;
  close(): Promise<void>;
}

/** Starts a stand-in on a free loopback port. */
export async function startSemaphore(apiKey = 'stand-in-semaphore-key'): Promise<SemaphoreStandIn> {
  const hanging = new Set<ServerResponse>();
  let nextId = 1000;
  const state: SemaphoreStandIn = {
    baseUrl: '',
    apiKey,
    sent: [],
    mode: 'ok',
    credit: 2500,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    if (req.method === 'GET' && url.pathname === '/api/v4/account') {
      if (url.searchParams.get('apikey') !== apiKey) return answer(res, 401, { apikey: ['The API key is invalid.'] });
      return answer(res, 200, { account_id: 12345, account_name: 'Lender', status: 'Active', credit_balance: state.credit });
    }
    const path = url.pathname;
    if (req.method !== 'POST' || (path !== '/api/v4/otp' && path !== '/api/v4/messages')) return answer(res, 404, { message: 'Not Found' });
    if (form.apikey !== apiKey) return answer(res, 401, { apikey: ['The API key is invalid.'] });
    if (!form.number || !form.message) return answer(res, 422, { number: ['The number field is required.'] });
    if (state.mode === 'hang') return void hanging.add(res);
    if (state.mode === 'no-credit') return answer(res, 200, { message: ['Your current balance is insufficient to send this message.'] });
    state.sent.push({ path, form });
    state.credit -= path === '/api/v4/otp' ? 2 : 1;
    const code = form.code ?? String(Math.floor(100000 + Math.random() * 900000));
    const text = path === '/api/v4/otp' ? form.message.replaceAll('{otp}', code) : form.message;
    answer(res, 200, [
      {
        message_id: nextId++,
        user_id: 1,
        user: 'lender@example.ph',
        account_id: 12345,
        account: 'Lender',
        recipient: form.number,
        message: text,
        ...(path === '/api/v4/otp' ? { code: Number(code) } : {}),
        sender_name: form.sendername ?? 'SEMAPHORE',
        network: 'Globe',
        status: 'Pending',
        type: 'Single',
        source: 'Api',
        created_at: '2026-01-01 00:00:00',
        updated_at: '2026-01-01 00:00:00',
      },
    ]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
