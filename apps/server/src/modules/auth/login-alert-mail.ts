import type { MailMessage } from '../../providers/mail/mailer.ts';
import { escapeHtml } from '../../providers/mail/html.ts';

export const LOGIN_ALERT_SUBJECT = 'Tentativas de acesso à sua conta — Vamos Trabalhar';

/** Sent once per rate-limit window when an account's login attempts reach the limit (decision 0010). */
export function loginAlertMessage(input: { email: string; name: string; appUrl: string }): MailMessage {
  const forgot = new URL('/esqueci-senha', input.appUrl).toString();
  const text = [
    `Olá, ${input.name}!`,
    '',
    'Percebemos muitas tentativas de acesso à sua conta no Vamos Trabalhar com senha errada nos últimos minutos.',
    'Por segurança, novas tentativas vindas de outros endereços estão sendo bloqueadas por um tempo; você continua entrando normalmente do seu aparelho.',
    '',
    'Se não foi você, recomendamos criar uma nova senha agora:',
    forgot,
    '',
    'Se foi você, não precisa fazer nada.',
    '',
    'Equipe Vamos Trabalhar',
  ].join('\n');
  const html = [
    `<p>Olá, ${escapeHtml(input.name)}!</p>`,
    '<p>Percebemos muitas tentativas de acesso à sua conta no Vamos Trabalhar com senha errada nos últimos minutos.</p>',
    '<p>Por segurança, novas tentativas vindas de outros endereços estão sendo bloqueadas por um tempo; você continua entrando normalmente do seu aparelho.</p>',
    `<p>Se não foi você, recomendamos <a href="${escapeHtml(forgot)}">criar uma nova senha</a> agora.</p>`,
    '<p>Se foi você, não precisa fazer nada.</p>',
    '<p>Equipe Vamos Trabalhar</p>',
  ].join('\n');
  return { to: input.email, subject: LOGIN_ALERT_SUBJECT, text, html };
}
