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
import type { DbOrTx, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../http/actor.ts';
import { recordMarketingChoice } from '../consents/consents.service.ts';
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
  ip: string | null = null,
): Promise<NotificationPreferences> {
  await inTransaction(deps.db, async (tx) => {
    const before = await optedIn(tx, actor.id);
    await deliveriesRepo.upsertPreferences(
      tx,
      actor.id,
      input.categories.map((c) => ({ ...c, optIn: OPT_IN_CATEGORIES.includes(c.category) })),
    );
    await recordOptInChanges(tx, actor.id, before, ip);
  });
  return getPreferences(deps, actor);
}

/** The opt-in categories (marketing) the person consents to now. */
async function optedIn(db: DbOrTx, userId: string): Promise<Set<NotificationCategory>> {
  const rows = await deliveriesRepo.findPreferences(db, userId);
  return new Set(rows.filter((r) => r.consentedAt !== null).map((r) => r.category));
}

/** A marketing consent given or withdrawn is recorded with its time and address (consents, decision 0051). */
async function recordOptInChanges(
  tx: Tx,
  userId: string,
  before: Set<NotificationCategory>,
  ip: string | null,
): Promise<void> {
  const after = await optedIn(tx, userId);
  const changed = OPT_IN_CATEGORIES.some((c) => before.has(c) !== after.has(c));
  if (changed)
    await recordMarketingChoice(
      tx,
      userId,
      OPT_IN_CATEGORIES.some((c) => after.has(c)),
      ip,
    );
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
    const before = await optedIn(tx, userId);
    await deliveriesRepo.upsertPreferences(tx, userId, [
      { category, email: false, push, optIn: OPT_IN_CATEGORIES.includes(category) },
    ]);
    await recordOptInChanges(tx, userId, before, null);
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
