import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.ts';

/** How many SMTP connections one instance keeps open at most (a provider limits them per account). */
export const SMTP_MAX_CONNECTIONS = 3;
/** Messages per connection before nodemailer opens a fresh one (some servers end long sessions). */
const SMTP_MESSAGES_PER_CONNECTION = 100;

/**
 * Production mail: nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL), through a
 * pool of open connections: a burst of notifications does not pay a TCP and TLS handshake and a login
 * per message. A dropped connection leaves the pool and the next message opens another; a message that
 * fails is retried by the notification queue. `close()` ends the connections (the app's onClose).
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: SMTP_MAX_CONNECTIONS,
      maxMessages: SMTP_MESSAGES_PER_CONNECTION,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
      ...(message.messageId ? { messageId: message.messageId } : {}),
    });
  }

  /**
   * Resolves the next time the pool is left with no open connection (the server ended them all, as a
   * restarting one does): the next message then opens a new one.
   */
  allConnectionsClosed(): Promise<void> {
    return new Promise((resolve) => this.transport.once('clear', () => resolve()));
  }

  close(): void {
    this.transport.close();
  }
}
