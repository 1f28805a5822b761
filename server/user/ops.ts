// Operator commands of the borrower area.
import type { OpsCommand } from '../ops-command';
import { fail, iso, tableCommand, wholeNumber } from '../ops-command';
import { listErasures } from './my-data-repo';
import { countUsers, listUsers } from '../auth/user-repo';

/** Borrowers on one page of `ops users`. */
export const USERS_PAGE = 200;

/** `ops users [--page N]`: borrowers, newest first, a page at a time, with the real total. */
export const usersCommand: OpsCommand = {
  usage: 'users [--page <n>]',
  help: `list borrowers, newest first, ${USERS_PAGE} a page`,
  async run({ db, out }, args) {
    let page = 1;
    if (args.length) {
      const n = args[0] === '--page' && args.length === 2 ? wholeNumber(args[1]) : null;
      if (n === null || n < 1) return fail(out, 'users takes --page <n>, n a decimal whole number from 1, e.g. `users --page 2`');
      page = n;
    }
    const total = await countUsers(db);
    const pages = Math.max(1, Math.ceil(total / USERS_PAGE));
    if (!total) {
      out('no users');
      return 0;
    }
    if (page > pages) {
      out(`no users on page ${page} (${total} in all, ${pages} page${pages > 1 ? 's' : ''})`);
      return 0;
    }
    const users = await listUsers(db, USERS_PAGE, (page - 1) * USERS_PAGE);
    out(['id', 'phone', 'status', 'channel', 'registered', 'last sign-in'].join('\t'));
    for (const u of users) out([u.id, u.phone, u.biz_status, u.channel ?? '-', iso(u.created_at), iso(u.last_login_at)].join('\t'));
    const from = (page - 1) * USERS_PAGE + 1;
    const next = page < pages ? `; next: users --page ${page + 1}` : '';
    out(`users ${from}-${from + users.length - 1} of ${total} (page ${page} of ${pages}${next})`);
    return 0;
  },
};

/** `ops erasures`: erased accounts, newest first, with the loans kept and the date they go. */
export const erasuresCommand = tableCommand({
  usage: 'erasures',
  help: 'list erased accounts: when, how many loans are kept and until when',
  rows: listErasures,
  empty: 'no erasures',
  header: ['user', 'erased', 'loans kept', 'kept until', 'ID number (SHA-256)'],
  row: (r) => [r.user_id, iso(r.erased_at), Number(r.loans), iso(r.keep_until), r.id_number_hash ?? '-'],
});
