import type { MailMessage } from '../../providers/mail/mailer.ts';
import { escapeHtml } from '../../providers/mail/html.ts';

export const PASSWORD_RESET_SUBJECT = 'Redefinição de senha — Vamos Trabalhar';

/** The page of the web app that reads `?token=` and asks for the new password. */
export function passwordResetLink(appUrl: string, token: string): string {
  const url = new URL('/reset-password', appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The e-mail with the reset link (valid for 1 hour: resetPasswordTokenExpiresIn in auth.ts). */
export function passwordResetMessage(input: {
  email: string;
  name: string;
  token: string;
  appUrl: string;
}): MailMessage {
  const link = passwordResetLink(input.appUrl, input.token);
  const text = [
    `Olá, ${input.name}!`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta no Vamos Trabalhar.',
    'Para criar uma nova senha, acesse o link abaixo:',
    '',
    link,
    '',
    'O link é válido por 1 hora e só pode ser usado uma vez.',
    'Se você não pediu a redefinição de senha, ignore este e-mail: sua senha continua a mesma.',
    '',
    'Equipe Vamos Trabalhar',
  ].join('\n');
  const html = [
    `<p>Olá, ${escapeHtml(input.name)}!</p>`,
    '<p>Recebemos um pedido para redefinir a senha da sua conta no Vamos Trabalhar.</p>',
    `<p><a href="${escapeHtml(link)}">Criar nova senha</a></p>`,
    '<p>O link é válido por 1 hora e só pode ser usado uma vez.</p>',
    '<p>Se você não pediu a redefinição de senha, ignore este e-mail: sua senha continua a mesma.</p>',
    '<p>Equipe Vamos Trabalhar</p>',
  ].join('\n');
  return { to: input.email, subject: PASSWORD_RESET_SUBJECT, text, html };
}
