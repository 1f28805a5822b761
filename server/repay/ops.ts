// `ops pay <reference> <amount>`: records a payment as the gateway would, through the same signed
// callback path (signature, event id, application), with a generated event id. Unlike a gateway's
// callback (money it received always counts), an operator's typo books nothing: the reference must exist.
import { randomUUID } from 'node:crypto';
import { fail, textAndWholeCommand } from '../ops-command';
import { receiveCallback } from './callback';
import { REFERENCE_FORMAT } from './code-lookup';
import { signPayment } from './pay-signature';
import { repayCodeExists } from './repay-code-repo';

/** `ops pay <reference> <amount>` (amount in centavos). */
export const payCommand = textAndWholeCommand({
  usage: 'pay <reference> <amount>',
  help: 'record a payment of <amount> centavos to a payment reference, as the signed gateway callback does',
  refusal: 'pay needs a reference and an amount in centavos, e.g. `pay PCABCDEFGH23 150000`',
  async run({ config, db, clock, out }, typed, amount) {
    const reference = typed.toUpperCase();
    const known = REFERENCE_FORMAT.test(reference) && (await repayCodeExists(db, reference));
    if (!known) return fail(out, `no payment reference ${reference}: nothing was booked`);
    const realNow = clock.realNow();
    // A gateway stamps its payments in real time, whatever the development business clock says.
    const body = JSON.stringify({ eventId: `ops-${randomUUID()}`, reference, amount, paidAt: realNow });
    const clocks = { realNow, businessNow: clock.now() };
    const r = await receiveCallback({ db, config }, body, signPayment(config.paySecret, body, realNow), clocks, 'ops');
    out(JSON.stringify(r.body));
    return r.status === 200 ? 0 : 1;
  },
});
