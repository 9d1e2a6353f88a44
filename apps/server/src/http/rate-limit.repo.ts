import { inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export type RateLimitHit = { key: string; count: number; resetAt: Date };

/**
 * Counts one hit on each key in a single atomic upsert: a key whose window has ended starts a
 * new one at 1. Shared by every server instance because the counters live in PostgreSQL.
 */
export async function hitRateLimits(db: DbOrTx, keys: string[], windowSeconds: number): Promise<RateLimitHit[]> {
  const resetAt = sql`now() + make_interval(secs => ${windowSeconds})`;
  return db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, count: 1, resetAt })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
}

/**
 * Deletes up to `limit` counters whose window has ended: such a row counts as no row (the next
 * hit starts a new window), so removing it changes nothing but the table's size.
 */
export async function deleteEndedRateLimits(db: DbOrTx, limit = 1_000): Promise<number> {
  const ended = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(lte(rateLimits.resetAt, sql`now()`))
    .limit(limit);
  const deleted = await db.delete(rateLimits).where(inArray(rateLimits.key, ended)).returning({ key: rateLimits.key });
  return deleted.length;
}

/** A deleted account's e-mail leaves the counters that name it (decision 0051). */
export async function forgetRateLimitsOf(db: DbOrTx, email: string): Promise<void> {
  const suffix = `:${email.toLowerCase()}`;
  await db.execute(sql`DELETE FROM rate_limits WHERE right(lower(key), ${suffix.length}) = ${suffix}`);
}
