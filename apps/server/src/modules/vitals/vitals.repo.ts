import { lt, sql } from 'drizzle-orm';
import type { WebVital } from '@vamos/shared/schemas/vitals';
import type { DbOrTx } from '../../db/client.ts';
import { webVitals } from '../../db/schema.ts';

/** Stores a beacon's metrics: one INSERT for all its rows. */
export async function insertVitals(db: DbOrTx, metrics: WebVital[]): Promise<void> {
  await db.insert(webVitals).values(
    metrics.map((m) => ({
      route: m.route,
      metric: m.name,
      value: m.value,
      rating: m.rating,
      navigationType: m.navigation_type ?? null,
      effectiveType: m.effective_type ?? null,
    })),
  );
}

/** Deletes the rows recorded more than `days` days ago (one range of the recorded_at index); returns how many. */
export async function deleteVitalsOlderThan(db: DbOrTx, days: number): Promise<number> {
  const deleted = await db
    .delete(webVitals)
    .where(lt(webVitals.recordedAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: webVitals.id });
  return deleted.length;
}
