// Operator commands of the borrower area.
import type { OpsCommand } from '../ops/command';
import { iso } from '../ops/command';
import { listUsers } from './repo';

/** `ops users`: borrowers, newest first. */
export const usersCommand: OpsCommand = {
  usage: 'users',
  help: 'list borrowers, newest first',
  async run({ db, out }) {
    const users = await listUsers(db);
    out(['id', 'phone', 'status', 'channel', 'registered', 'last sign-in'].join('\t'));
    for (const u of users) out([u.id, u.phone, u.biz_status, u.channel ?? '-', iso(u.created_at), iso(u.last_login_at)].join('\t'));
    out(`${users.length} user(s)`);
    return 0;
  },
};
