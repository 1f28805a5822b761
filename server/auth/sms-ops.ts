// Operator command of the SMS provider: how much credit the account has left, so the operator tops
// it up before codes stop going out.
import { fail, type OpsCommand } from '../ops-command';
import { semaphoreSms } from './sms-semaphore';

/** `ops sms-balance`. */
export const smsBalanceCommand: OpsCommand = {
  usage: 'sms-balance',
  help: "show the SMS provider account's remaining credit (SMS_PROVIDER=semaphore)",
  async run({ config, out }, args) {
    if (args.length) return fail(out, 'sms-balance takes no arguments');
    if (config.sms.provider !== 'semaphore')
      return fail(out, `the SMS provider is ${config.sms.provider}, which reports no balance here: ask your gateway`);
    try {
      out(`credit: ${await semaphoreSms(config.sms).balance()} (Semaphore, sender ${config.sms.sender})`);
      return 0;
    } catch (e) {
      return fail(out, (e as Error).message);
    }
  },
};
