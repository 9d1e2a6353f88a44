import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-deps.ts';
import { linksIn, renderOutboxPage } from './outbox-page.ts';
import { latestOutboxMessages, type OutboxRow } from './outbox.service.ts';

const OUTBOX_PAGE_SIZE = 50;

const OutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
  links: z.array(z.string()),
  created_at: z.string(),
});

function presentOutboxMessage(row: OutboxRow): z.infer<typeof OutboxMessageSchema> {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    headers: row.headers ?? {},
    links: linksIn(row.textBody),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Development only (app.ts registers it when not in production): the e-mails stored by the
 * outbox mailer, as a page (/dev/outbox) and as JSON for tests (/api/dev/outbox?to=).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get('/dev/outbox', async (_request, reply) => {
    const messages = await latestOutboxMessages(deps.db, { limit: OUTBOX_PAGE_SIZE });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderOutboxPage(messages, OUTBOX_PAGE_SIZE));
  });

  app.get(
    '/api/dev/outbox',
    {
      schema: {
        querystring: z.object({ to: z.string().trim().optional() }),
        response: { 200: z.object({ messages: z.array(OutboxMessageSchema) }) },
      },
    },
    async (request) => {
      const rows = await latestOutboxMessages(deps.db, { to: request.query.to || undefined, limit: OUTBOX_PAGE_SIZE });
      return { messages: rows.map(presentOutboxMessage) };
    },
  );
};
