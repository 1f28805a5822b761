// Small readers for request fields: each returns the typed value or refuses with code 400 naming the field.
import { AppError } from './app-error';

type Source = Record<string, unknown>;

/** An optional string field (numbers are accepted and turned into text). */
export function optText(src: Source, field: string, max = 256): string | undefined {
  const v = src[field];
  if (v === undefined || v === null) return undefined;
  if ((typeof v !== 'string' && typeof v !== 'number') || String(v).length > max) throw new AppError(400, 'invalidField', { field });
  return String(v).trim();
}

/** An optional finite number within [min, max]; numeric strings are accepted. */
export function optNumber(src: Source, field: string, min: number, max: number): number | undefined {
  const v = src[field];
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  if (!Number.isFinite(n) || n < min || n > max) throw new AppError(400, 'invalidField', { field });
  return n;
}

/** An optional whole number within [min, max], for integer columns; fractions are refused. */
export function optInt(src: Source, field: string, min: number, max: number): number | undefined {
  const n = optNumber(src, field, min, max);
  if (n !== undefined && !Number.isInteger(n)) throw new AppError(400, 'invalidField', { field });
  return n;
}

/** An optional boolean; also accepts 0/1 and "true"/"false". */
export function optFlag(src: Source, field: string): boolean | undefined {
  const v = src[field];
  if (v === undefined || v === null || v === '') return undefined;
  if ([true, 1, '1', 'true'].includes(v as never)) return true;
  if ([false, 0, '0', 'false'].includes(v as never)) return false;
  throw new AppError(400, 'invalidField', { field });
}
