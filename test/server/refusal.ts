// What a rule threw, for the rule suites: the test fails when nothing was thrown.
import type { AppError } from '../../server/app-error';

/** The AppError `fn` throws; fails the test when it throws nothing. */
export function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    return e as AppError;
  }
  throw new Error('expected a refusal');
}

/** The message key and the field named by the refusal `fn` throws. */
export function keyAndField(fn: () => unknown): [string, string] {
  const e = refusal(fn);
  return [e.key, (e.data as { field: string }).field];
}
