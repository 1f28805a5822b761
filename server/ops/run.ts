// The operator CLI's dispatcher, on the same database as the server. Each area defines its
// commands beside its code; this table only names them.
import { approveCommand, billsCommand, disburseCommand, failCommand, rejectCommand } from '../orders/ops';
import { clockCommand } from '../clock-ops';
import { payCommand } from '../repay/ops';
import { matchCommand, refundCommand, refundsCommand, unmatchedCommand } from '../repay/money-ops';
import { remindersCommand } from '../reminder/ops';
import { erasuresCommand, usersCommand } from '../user/ops';
import { pushCommand } from '../push/ops';
import { voucherCommand, vouchersCommand } from '../voucher/ops';
import { smsBalanceCommand } from '../auth/sms-ops';
import { backupCommand } from './backup';
import { initCommand } from './init';
// Support.
import { feedbackCommand, feedbackReplyCommand, messageCommand } from '../report/ops';
import type { OpsCommand, OpsContext } from '../ops-command';
// The payout account on record.
import { accountCommand, accountsCommand } from '../bank-account/ops';

const commands: Record<string, OpsCommand> = {
  init: initCommand,
  backup: backupCommand,
  users: usersCommand,
  erasures: erasuresCommand,
  reminders: remindersCommand,
  // Borrowing.
  bills: billsCommand,
  approve: approveCommand,
  reject: rejectCommand,
  disburse: disburseCommand,
  fail: failCommand,
  clock: clockCommand,
  push: pushCommand,
  'sms-balance': smsBalanceCommand,
  // Repayment.
  pay: payCommand,
  // Every peso accounted for (PRODUCT.md section 9).
  unmatched: unmatchedCommand,
  match: matchCommand,
  refunds: refundsCommand,
  refund: refundCommand,
  // Proofs of payment.
  vouchers: vouchersCommand,
  voucher: voucherCommand,
  // Support (PRODUCT.md section 8); `feedback-reply` is the older name kept for scripts.
  feedback: feedbackCommand,
  'feedback-reply': feedbackReplyCommand,
  message: messageCommand,
  // The payout account on record: changes held for the operator.
  accounts: accountsCommand,
  account: accountCommand,
};

const HELP = ['help', '--help', '-h'];

/** The usage text. */
export function usage(): string {
  const width = Math.max(...Object.values(commands).map((c) => c.usage.length));
  return [
    'usage: npm run ops -- <command>',
    '',
    'commands:',
    ...Object.values(commands).map((c) => `  ${c.usage.padEnd(width)}  ${c.help}`),
  ].join('\n');
}

/** Runs one command line; returns the process exit code. Without a known command prints the usage. */
export async function runOps(ctx: OpsContext, argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name && Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    const unknown = Boolean(name) && !HELP.includes(name);
    if (unknown) ctx.out(`error: unknown command "${name}"\n`);
    ctx.out(usage());
    return unknown ? 1 : 0;
  }
  return command.run(ctx, args);
}
