// Which SMS provider runs, from the configuration: apart from the providers, so that Semaphore's
// implementation and the interface it implements import each other in no direction.
import type { Config } from '../config';
import type { WriteLine } from '../log';
import { consoleSms, type SmsProvider, webhookSms } from './sms';
import { semaphoreSms } from './sms-semaphore';

/** The provider the configuration names: the console unless an SMS gateway or Semaphore is configured. */
export function createSms(config: Config, opts: { write?: WriteLine; fetch?: typeof fetch } = {}): SmsProvider {
  if (config.sms.provider === 'webhook') return webhookSms(config.sms.url, config.sms.token, opts.fetch, config.sms.webOtpHost);
  if (config.sms.provider === 'semaphore') return semaphoreSms(config.sms, opts.fetch);
  // readConfig already refuses production without a gateway; this guards any other caller.
  if (config.production) throw new Error('no SMS gateway configured: codes are never printed in production');
  return consoleSms(opts.write);
}
