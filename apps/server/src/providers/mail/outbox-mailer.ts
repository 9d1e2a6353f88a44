import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MailMessage, Mailer } from './mailer.ts';
import type { DbOrTx } from '../../db/client.ts';
import { forgetInOutbox, insertOutboxMessage, listOutbox, type OutboxRow } from './outbox.repo.ts';

export type { OutboxRow } from './outbox.repo.ts';

/** Embedded default: stores each message in mail_outbox (viewable at /dev/outbox) and logs it. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Idempotent for a named message: one with a Message-ID already in the outbox is not stored twice. */
  async send(message: MailMessage): Promise<void> {
    const stored = await insertOutboxMessage(this.db, message);
    this.log?.info(
      { to: message.to, subject: message.subject, messageId: message.messageId },
      stored ? 'e-mail stored in the outbox (see /dev/outbox)' : 'e-mail already in the outbox (same Message-ID)',
    );
  }

  async forget(person: { email: string; values: string[] }, replacement: string): Promise<void> {
    await forgetInOutbox(this.db, person, replacement);
  }
}

/** What the embedded mailer stored, newest first (optionally to one address): the outbox's read model. */
export function readOutbox(db: DbOrTx, options: { to?: string; limit: number }): Promise<OutboxRow[]> {
  return listOutbox(db, options);
}
