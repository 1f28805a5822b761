// Every migration, listed by hand so the bundled server needs no directory scan. Append only.
import type { Migration } from 'kysely';
import * as m0001 from './0001-init';
import * as m0002 from './0002-seed-dictionaries';
import * as m0003 from './0003-sign-in';
import * as m0004 from './0004-ip-attempts';
import * as m0005 from './0005-certification';
import * as m0006 from './0006-seed-id-types';
// Borrowing: 0020-0029.
import * as m0020 from './0020-bills';
import * as m0021 from './0021-preorder';
import * as m0030 from './0030-sign-in-sources';
import * as m0050 from './0050-metric-limits-push';
import * as m0060 from './0060-repayment';
import * as m0070 from './0070-vouchers';
import * as m0080 from './0080-support';
import * as m0095 from './0095-upload-attempts';
import * as m0110 from './0110-pay-instructions';
// Every peso accounted for: 0120-0129.
import * as m0120 from './0120-refunds';
import * as m0130 from './0130-payout-account';
import * as m0140 from './0140-messages';
import * as m0150 from './0150-batch-attempts';
// The schedule at scale: 0151-0159.
import * as m0151 from './0151-periodic-indexes';
import * as m0160 from './0160-data-rights';
import * as m0161 from './0161-reminders';
import * as m0180 from './0180-paymongo-intents';
import * as m0200 from './0200-refund-claim';

/** Migrations by name; names sort in the order they apply. */
export const migrations: Record<string, Migration> = {
  '0001-init': m0001,
  '0002-seed-dictionaries': m0002,
  '0003-sign-in': m0003,
  '0004-ip-attempts': m0004,
  '0005-certification': m0005,
  '0006-seed-id-types': m0006,
  // Borrowing.
  '0020-bills': m0020,
  '0021-preorder': m0021,
  '0030-sign-in-sources': m0030,
  '0050-metric-limits-push': m0050,
  '0060-repayment': m0060,
  '0070-vouchers': m0070,
  '0080-support': m0080,
  '0095-upload-attempts': m0095,
  '0110-pay-instructions': m0110,
  '0120-refunds': m0120,
  '0130-payout-account': m0130,
  '0140-messages': m0140,
  '0150-batch-attempts': m0150,
  '0151-periodic-indexes': m0151,
  '0160-data-rights': m0160,
  '0161-reminders': m0161,
  '0180-paymongo-intents': m0180,
  '0200-refund-claim': m0200,
};
