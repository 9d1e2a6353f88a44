export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe…). */
  headers?: Record<string, string>;
  /**
   * The Message-ID ('<…@host>'), when the sender names the message: the same on every send of
   * the same message, so a resend is recognisable (and the outbox keeps one copy). Else one is made.
   */
  messageId?: string;
};

/** Sends e-mail. Outbox (stored in the database, shown at /dev/outbox) by default; SMTP by SMTP_URL. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Forgets a person whose account was deleted (decision 0051), where the mailer keeps messages: the
   * outbox drops those sent to them and replaces `values` (their names and addresses) in the rest. SMTP keeps nothing.
   */
  forget?(person: { email: string; values: string[] }, replacement: string): Promise<void>;
  /** Ends what the mailer keeps open (SMTP's pooled connections); the app calls it on close. */
  close?(): void;
}
