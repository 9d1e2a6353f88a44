import { MANAGER_INVITATION_DAYS } from '@vamos/shared/schemas/managers';
import type { MailMessage } from '../../providers/mail/mailer.ts';
import { escapeHtml } from '../../providers/mail/html.ts';

/** The page of the web app that reads `?token=`, shows the company and accepts the invitation. */
export function managerInvitationLink(appUrl: string, token: string): string {
  const url = new URL('/convite-gerente', appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export const managerInvitationSubject = (company: string) =>
  `${company} convidou você para ser gerente no Vamos Trabalhar`;

/** 'Convidar gerente': the e-mail with the single-use link, to someone who may not have an account yet. */
export function managerInvitationMessage(input: {
  email: string;
  company: string;
  inviter: string;
  token: string;
  appUrl: string;
}): MailMessage {
  const link = managerInvitationLink(input.appUrl, input.token);
  const lines = [
    'Olá!',
    `${input.inviter} convidou você para ser gerente de ${input.company} no Vamos Trabalhar.`,
    'Como gerente, você publica e edita vagas, aprova candidatos, conclui serviços e avalia freelancers em nome da empresa.',
  ];
  const closing = [
    `O convite vale por ${MANAGER_INVITATION_DAYS} dias e só pode ser usado uma vez.`,
    'Se você não esperava este convite, ignore este e-mail.',
    'Equipe Vamos Trabalhar',
  ];
  const text = [...lines.flatMap((l) => [l, '']), 'Para aceitar, acesse o link abaixo:', '', link, '', ...closing].join(
    '\n',
  );
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">Aceitar o convite</a></p>`,
    ...closing.map((l) => `<p>${escapeHtml(l)}</p>`),
  ].join('\n');
  return { to: input.email, subject: managerInvitationSubject(input.company), text, html };
}
