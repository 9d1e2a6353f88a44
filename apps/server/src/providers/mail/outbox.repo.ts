import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Stores one message (the embedded default's "sending"). A message whose Message-ID is already
 * stored is not stored again: sending the same message twice keeps one copy. Whether it was stored now.
 */
export async function insertOutboxMessage(
  db: DbOrTx,
  message: {
    to: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
    messageId?: string;
  },
): Promise<boolean> {
  const rows = await db
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      headers: message.headers ?? null,
      messageId: message.messageId ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.messageId })
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** The latest stored messages, newest first (in the order stored), optionally to one address (case-insensitive). */
export async function listOutbox(db: DbOrTx, options: { to?: string; limit: number }): Promise<OutboxRow[]> {
  const query = db.select().from(mailOutbox);
  const filtered = options.to ? query.where(sql`lower(${mailOutbox.toAddress}) = lower(${options.to})`) : query;
  return filtered.orderBy(desc(mailOutbox.seq)).limit(options.limit);
}

/**
 * A deleted account (decision 0051): the messages to the address go; in every other message the
 * person's `values` (names, addresses) become `replacement` (subjects, bodies and headers).
 */
export async function forgetInOutbox(
  db: DbOrTx,
  person: { email: string; values: string[] },
  replacement: string,
): Promise<void> {
  await db.execute(sql`DELETE FROM mail_outbox WHERE lower(to_address) = lower(${person.email})`);
  for (const value of person.values) {
    if (!value) continue;
    const inJson = JSON.stringify(value).slice(1, -1);
    await db.execute(sql`
      UPDATE mail_outbox
         SET subject = replace(subject, ${value}, ${replacement}),
             text_body = replace(text_body, ${value}, ${replacement}),
             html_body = replace(html_body, ${value}, ${replacement}),
             headers = replace(headers::text, ${inJson}, ${replacement})::jsonb
       WHERE strpos(subject || text_body || coalesce(html_body, '') || coalesce(headers::text, ''), ${value}) > 0
          OR strpos(coalesce(headers::text, ''), ${inJson}) > 0`);
  }
}
