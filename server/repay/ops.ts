// `ops pay <reference> <amount>`: records a payment as the gateway would, through the same signed
// callback path (signature, event id, application), with a generated event id.
import { randomUUID } from 'node:crypto';
import { fail, type OpsCommand, wholeNumber } from '../ops/command';
import { receiveCallback } from './callback';
import { signPayment } from './pay-signature';

/** `ops pay <reference> <amount>` (amount in centavos). */
export const payCommand: OpsCommand = {
  usage: 'pay <reference> <amount>',
  help: 'record a payment of <amount> centavos to a payment reference, as the signed gateway callback does',
  async run({ config, db, clock, out }, args) {
    const amount = wholeNumber(args[1]);
    if (args.length !== 2 || !args[0] || amount === null || amount < 1)
      return fail(out, 'pay needs a reference and an amount in centavos, e.g. `pay PCABCDEFGH23 150000`');
    const realNow = clock.realNow();
    const body = JSON.stringify({ eventId: `ops-${randomUUID()}`, reference: args[0], amount, paidAt: clock.now() });
    const r = await receiveCallback({ db, config }, body, signPayment(config.paySecret, body, realNow), realNow, clock.now(), 'ops');
    out(JSON.stringify(r.body));
    return r.status === 200 ? 0 : 1;
  },
};
