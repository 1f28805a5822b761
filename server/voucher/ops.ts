// Operator commands of proofs of payment: list the waiting ones, accept or reject one. Deciding moves
// no money: a payment is booked only by the signed callback or `ops pay`, after the operator found it.
import { join } from 'node:path';
import { fail, iso, type OpsCommand, tableCommand, wholeNumber } from '../ops-command';
import { findVoucher, listWaiting } from './repo';
import { decideProof } from './voucher-service';
import { voucherDir } from './voucher-files';

/** `ops vouchers`: waiting proofs, oldest first, with the file to look at. */
export const vouchersCommand = tableCommand({
  usage: 'vouchers',
  help: 'list proofs of payment waiting for a decision, oldest first, with the path of each photo',
  rows: listWaiting,
  header: ['voucherId', 'borrowId', 'userId', 'phone', 'reference', 'uploaded', 'file'],
  row: (v, { config }) => [
    v.id,
    v.bill_id,
    v.user_id,
    v.phone,
    v.reference ?? '-',
    iso(v.created_at),
    join(voucherDir(config.dataDir), v.file),
  ],
  empty: 'no proofs waiting',
  after: async (rows) => [`${rows.length} proof(s) waiting`],
});

const DECISIONS = { accept: 'accepted', reject: 'rejected' } as const;

/** `ops voucher accept|reject <voucherId>`: decides a waiting proof; anything else exits 1 and changes nothing. */
export const voucherCommand: OpsCommand = {
  usage: 'voucher accept|reject <voucherId>',
  help: 'decide a waiting proof of payment (moves no money: book the payment with `pay`)',
  async run({ db, clock, out }, args) {
    const [verb, raw] = args;
    const id = wholeNumber(raw);
    if (args.length !== 2 || (verb !== 'accept' && verb !== 'reject') || id === null || id < 1)
      return fail(out, 'voucher needs accept or reject and a proof id (a whole number), e.g. `voucher accept 3`; `vouchers` lists them');
    const status = DECISIONS[verb];
    if (await decideProof(db, id, status, clock.now())) {
      out(`proof ${id}: ${status}`);
      return 0;
    }
    const found = await findVoucher(db, id);
    return fail(out, found ? `proof ${id} is already ${found.status}` : `no proof ${id}; \`vouchers\` lists the waiting ones`);
  },
};
