// Where a payment reference stands (PRODUCT.md section 9), read from what was recorded: the money
// received for it, its bill, the codes made after it, and real time for its expiry. Applying money
// never looks here: a payment to a code in any state counts as before (payment-service.ts).
import { BorrowStatus } from '../../contract/common';
import type { CodeState, PayChannel, RepayCode } from '../../contract/repay';
import type { Db } from '../db/connection';
import type { RepayCodeRow } from '../db/schema';
import { type CodeRecord, codeRecord } from './repay-code-repo';

/**
 * The state, first match wins: paid in full (even once the bill settled: the borrower paid it);
 * settled (the bill needs nothing more, so this code must not be paid); part; replaced by a newer code
 * for the same bill; expired; else open.
 */
export function codeState(amount: number, expiresAt: number, r: CodeRecord, realNow: number): CodeState {
  if (r.received >= amount) return 'paid';
  if (r.billStatus === BorrowStatus.Settled) return 'settled';
  if (r.received > 0) return 'part';
  if (r.newer) return 'replaced';
  return expiresAt <= realNow ? 'expired' : 'open';
}

/** The answer for a registered reference; the checkout page and bank only while it is open to pay. */
export async function codeAnswer(db: Db, row: RepayCodeRow, reserved: string, realNow: number): Promise<RepayCode> {
  const record = await codeRecord(db, row, reserved);
  const state = codeState(row.amount, row.expires_at, record, realNow);
  const open = state === 'open';
  return {
    reference: row.reference,
    payCode: row.pay_code,
    ...(open && row.checkout_url && { checkoutUrl: row.checkout_url }),
    ...(open &&
      row.bank_name &&
      row.account_name &&
      row.account_no && { bank: { bankName: row.bank_name, accountName: row.account_name, accountNo: row.account_no } }),
    amount: row.amount,
    kind: row.kind,
    channel: row.channel as PayChannel,
    expiresAt: row.expires_at,
    state,
    paidAmount: record.received,
    ...(record.lastPaidAt !== null && { paidAt: record.lastPaidAt }),
  };
}
