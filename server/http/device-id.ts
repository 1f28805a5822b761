// The client's `Device-Id` header (PRODUCT.md section 2), read the same way on every route.
import type { Context } from 'hono';

/** The Device-Id header, trimmed and cut to 128 characters; undefined when absent or blank. */
export function deviceIdOf(c: Context): string | undefined {
  return c.req.header('Device-Id')?.trim().slice(0, 128) || undefined;
}
