import { escapeHtml } from '../../providers/mail/html.ts';
import type { OutboxRow } from './outbox.service.ts';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Every http(s) link in a text, in order. */
export function linksIn(text: string): string[] {
  return text.match(URL_PATTERN) ?? [];
}

/** Escaped text with its links made clickable. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = escapeHtml(match[0]);
    html += escapeHtml(text.slice(last, match.index)) + `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});

function renderMessage(message: OutboxRow): string {
  return `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">Para: ${escapeHtml(message.toAddress)} · ${escapeHtml(dateFormat.format(message.createdAt))}</p>
  <pre>${linkify(message.textBody)}</pre>
</article>`;
}

/** The development outbox (/dev/outbox): the messages the app "sent", with clickable links. */
export function renderOutboxPage(messages: OutboxRow[], limit: number): string {
  const body = messages.length ? messages.map(renderMessage).join('\n') : '<p>Nenhum e-mail enviado ainda.</p>';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caixa de saída — Vamos Trabalhar</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
  article { border: 1px solid #e5e7eb; border-radius: .5rem; padding: 1rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #6b7280; margin: 0 0 .75rem; font-size: .9rem; }
  pre { white-space: pre-wrap; font: inherit; margin: 0; }
</style>
</head>
<body>
<h1>Caixa de saída (desenvolvimento)</h1>
<p>Os últimos ${limit} e-mails guardados pelo servidor, do mais recente ao mais antigo. Em produção esta página não existe.</p>
${body}
</body>
</html>
`;
}
