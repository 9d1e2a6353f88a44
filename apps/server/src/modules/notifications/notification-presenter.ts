import type { NotificationView } from '@vamos/shared/schemas/notifications';
import type { NotificationRow } from './notifications.repo.ts';
import { actionLabelOf } from './notification-templates.ts';

/** A stored notification as the list shows it (never its data or owner). */
export function presentNotification(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    action_label: actionLabelOf(row.kind, row.data),
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
