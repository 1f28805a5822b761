// Operator command of the business clock (development moves it forward to show overdue states).
import { fail, iso, type OpsCommand } from './ops/command';
import { DAY_MS } from './time';

/** `ops clock [advance <days>]`. */
export const clockCommand: OpsCommand = {
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
};
