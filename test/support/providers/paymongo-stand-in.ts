// A local PayMongo for tests, written from its public API reference: Basic authentication with the
// secret key; `{data: {attributes}}` JSON both ways; Payment Intents (create, attach, retrieve,
// cancel), Payment Methods, Refunds; errors as `{errors: [{code, detail}]}` with 400/401/404. An
// attach answers `next_action` as PayMongo does: a redirect to an authorisation page for GCash and
// Maya, a QR image for QR Ph. Paying sends the webhook event PayMongo sends, signed as its "Securing a
// webhook" guide says: `Paymongo-Signature: t=<s>,te=<hex>,li=<hex>`, HMAC-SHA256 of "<t>.<body>".
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Payment Intent as the stand-in keeps it. */
export interface StandInIntent {
  id: string;
  amount: number;
  allowed: string[];
  status: string;
  method: string | null;
  returnUrl: string | null;
  metadata: Record<string, string>;
}

/** How a delivery is signed: the mode's field, a time offset, or a tampered body. */
export interface DeliveryOptions {
  mode?: 'live' | 'test';
  /** Seconds added to the signature's time. */
  skewSeconds?: number;
  /** Changes the body after signing. */
  tamper?: (body: string) => string;
  amount?: number;
  type?: 'payment.paid' | 'payment.failed';
}

