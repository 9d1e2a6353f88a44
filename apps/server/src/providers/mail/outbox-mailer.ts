import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MailMessage, Mailer } from './mailer.ts';
import { insertOutboxMessage } from './outbox.repo.ts';

/** Embedded default: stores each message in mail_outbox (viewable at /dev/outbox) and logs it. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await insertOutboxMessage(this.db, message);
    this.log?.info({ to: message.to, subject: message.subject }, 'e-mail stored in the outbox (see /dev/outbox)');
  }
}
