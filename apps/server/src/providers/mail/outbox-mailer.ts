import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailMessage, Mailer } from './mailer.ts';

/** Embedded default: stores each message in mail_outbox (viewable at /dev/outbox) and logs it. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(mailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
    });
    this.log?.info({ to: message.to, subject: message.subject }, 'e-mail stored in the outbox (see /dev/outbox)');
  }
}