/** A running stand-in. */
export interface PaymongoStandIn {
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** Where events go (the server's /api/pay/paymongo). */
  webhookUrl: string;
  intents: Map<string, StandInIntent>;
  refunds: { id: string; amount: number; payment_id: string; reason: string; notes?: string; metadata?: Record<string, string> }[];
  /** The next refund is made but its answer is lost (the connection drops), as on a failing network. */
  loseNextAnswer: boolean;
  /** Milliseconds every API answer waits, to let calls overlap. */
  delayMs: number;
  /** The QR image an attach answers for QR Ph. */
  qrImage: string;
  /** Builds the signed event paying `intentId` (a new payment id each call): body and header. */
  event(intentId: string, o?: DeliveryOptions): { body: string; header: string; paymentId: string };
  /** Sends a body and header to the webhook URL; answers status and JSON. */
  deliver(body: string, header: string): Promise<{ status: number; body: unknown }>;
  /** Pays an intent as the borrower would, sending the signed event. */
  pay(intentId: string, o?: DeliveryOptions): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

const MIN_AMOUNT = 2000; // PayMongo's smallest Payment Intent: ₱20.00

/** Starts a stand-in on a free loopback port; `mode` is the mode its secret key is of. */
export async function startPaymongo(opts: { mode?: 'live' | 'test'; webhookUrl?: string } = {}): Promise<PaymongoStandIn> {
  const mode = opts.mode ?? 'test';
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  const sign = (secret: string, t: number, body: string) => createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  const s: PaymongoStandIn = {
    baseUrl: '',
    secretKey: `sk_${mode}_${randomBytes(12).toString('hex')}`,
    webhookSecret: `whsk_${randomBytes(16).toString('hex')}`,
    webhookUrl: opts.webhookUrl ?? '',
    intents: new Map(),
    refunds: [],
    loseNextAnswer: false,
    delayMs: 0,
    qrImage: `data:image/png;base64,${randomBytes(24).toString('base64')}`,
    event(intentId, o = {}) {
      const intent = s.intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      const paymentId = id('pay');
      const now = Math.floor(Date.now() / 1000);
      const livemode = (o.mode ?? mode) === 'live';
      const body = JSON.stringify({
        data: {
          id: id('evt'),
          type: 'event',
          attributes: {
            type: o.type ?? 'payment.paid',
            livemode,
            data: {
              id: paymentId,
              type: 'payment',
              attributes: {
                amount: o.amount ?? intent.amount,
                currency: 'PHP',
                status: o.type === 'payment.failed' ? 'failed' : 'paid',
                paid_at: o.type === 'payment.failed' ? null : now,
                payment_intent_id: intentId,
                source: { type: intent.method },
                livemode,
              },
            },
            previous_data: {},
            created_at: now,
            updated_at: now,
          },
        },
      });
      const t = now + (o.skewSeconds ?? 0);
      const mac = sign(s.webhookSecret, t, body);
      const header = `t=${t},te=${livemode ? '' : mac},li=${livemode ? mac : ''}`;
      return { body: o.tamper ? o.tamper(body) : body, header, paymentId };
    },
    async deliver(body, header) {
      const res = await fetch(s.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Paymongo-Signature': header },
        body,
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    async pay(intentId, o = {}) {
      const e = s.event(intentId, o);
      const answer = await s.deliver(e.body, e.header);
      const intent = s.intents.get(intentId);
      if (intent && answer.status === 200 && o.type !== 'payment.failed') intent.status = 'succeeded';
      return answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const methods = new Map<string, string>();
  const reply = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: string, detail: string) => reply(res, status, { errors: [{ code, detail }] });
  const resource = (i: StandInIntent, nextAction: unknown = null) => ({
    data: {
      id: i.id,
      type: 'payment_intent',
      attributes: {
        amount: i.amount,
        currency: 'PHP',
        status: i.status,
        payment_method_allowed: i.allowed,
        client_key: `${i.id}_client_${randomBytes(8).toString('hex')}`,
        metadata: i.metadata,
        livemode: mode === 'live',
        next_action: nextAction,
      },
    },
  });
  const refundResource = (r: PaymongoStandIn['refunds'][number]) => ({
    id: r.id,
    type: 'refund',
    attributes: { ...r, currency: 'PHP', status: 'pending' },
  });
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    // The authorisation page GCash or Maya would show: paying sends the event, then goes back to the app.
    const page = /^\/authorize\/(pi_\w+)$/.exec(url.pathname);
    if (page) {
      const intent = s.intents.get(page[1]);
      if (!intent) return error(res, 404, 'resource_not_found', 'No such payment intent');
      if (req.method === 'POST') {
        await s.pay(intent.id);
        res.writeHead(303, { Location: intent.returnUrl ?? '/' });
        return res.end();
      }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,"><title>Authorize test payment</title><form method="post"><p>${intent.method} ₱${(intent.amount / 100).toFixed(2)}</p><button>Authorize test payment</button></form>`,
      );
    }
    if (!url.pathname.startsWith('/v1/')) return error(res, 404, 'resource_not_found', 'Not found');
    if (req.headers.authorization !== `Basic ${Buffer.from(`${s.secretKey}:`).toString('base64')}`)
      return error(res, 401, 'authentication_failed', 'The API key is invalid');
    let attributes: Record<string, unknown> = {};
    try {
      attributes = raw ? (JSON.parse(raw).data?.attributes ?? {}) : {};
    } catch {
      return error(res, 400, 'parameter_invalid', 'The body is not JSON');
    }
    const path = url.pathname;
    if (s.delayMs) await new Promise((r) => setTimeout(r, s.delayMs));
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const amount = attributes.amount as number;
      if (!Number.isInteger(amount) || amount < MIN_AMOUNT) return error(res, 400, 'parameter_below_minimum', 'amount is below 2000');
      const intent: StandInIntent = {
        id: id('pi'),
        amount,
        allowed: attributes.payment_method_allowed as string[],
        status: 'awaiting_payment_method',
        method: null,
        returnUrl: null,
        metadata: (attributes.metadata as Record<string, string>) ?? {},
      };
      s.intents.set(intent.id, intent);
      return reply(res, 200, resource(intent));
    }
    if (req.method === 'POST' && path === '/v1/payment_methods') {
      const type = String(attributes.type);
      if (!['gcash', 'paymaya', 'qrph', 'card', 'grab_pay'].includes(type)) return error(res, 400, 'parameter_invalid', 'type is invalid');
      const pm = id('pm');
      methods.set(pm, type);
      return reply(res, 200, { data: { id: pm, type: 'payment_method', attributes: { type } } });
    }
    const m = /^\/v1\/payment_intents\/(pi_\w+)(\/attach|\/cancel)?$/.exec(path);
    const intent = m ? s.intents.get(m[1]) : undefined;
    if (m && !intent) return error(res, 404, 'resource_not_found', 'No such payment intent');
    if (intent && req.method === 'GET' && !m?.[2]) return reply(res, 200, resource(intent));
    if (intent && req.method === 'POST' && m?.[2] === '/attach') {
      const type = methods.get(String(attributes.payment_method));
      if (!type || !intent.allowed.includes(type)) return error(res, 400, 'payment_method_not_allowed', 'method not allowed');
      intent.method = type;
      intent.returnUrl = typeof attributes.return_url === 'string' ? attributes.return_url : null;
      intent.status = 'awaiting_next_action';
      const next =
        type === 'qrph'
          ? { type: 'consume_qr', code: { id: id('qr'), amount: intent.amount, label: 'QR Ph', image_url: s.qrImage } }
          : { type: 'redirect', redirect: { url: `${s.baseUrl}/authorize/${intent.id}`, return_url: intent.returnUrl } };
      return reply(res, 200, resource(intent, next));
    }
    if (intent && req.method === 'POST' && m?.[2] === '/cancel') {
      if (intent.status === 'succeeded') return error(res, 400, 'payment_intent_not_cancellable', 'already paid');
      intent.status = 'cancelled';
      return reply(res, 200, resource(intent));
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const refund = {
        id: id('ref'),
        amount: attributes.amount as number,
        payment_id: String(attributes.payment_id),
        reason: String(attributes.reason),
        ...(typeof attributes.notes === 'string' ? { notes: attributes.notes } : {}),
        ...(attributes.metadata ? { metadata: attributes.metadata as Record<string, string> } : {}),
      };
      if (!Number.isInteger(refund.amount) || refund.amount <= 0) return error(res, 400, 'parameter_invalid', 'amount is invalid');
      s.refunds.push(refund);
      if (s.loseNextAnswer) {
        s.loseNextAnswer = false;
        return req.socket.destroy();
      }
      return reply(res, 200, { data: refundResource(refund) });
    }
    if (req.method === 'GET' && path === '/v1/refunds') {
      const paymentId = url.searchParams.get('payment_id');
      if (!paymentId) return error(res, 400, 'parameter_required', 'payment_id is required');
      return reply(res, 200, { data: s.refunds.filter((r) => r.payment_id === paymentId).map(refundResource), has_more: false });
    }
    return error(res, 404, 'resource_not_found', `No route ${req.method} ${path}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  s.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return s;
}
