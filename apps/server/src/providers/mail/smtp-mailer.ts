import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.ts';

/** Production mail: nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL); one connection per message. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
    });
  }
}
