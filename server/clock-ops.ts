// Operator command of the business clock (development moves it forward to show overdue states).
import { decimal, fail, iso, type OpsCommand } from './ops-command';
import { DAY_MS } from './time';

/** `ops clock [advance <days> | +<days>d | reset]`. */
export const clockCommand: OpsCommand = {
  usage: 'clock [advance <days> | +<days>d | reset]',
  help: 'show the business clock; in development, move it forward by <days> (decimal, fractions allowed) or back to real time',
  async run({ config, clock, out }, args) {
    const [first, second, ...rest] = args;
    // PRODUCT.md section 8 writes `clock +3d`; `clock advance 3` says the same.
    const plus = first?.startsWith('+') ? /^\+(.*)d$/.exec(first) : null;
    if (first === 'advance' || first?.startsWith('+')) {
      const days = decimal(first === 'advance' ? second : plus?.[1]);
      const extra = first === 'advance' ? rest : args.slice(1);
      if (days === null || !(days > 0) || extra.length)
        return fail(out, 'clock advance needs a positive decimal number of days, e.g. `clock advance 3` or `clock +1.5d`');
      if (config.production) return fail(out, 'the clock can only be moved in development (NODE_ENV is production)');
      await clock.advance(days * DAY_MS);
    } else if (first === 'reset' && args.length === 1) {
      if (config.production) return fail(out, 'the clock can only be moved in development (NODE_ENV is production)');
      await clock.reset();
    } else if (args.length) return fail(out, `unknown clock argument "${args.join(' ')}"`);
    const offsetDays = clock.offset() / DAY_MS;
    out(`now: ${iso(clock.now())}  (${offsetDays ? `${+offsetDays.toFixed(4)} day(s) ahead of real time` : 'real time'})`);
    return 0;
  },
};
