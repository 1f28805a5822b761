// Stored sign-in tokens (only their SHA-256 hash).
import type { Db } from '../db/connection';

/** Stores a new token's hash for the user. */
export async function insertToken(db: Db, tokenHash: string, userId: number, now: number): Promise<void> {
  await db.insertInto('auth_token').values({ token_hash: tokenHash, user_id: userId, created_at: now, last_used_at: now }).execute();
}

/** The stored token of a hash, or undefined. */
export function findToken(
  db: Db,
  tokenHash: string,
): Promise<{ user_id: number; last_used_at: number; revoked_at: number | null; lang: string | null } | undefined> {
  return db
    .selectFrom('auth_token')
    .select(['user_id', 'last_used_at', 'revoked_at', 'lang'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Records that the token was used now, in `lang` when given. */
export async function touchToken(db: Db, tokenHash: string, now: number, lang?: string): Promise<void> {
  await db
    .updateTable('auth_token')
    .set(lang ? { last_used_at: now, lang } : { last_used_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** The language of the borrower's most recently used token (the device they use now), or null. */
export async function lastLangOf(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('auth_token')
    .select('lang')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('lang', 'is not', null)
    .orderBy('last_used_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.lang ?? null;
}

/** Revokes one token (a revoked one stays revoked at its first time). */
export async function revokeTokenRow(db: Db, tokenHash: string, now: number): Promise<void> {
  await db.updateTable('auth_token').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}
