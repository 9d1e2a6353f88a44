import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_CATEGORY_LABELS } from '@vamos/shared/notifications';
import type { ModuleOptions } from '../../app-deps.ts';
import { escapeHtml } from '../../providers/mail/html.ts';
import { readUnsubscribeToken, unsubscribeEmail } from './notification-preferences.ts';

/**
 * Where the e-mails' unsubscribe links point: a page for people and the one-click endpoint for
 * mail clients, outside /api (no session, no JSON, no Origin: the signed token is the proof).
 */
export const UNSUBSCRIBE_PATH = '/email/descadastrar';

const Query = z.object({ token: z.string().max(300).default('') });

/**
 * One-click unsubscribe (RFC 8058): a mail client POSTs `List-Unsubscribe=One-Click` to the link
 * of `List-Unsubscribe`; a person opening the footer's link gets a page with the button (a GET
 * never unsubscribes: link scanners open links). The token, signed by the server, names the
 * person and the category; it needs no session. A bad token changes nothing and says so.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  app.get(UNSUBSCRIBE_PATH, { schema: { querystring: Query } }, async (request, reply) => {
    const target = readUnsubscribeToken(deps.config.authSecret, request.query.token);
    const html = target
      ? page(
          'Parar de receber e-mails',
          `<p>Você não receberá mais e-mails de <strong>${escapeHtml(NOTIFICATION_CATEGORY_LABELS[target.category].toLowerCase())}</strong>. Os avisos continuam no app.</p>
<form method="post"><button type="submit">Parar de receber</button></form>`,
        )
      : page('Link inválido', '<p>Este link de descadastro é inválido. Ajuste suas preferências no app.</p>');
    return reply
      .status(target ? 200 : 400)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  });

  app.post(UNSUBSCRIBE_PATH, { schema: { querystring: Query } }, async (request, reply) => {
    const target = readUnsubscribeToken(deps.config.authSecret, request.query.token);
    if (!target) {
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(page('Link inválido', '<p>Este link de descadastro é inválido. Ajuste suas preferências no app.</p>'));
    }
    await unsubscribeEmail(deps, target.userId, target.category);
    const label = escapeHtml(NOTIFICATION_CATEGORY_LABELS[target.category].toLowerCase());
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          'Pronto',
          `<p>Você não receberá mais e-mails de <strong>${label}</strong>. Os avisos continuam no app.</p>`,
        ),
      );
  });
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — Vamos Trabalhar</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #0f172a; }
  h1 { color: #3730a3; font-size: 1.5rem; }
  button { background: #3730a3; color: #fff; border: 0; border-radius: .5rem; padding: .75rem 1.25rem; font-size: 1rem; font-weight: 700; }
  a { color: #3730a3; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="/notificacoes/preferencias">Preferências de notificação</a></p>
</body>
</html>
`;
}
