// Business errors: thrown anywhere, turned into the `{code, data, msg}` envelope in app.ts only.
import type { MessageKey } from './i18n/en';

/** A refusal the caller should see: business `code` plus a message key translated per request. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params?: Record<string, string | number>,
    readonly data: unknown = null,
  ) {
    super(key);
  }
}

/** The envelope body of a success. */
export function ok<T>(data: T): { code: 200; data: T; msg: string } {
  return { code: 200, data, msg: 'success' };
}
