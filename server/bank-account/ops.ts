// Operator commands of payout accounts: list the changes held because their number is another
// borrower's account, and release (apply) or refuse one.
import { fail, iso, type OpsCommand, wholeNumber } from '../ops-command';
import { maskAccountNo } from './account-rules';
import { decideHeldChange } from './held-service';
import { listHeldChanges } from './held-repo';
import { otherHoldersOf } from './repo';

/** `ops accounts held`: waiting changes, oldest first, with the borrowers who already use the number. */
export const accountsCommand: OpsCommand = {
  usage: 'accounts held',
  help: 'list changes of payout account held because another borrower uses the number, oldest first',
  async run({ db, out }, args) {
    if (args.length !== 1 || args[0] !== 'held') return fail(out, 'usage: accounts held');
    const held = await listHeldChanges(db);
    if (!held.length) {
      out('no account changes held');
      return 0;
    }
    out(['id', 'userId', 'bank', 'accountNo', 'holder', 'asked', 'alsoUsedBy'].join('\t'));
    for (const h of held) {
      const others = await otherHoldersOf(db, h.user_id, h.account_no);
      out(
        [h.id, h.user_id, h.bank_code, maskAccountNo(h.account_no), h.account_name, iso(h.created_at), others.join(',') || '-'].join('\t'),
      );
    }
    out(`${held.length} change(s) held`);
    return 0;
  },
};

const DECISIONS = { release: 'released', refuse: 'refused' } as const;

/** `ops account release|refuse <id>`: decides a held change; anything else exits 1 and changes nothing. */
export const accountCommand: OpsCommand = {
  usage: 'account release|refuse <id>',
  help: 'release (apply) or refuse a held payout account (released at step four, it certifies); the borrower is told',
  async run({ config, db, clock, out }, args) {
    const [verb, raw] = args;
    const id = wholeNumber(raw);
    if (args.length !== 2 || (verb !== 'release' && verb !== 'refuse') || id === null || id < 1)
      return fail(
        out,
        'account needs release or refuse and a change id (a whole number), e.g. `account release 3`; `accounts held` lists them',
      );
    const result = await decideHeldChange(db, id, DECISIONS[verb], clock.now(), config);
    if (!result) return fail(out, `no account change ${id}; \`accounts held\` lists the waiting ones`);
    if (!result.decided) return fail(out, `account change ${id} is already ${result.status}`);
    out(`account change ${id}: ${result.status}`);
    return 0;
  },
};
