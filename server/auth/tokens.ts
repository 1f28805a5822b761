// Sign-in tokens: 32 random bytes handed out once, stored only as a SHA-256 hash, revocable,
// and expired after 30 days without use.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { sha256Hex } from '../hash';
import { AppError } from '../app-error';
import type { Caller } from '../http/env';
import { DAY_MS, MINUTE_MS } from '../time';
import { findToken, insertToken, revokeTokenRow, touchToken } from './token-repo';

/** A token unused this long is expired (PRODUCT.md section 2: code 403 `token is expired`). */
export const TOKEN_IDLE_MS = 30 * DAY_MS;
// Writing last_used_at on every request is wasted work; a minute of slack changes nothing.
const TOUCH_EVERY_MS = MINUTE_MS;

/** The stored form of a token. */
export function hashToken(token: string): string {
  return sha256Hex(token);
}

/** Creates a token for the user and returns it; only its hash is kept. */
export async function issueToken(db: Db, userId: number, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertToken(db, hashToken(token), userId, now);
  return token;
}

/**
 * The caller behind a token; throws 401 when unknown or revoked, 403 when unused for 30 days.
 * `lang`, the call's interface language, is kept with the token: the borrower's pushes are written in it.
 */
export async function resolveToken(db: Db, token: string | undefined, now: number, lang?: string): Promise<Caller> {
  const raw = token?.replace(/^Bearer\s+/i, '').trim();
  if (!raw || raw.length > 200) throw new AppError(401, 'unauthorized');
  const tokenHash = hashToken(raw);
  const row = await findToken(db, tokenHash);
  if (!row || row.revoked_at !== null) throw new AppError(401, 'unauthorized');
  if (now - row.last_used_at > TOKEN_IDLE_MS) throw new AppError(403, 'tokenExpired');
  if (now - row.last_used_at > TOUCH_EVERY_MS || (lang && lang !== row.lang)) {
    await touchToken(db, tokenHash, now, lang);
  }
  return { userId: row.user_id, tokenHash };
}

/** Revokes one token; later calls with it get 401. */
export async function revokeToken(db: Db, tokenHash: string, now: number): Promise<void> {
  await revokeTokenRow(db, tokenHash, now);
}
