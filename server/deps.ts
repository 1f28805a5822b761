// What the app needs from the outside, built once by index.ts (or by a test).
import type { SmsProvider } from './auth/sms';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/connection';
import type { ClientIp } from './http/client-ip';
import type { KycProvider } from './identity/kyc-provider';
import type { Log } from './log';
import type { PayProvider } from './pay/pay-provider';
import type { PushProvider } from './push/push-provider';

/** The app's collaborators. */
export interface Deps {
  config: Config;
  db: Db;
  clock: Clock;
  log: Log;
  sms: SmsProvider;
  /** Identity vendor: ID OCR and liveness. */
  kyc: KycProvider;
  /** Payment gateway: pay codes for repayment references. */
  pay: PayProvider;
  push: PushProvider;
  /** Where a request comes from; by default the socket (or X-Forwarded-For with TRUST_PROXY=1). */
  clientIp?: ClientIp;
  /** True once the process was told to stop: the health check then sends the load balancer away. */
  draining?: () => boolean;
}
