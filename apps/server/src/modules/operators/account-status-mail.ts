import type { MailMessage } from '../../providers/mail/mailer.ts';
import { escapeHtml } from '../../providers/mail/html.ts';

export const ACCOUNT_SUSPENDED_SUBJECT = 'Sua conta foi suspensa — Vamos Trabalhar';
export const ACCOUNT_REACTIVATED_SUBJECT = 'Sua conta foi reativada — Vamos Trabalhar';

type Person = { email: string; name: string };

function message(to: Person, subject: string, paragraphs: string[]): MailMessage {
  const text = [`Olá, ${to.name}!`, '', ...paragraphs.flatMap((p) => [p, '']), 'Equipe Vamos Trabalhar'].join('\n');
  const html = [`<p>Olá, ${escapeHtml(to.name)}!</p>`, ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`)]
    .concat('<p>Equipe Vamos Trabalhar</p>')
    .join('\n');
  return { to: to.email, subject, text, html };
}

/** Tells a person an operator suspended their account, why, and where to write (decision 0050). */
export function accountSuspendedMessage(to: Person, input: { reason: string; supportEmail: string }): MailMessage {
  return message(to, ACCOUNT_SUSPENDED_SUBJECT, [
    'Sua conta no Vamos Trabalhar foi suspensa pela nossa equipe. Enquanto a suspensão durar, não é possível entrar no aplicativo.',
    `Motivo: ${input.reason}`,
    `Se você acha que houve um engano, fale com o suporte: ${input.supportEmail}`,
  ]);
}

/** Tells a person their account works again. */
export function accountReactivatedMessage(to: Person, input: { appUrl: string }): MailMessage {
  return message(to, ACCOUNT_REACTIVATED_SUBJECT, [
    'Sua conta no Vamos Trabalhar foi reativada. Você já pode entrar novamente com seu e-mail e senha.',
    new URL('/login', input.appUrl).toString(),
  ]);
}
