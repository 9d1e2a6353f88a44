import type { DbOrTx } from '../../db/client.ts';
import { listOutbox, type OutboxRow } from '../../providers/mail/outbox.repo.ts';

export type { OutboxRow } from '../../providers/mail/outbox.repo.ts';

/** The development outbox: the latest messages the embedded mailer stored, optionally to one address. */
export function latestOutboxMessages(db: DbOrTx, options: { to?: string; limit: number }): Promise<OutboxRow[]> {
  return listOutbox(db, options);
}
