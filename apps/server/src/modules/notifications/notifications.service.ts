import { APPLICATION_DIGEST_MINUTES, DIGEST_KINDS, type NotificationChannel } from '@vamos/shared/notifications';
import type { NotificationPage } from '@vamos/shared/schemas/notifications';
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { afterCommitOf } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { decodeCursor, paginate } from '../../http/cursor.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { renderNotice, type Notice } from './notification-templates.ts';
import { presentNotification } from './notification-presenter.ts';
import * as notificationsRepo from './notifications.repo.ts';
import * as deliveriesRepo from './deliveries.repo.ts';

export type { Notice } from './notification-templates.ts';
export { addressLine } from './notification-templates.ts';

/** 'Seus créditos acabaram': `reference` names what spent the last credit ('job:<id>', 'application:<id>'). */
export function creditsLowNotice(userId: string, reference: string): Notice {
  return { userId, kind: 'credits_low', ref: `credits:${reference}`, data: { reference } };
}

/**
 * The channels a notification is queued on besides the in-app list: e-mail, and push for someone
 * with a device; the person's preferences decide when it is sent.
 */
const DELIVERY_CHANNELS: readonly NotificationChannel[] = ['email', 'push'];

/**
 * The one way the product tells a person something (DESIGN §6). Call it inside the transaction
 * of the change it announces: the notices are rendered (Portuguese title, body, link) and stored
 * with their queued deliveries (e-mail) in one statement, once per (user, kind, ref) whatever
 * retries or races announce them, and rolled back with the change. After the commit, the people
 * with a new notification hear it live (their bell refetches) and the delivery workers wake up.
 * Returns how many were new.
 */
export async function notify(deps: Pick<Deps, 'events'>, tx: Tx, notices: Notice | Notice[]): Promise<number> {
  const unique = new Map([notices].flat().map((n) => [`${n.userId}|${n.kind}|${n.ref}`, n]));
  if (unique.size === 0) return 0;
  const rows = [...unique.values()].map((notice) => ({
    userId: notice.userId,
    kind: notice.kind,
    ref: notice.ref,
    data: notice.data,
    ...renderNotice(notice),
    channels: DELIVERY_CHANNELS,
    delaySeconds: DIGEST_KINDS.has(notice.kind) ? APPLICATION_DIGEST_MINUTES * 60 : 0,
  }));
  const reached = await notificationsRepo.insertNotifications(tx, rows);
  if (reached.length === 0) return 0;
  afterCommitOf(tx)(() => publishEvent(deps, { type: 'notification.changed', userIds: reached }));
  return reached.length;
}

/** `GET /api/notifications`: the actor's own, newest first, by keyset pages. */
export async function listNotifications(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  query: { cursor?: string | undefined; limit: number },
): Promise<NotificationPage> {
  const after = decodeCursor(query.cursor);
  const [rows, unread] = await Promise.all([
    notificationsRepo.listPage(deps.db, actor.id, { after, limit: query.limit }),
    notificationsRepo.countUnread(deps.db, actor.id),
  ]);
  const { page, next } = paginate(rows, query.limit, (row) => ({ at: row.cursorAt, id: row.id }));
  return { items: page.map(presentNotification), next_cursor: next, unread_count: unread };
}

export async function unreadCount(deps: Pick<Deps, 'db'>, actor: Actor): Promise<number> {
  return notificationsRepo.countUnread(deps.db, actor.id);
}

/** Marks one of the actor's notifications read (again is fine); another's or none: 404. */
export async function markNotificationRead(deps: Pick<Deps, 'db' | 'events'>, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id) || !(await notificationsRepo.markRead(deps.db, actor.id, id))) {
    throw new AppError('NOTIFICATION_NOT_FOUND');
  }
  await publishEvent(deps, { type: 'notification.changed', userIds: [actor.id] });
}

/** 'Marcar todas como lidas'. */
export async function markAllNotificationsRead(deps: Pick<Deps, 'db' | 'events'>, actor: Actor): Promise<number> {
  const changed = await notificationsRepo.markAllRead(deps.db, actor.id);
  if (changed > 0) await publishEvent(deps, { type: 'notification.changed', userIds: [actor.id] });
  return changed;
}

/** The delivery queue's waiting rows (due, scheduled, being sent): the /metrics queue depth. */
export async function queueDepth(deps: Pick<Deps, 'db'>, now = new Date()) {
  return deliveriesRepo.countQueued(deps.db, now);
}

/**
 * 'Excluir minha conta' (decision 0051), in the deletion's transaction: the person's notifications,
 * their queued deliveries, preferences and push devices go; others' notifications stop naming them
 * (`values`: their names and e-mails).
 */
export function forgetPerson(tx: Tx, userId: string, values: string[], replacement: string): Promise<void> {
  return notificationsRepo.forgetPerson(tx, userId, values, replacement);
}
