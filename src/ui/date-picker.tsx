import { useEffect, useState } from 'preact/hooks';
import { formatDate, parseDate } from '../i18n/format';
import { locale, t } from '../i18n/i18n';
import { Field, useFieldIds } from './field';

type Ymd = { y: number; m: number; d: number }; // m is 1..12

const daysIn = (y: number, m: number) => new Date(y, m, 0).getDate();
const order = (p: Ymd) => p.y * 10000 + p.m * 100 + p.d;
const format = (p: Ymd) => formatDate(new Date(p.y, p.m - 1, p.d));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The same calendar day `n` years before `day`; 29 February falls back to the 28th. */
function yearsBefore(day: Date, n: number): Ymd {
  const y = day.getFullYear() - n;
  const m = day.getMonth() + 1;
  return { y, m, d: Math.min(day.getDate(), daysIn(y, m)) };
}

const clamp = (p: Ymd, lo: Ymd, hi: Ymd) => (order(p) < order(lo) ? lo : order(p) > order(hi) ? hi : p);

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  label: string;
  /** DD/MM/YYYY, or '' for none: the default date is then shown and reported once through onChange. */
  value: string;
  /** Receives DD/MM/YYYY, always a real date inside the allowed range. */
  onChange: (value: string) => void;
  /** Latest allowed date, in years before today (inclusive, same day); default 18. */
  minYearsAgo?: number;
  /** Earliest allowed date, in years before today (inclusive, same day); default 80. */
  maxYearsAgo?: number;
  /** "Today" for the range; default now. */
  today?: Date;
  /** Shown when there is no value; default 01/01/1995 (spec section 9), kept inside the range. */
  defaultValue?: string;
  hint?: string;
  /** Shown under the field and announced; marks the selects invalid. */
  error?: string;
}

/** Birth-date style picker: day, month and year selects that only offer dates inside the allowed range. */
export function DatePicker(props: DatePickerProps) {
  const { label, value, onChange, minYearsAgo = 18, maxYearsAgo = 80, today = new Date(), hint, error } = props;
  const ids = useFieldIds(hint, error);
  const lo = yearsBefore(today, maxYearsAgo);
  const hi = yearsBefore(today, minYearsAgo);
  const fallback = clamp(parseDate(props.defaultValue ?? '01/01/1995') ?? { y: 1995, m: 1, d: 1 }, lo, hi);
  const parsed = parseDate(value);
  const [local, setLocal] = useState(fallback);
  const shown = clamp(parsed ?? local, lo, hi);

  // What is shown is what the form holds: an empty value takes the displayed default.
  useEffect(() => {
    if (!parsed) onChange(format(shown));
  }, []);

  const pick = (part: keyof Ymd, n: number) => {
    const next = { ...shown, [part]: n };
    next.d = Math.min(next.d, daysIn(next.y, next.m)); // 31 → 28/29/30 when the month is shorter
    const ok = clamp(next, lo, hi);
    setLocal(ok);
    onChange(format(ok));
  };

  const inRange = (p: Ymd) => order(p) >= order(lo) && order(p) <= order(hi);
  const monthName = new Intl.DateTimeFormat(locale.value, { month: 'long' });
  const parts: { part: keyof Ymd; text: string; options: { n: number; label: string }[] }[] = [
    {
      part: 'd',
      text: t('common.day'),
      options: range(1, daysIn(shown.y, shown.m)).filter((d) => inRange({ ...shown, d })).map((n) => ({ n, label: String(n).padStart(2, '0') })),
    },
    {
      part: 'm',
      text: t('common.month'),
      options: range(1, 12)
        // a month is offered when any of its days is in range
        .filter((m) => order({ y: shown.y, m, d: daysIn(shown.y, m) }) >= order(lo) && order({ y: shown.y, m, d: 1 }) <= order(hi))
        .map((n) => ({ n, label: monthName.format(new Date(2000, n - 1, 1)) })),
    },
    { part: 'y', text: t('common.year'), options: range(lo.y, hi.y).reverse().map((n) => ({ n, label: String(n) })) },
  ];

  return (
    <Field ids={ids} label={label} hint={hint} error={error} group>
      <div class="ui-date">
        {parts.map(({ part, text, options }) => (
          <label key={part}>
            {text}
            <div class="ui-control ui-control--select" data-invalid={error ? '' : undefined}>
              <select
                value={String(shown[part])}
                aria-invalid={error ? 'true' : undefined}
                aria-describedby={ids.describedBy}
                onChange={(e) => pick(part, Number(e.currentTarget.value))}
              >
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
