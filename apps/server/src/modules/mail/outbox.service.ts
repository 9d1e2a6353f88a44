import type { DbOrTx } from '../../db/client.ts';
import { readOutbox, type OutboxRow } from '../../providers/mail/outbox-mailer.ts';

export type { OutboxRow } from '../../providers/mail/outbox-mailer.ts';

/** The development outbox: the latest messages the embedded mailer stored, optionally to one address. */
export function latestOutboxMessages(db: DbOrTx, options: { to?: string; limit: number }): Promise<OutboxRow[]> {
  return readOutbox(db, options);
}
