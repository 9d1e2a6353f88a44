import type { NotificationKind } from '@vamos/shared/notifications';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Whether what each queued notice says is still true now, by the module that knows (given to the
 * app by the composition root, so notifications depend on no module): a delayed message, such as
 * the grouped e-mail of applications, says only what is still true when it goes out.
 */
export type StillTrue = (db: DbOrTx, notices: { data: Record<string, unknown> }[]) => Promise<boolean[]>;

/**
 * Whether a person's login is suspended now (decision 0050), by the module that knows: a suspended
 * person is e-mailed and pushed only what is about their money until they are reactivated.
 */
export type SuspendedLogin = (db: DbOrTx, userId: string) => Promise<boolean>;

/** The checks by kind; a kind without one is always still true. */
export type NoticeChecks = Partial<Record<NotificationKind, StillTrue>>;

/** The notices of a group (one kind) still true now, and those that are not. */
export async function stillTrueOf<T extends { kind: NotificationKind; data: Record<string, unknown> }>(
  db: DbOrTx,
  checks: NoticeChecks | undefined,
  group: T[],
): Promise<{ live: T[]; stale: T[] }> {
  const [first] = group;
  const check = first ? checks?.[first.kind] : undefined;
  if (!check) return { live: group, stale: [] };
  const verdicts = await check(db, group);
  return {
    live: group.filter((_, i) => verdicts[i] === true),
    stale: group.filter((_, i) => verdicts[i] !== true),
  };
}
