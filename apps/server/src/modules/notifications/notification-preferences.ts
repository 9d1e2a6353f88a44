import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CATEGORIES,
  OPT_IN_CATEGORIES,
  type NotificationCategory,
  type NotificationChannel,
} from '@vamos/shared/notifications';
import type { NotificationPreferences, UpdateNotificationPreferences } from '@vamos/shared/schemas/notifications';
import type { Deps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../http/actor.ts';
import * as deliveriesRepo from './deliveries.repo.ts';

/** `GET /api/notifications/preferences`: each category, the person's choice or the default. */
export async function getPreferences(deps: Pick<Deps, 'db'>, actor: Actor): Promise<NotificationPreferences> {
  const rows = new Map((await deliveriesRepo.findPreferences(deps.db, actor.id)).map((r) => [r.category, r]));
  return {
    categories: NOTIFICATION_CATEGORIES.map((category) => {
      const row = rows.get(category);
      const choice = row ?? DEFAULT_NOTIFICATION_PREFERENCES[category];
      return {
        category,
        email: choice.email,
        push: choice.push,
        consented_at: row?.consentedAt?.toISOString() ?? null,
      };
    }),
  };
}

/** `PUT /api/notifications/preferences`: saves the categories given, the others untouched. */
export async function updatePreferences(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: UpdateNotificationPreferences,
): Promise<NotificationPreferences> {
  await inTransaction(deps.db, (tx) =>
    deliveriesRepo.upsertPreferences(
      tx,
      actor.id,
      input.categories.map((c) => ({ ...c, optIn: OPT_IN_CATEGORIES.includes(c.category) })),
    ),
  );
  return getPreferences(deps, actor);
}

/** Whether the person lets this category reach them on this channel now. */
export async function channelAllowed(
  db: DbOrTx,
  userId: string,
  category: NotificationCategory,
  channel: NotificationChannel,
): Promise<boolean> {
  const row = await deliveriesRepo.findPreference(db, userId, category);
  return (row ?? DEFAULT_NOTIFICATION_PREFERENCES[category])[channel];
}

/** Turns one category's e-mail off (the e-mail's one-click unsubscribe), keeping its push choice. */
export async function unsubscribeEmail(deps: Pick<Deps, 'db'>, userId: string, category: NotificationCategory) {
  await inTransaction(deps.db, async (tx) => {
    const row = await deliveriesRepo.findPreference(tx, userId, category);
    const push = (row ?? DEFAULT_NOTIFICATION_PREFERENCES[category]).push;
    await deliveriesRepo.upsertPreferences(tx, userId, [
      { category, email: false, push, optIn: OPT_IN_CATEGORIES.includes(category) },
    ]);
  });
}

// ---------------------------------------------------------------- one-click unsubscribe links

/**
 * The token of an e-mail's unsubscribe link: the user and the category, signed with the server's
 * secret, so the link works without a session (a mail client POSTs it, RFC 8058) and cannot be
 * forged for someone else.
 */
export function unsubscribeToken(secret: string, userId: string, category: NotificationCategory): string {
  const payload = `${userId}.${category}`;
  return `${Buffer.from(payload).toString('base64url')}.${sign(secret, payload)}`;
}

/** The user and category of a token this server signed; null for anything else. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; category: NotificationCategory } | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, category] = payload.split('.');
  if (!userId || !(NOTIFICATION_CATEGORIES as readonly string[]).includes(category ?? '')) return null;
  return { userId, category: category as NotificationCategory };
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', `notification-unsubscribe:${secret}`).update(payload).digest('base64url');
}
