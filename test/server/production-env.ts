// Production settings made the way docs/operations.md tells an operator to make them, fresh for each
// run: tests that start production use them, so no secret of theirs is written in the repository.
import { randomBytes } from 'node:crypto';

/** A new secret as `openssl rand -hex 32` makes one. */
export const freshSecret = (): string => randomBytes(32).toString('hex');

/** What production needs to start: its own secrets and an SMS gateway. Spread a test's own settings over it. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  APP_SECRET: freshSecret(),
  PAY_SECRET: freshSecret(),
  SMS_WEBHOOK_URL: 'https://sms.example/send',
  SMS_WEBHOOK_TOKEN: freshSecret(),
};
