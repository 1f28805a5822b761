import { useState } from 'react';
import { parseDayMonthYear as parseDate, type Ymd } from '../../contract/calendar';
import { AGE_RANGE } from '../../contract/personal-info';
import { locale, t } from '../i18n/i18n';
import { Field, useFieldIds } from './field';

type Part = keyof Ymd;
type Parts = Partial<Ymd>;

const daysIn = (y: number, m: number) => new Date(y, m, 0).getDate();
const order = (p: Ymd) => p.y * 10000 + p.m * 100 + p.d;
const pad = (n: number) => String(n).padStart(2, '0');
// The spec's output form, DD/MM/YYYY (what the picker writes, not how dates are shown).
const format = (p: Ymd) => `${pad(p.d)}/${pad(p.m)}/${p.y}`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const complete = (p: Parts): p is Ymd => p.y !== undefined && p.m !== undefined && p.d !== undefined;

/** The same calendar day `n` years before `day`; 29 February falls back to the 28th. */
function yearsBefore(day: Date, n: number): Ymd {
  const y = day.getFullYear() - n;
  const m = day.getMonth() + 1;
  return { y, m, d: Math.min(day.getDate(), daysIn(y, m)) };
}

const clamp = (p: Ymd, lo: Ymd, hi: Ymd) => (order(p) < order(lo) ? lo : order(p) > order(hi) ? hi : p);

/** The birth date a form starts from when nothing better is known (spec sections 5 and 9: "default birth date 1995/01/01"), DD/MM/YYYY. */
export const DEFAULT_BIRTH_DATE = '01/01/1995';

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  label: string;
  /** DD/MM/YYYY, or '' while no date is chosen. */
  value: string;
  /** Receives DD/MM/YYYY (a real date inside the allowed range) once day, month and year are all chosen; '' if one is unset again. */
  onChange: (value: string) => void;
  /** Latest allowed date, in years before today (inclusive, same day); default 18. */
  minYearsAgo?: number;
  /** Earliest allowed date, in years before today (inclusive, same day); default 80. */
  maxYearsAgo?: number;
  /** "Today" for the range; default now. */
  today?: Date;
  /** Where each list opens while nothing is chosen (an old draft with no date); default {@link DEFAULT_BIRTH_DATE}. */
  defaultValue?: string;
  hint?: string;
  /** Shown under the field and announced; marks the selects invalid. */
  error?: string;
  /** Shows the date without letting it change (a saved step), like every other disabled field. */
  disabled?: boolean;
}

/**
 * Birth-date picker: day, month and year selects that only offer dates inside the allowed range.
 * It shows the value it is given; forms start it at {@link DEFAULT_BIRTH_DATE} when neither the ID nor
 * a saved step gives one, so the default is a date the borrower sees and changes, and it is what a
 * field left as shown sends.
 */
export function DatePicker(props: DatePickerProps) {
  const {
    label,
    value,
    onChange,
    minYearsAgo = AGE_RANGE.min,
    maxYearsAgo = AGE_RANGE.max,
    today = new Date(),
    hint,
    error,
    disabled,
  } = props;
  const ids = useFieldIds(hint, error);
  const lo = yearsBefore(today, maxYearsAgo);
  const hi = yearsBefore(today, minYearsAgo);
  const opensAt = clamp(parseDate(props.defaultValue ?? DEFAULT_BIRTH_DATE) ?? { y: 1995, m: 1, d: 1 }, lo, hi);
  const [local, setLocal] = useState<Parts>({});
  const shown: Parts = parseDate(value) ?? local;

  const inRange = (p: Ymd) => order(p) >= order(lo) && order(p) <= order(hi);
  const monthFits = (y: number, m: number) => order({ y, m, d: daysIn(y, m) }) >= order(lo) && order({ y, m, d: 1 }) <= order(hi);
  const dayOptions = (p: Parts) => {
    const last = p.m === undefined ? 31 : daysIn(p.y ?? 2000, p.m); // 2000 is a leap year: 29 February stays possible
    return range(1, last).filter((d) => p.y === undefined || p.m === undefined || inRange({ y: p.y, m: p.m, d }));
  };

  const pick = (part: Part, n: number) => {
    let next: Parts = { ...shown, [part]: n };
    if (next.m !== undefined && next.d !== undefined) next.d = Math.min(next.d, daysIn(next.y ?? 2000, next.m)); // 31 → 28/29/30
    if (complete(next)) next = clamp(next, lo, hi);
    else if (next.y !== undefined && next.m !== undefined && !monthFits(next.y, next.m)) next = { ...next, m: undefined };
    setLocal(next);
    const out = complete(next) ? format(next) : '';
    if (out !== value) onChange(out);
  };

  const monthName = new Intl.DateTimeFormat(locale.value, { month: 'long' });
  const parts: { part: Part; text: string; options: { n: number; label: string }[] }[] = [
    { part: 'd', text: t('common.day'), options: dayOptions(shown).map((n) => ({ n, label: String(n).padStart(2, '0') })) },
    {
      part: 'm',
      text: t('common.month'),
      options: range(1, 12)
        .filter((m) => shown.y === undefined || monthFits(shown.y, m)) // a month is offered when any of its days is in range
        .map((n) => ({ n, label: monthName.format(new Date(2000, n - 1, 1)) })),
    },
    {
      part: 'y',
      text: t('common.year'),
      options: range(lo.y, hi.y)
        .reverse()
        .map((n) => ({ n, label: String(n) })),
    },
  ];

  return (
    <Field ids={ids} label={label} hint={hint} error={error} group>
      <div className="ui-date">
        {parts.map(({ part, text, options }) => (
          <label key={part}>
            {text}
            <div className="ui-control ui-control--select" data-invalid={error ? '' : undefined}>
              <select
                disabled={disabled}
                value={shown[part] === undefined ? '' : String(shown[part])}
                aria-invalid={error ? 'true' : undefined}
                aria-describedby={ids.describedBy}
                // An unchosen list opens at the default (1995 rather than the newest year); the touch
                // comes before the list opens, a keyboard focus does not move anything.
                onPointerDown={(e) => {
                  const el = e.currentTarget;
                  if (shown[part] === undefined && options.some((o) => o.n === opensAt[part])) el.value = String(opensAt[part]);
                }}
                // Closing the list on the option it opened at fires no change: that is a pick too.
                onBlur={(e) => {
                  const v = e.currentTarget.value;
                  if (shown[part] === undefined && v) pick(part, Number(v));
                }}
                onChange={(e) => e.currentTarget.value && pick(part, Number(e.currentTarget.value))}
              >
                <option value="" disabled>
                  {text /* the part's own name: short enough for the narrow day column */}
                </option>
                {options.map((o) => (
                  <option key={o.n} value={String(o.n)}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          </label>
        ))}
      </div>
    </Field>
  );
}
