// The operator CLI's commands, on the same database as the server. Later areas add their own.
import type { Clock } from '../clock';
import { DAY_MS } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { listUsers } from '../user/repo';

/** What a command needs. */
export interface OpsContext {
  config: Config;
  db: Db;
  clock: Clock;
  /** Prints one line of output. */
  out: (line: string) => void;
}

interface Command {
  usage: string;
  help: string;
  run: (ctx: OpsContext, args: string[]) => Promise<number>;
}

const iso = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().replace('.000Z', 'Z'));

const commands: Record<string, Command> = {
  users: {
    usage: 'users',
    help: 'list borrowers, newest first',
    async run({ db, out }) {
      const users = await listUsers(db);
      out(['id', 'phone', 'status', 'channel', 'registered', 'last sign-in'].join('\t'));
      for (const u of users) out([u.id, u.phone, u.biz_status, u.channel ?? '-', iso(u.created_at), iso(u.last_login_at)].join('\t'));
      out(`${users.length} user(s)`);
      return 0;
    },
  },
  clock: {
    usage: 'clock [advance <days>]',
    help: 'show the business clock; in development, move it forward by <days> (fractions allowed)',
    async run({ config, clock, out }, args) {
      if (args[0] === 'advance') {
        const days = Number(args[1]);
        if (!(days > 0) || !Number.isFinite(days)) return fail(out, 'clock advance needs a positive number of days, e.g. `clock advance 3`');
        if (config.production) return fail(out, 'the clock can only be moved in development (NODE_ENV is production)');
        await clock.advance(days * DAY_MS);
      } else if (args.length) return fail(out, `unknown clock argument "${args[0]}"`);
      const offsetDays = clock.offset() / DAY_MS;
      out(`now: ${iso(clock.now())}  (${offsetDays ? `${+offsetDays.toFixed(4)} day(s) ahead of real time` : 'real time'})`);
      return 0;
    },
  },
};

function fail(out: (l: string) => void, msg: string): number {
  out(`error: ${msg}`);
  return 1;
}

/** The usage text. */
export function usage(): string {
  const width = Math.max(...Object.values(commands).map((c) => c.usage.length));
  return ['usage: npm run ops -- <command>', '', 'commands:',
    ...Object.values(commands).map((c) => `  ${c.usage.padEnd(width)}  ${c.help}`)].join('\n');
}

/** Runs one command line; returns the process exit code. Without a known command prints the usage. */
export async function runOps(ctx: OpsContext, argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    if (name && !['help', '--help', '-h'].includes(name)) ctx.out(`error: unknown command "${name}"\n`);
    ctx.out(usage());
    return name && !['help', '--help', '-h'].includes(name) ? 1 : 0;
  }
  return command.run(ctx, args);
}
