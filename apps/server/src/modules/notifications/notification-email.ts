import mjml2html from 'mjml';
import type { NotificationCategory, NotificationKind } from '@vamos/shared/notifications';
import { NOTIFICATION_CATEGORY_LABELS } from '@vamos/shared/notifications';
import type { MailMessage } from '../../providers/mail/mailer.ts';
import { escapeHtml } from '../../providers/mail/html.ts';

/** The button of each kind's e-mail. */
const ACTION_LABELS: Record<NotificationKind, string> = {
  application_received: 'Ver candidatos',
  application_approved: 'Ver a vaga',
  application_rejected: 'Ver outras vagas',
  application_closed: 'Ver outras vagas',
  job_cancelled: 'Ver meu saldo',
  shift_changed: 'Ver a vaga',
  application_withdrawn: 'Ver candidatos',
  job_completed: 'Avaliar agora',
  evaluation_received: 'Ver avaliação',
  payment_confirmed: 'Ver meu saldo',
  payment_expired: 'Comprar novamente',
  payment_refunded: 'Ver meu saldo',
  coins_needed: 'Comprar moedas',
  credits_low: 'Ver planos',
  plan_expiring: 'Renovar plano',
  plan_expired: 'Ver planos',
  shift_reminder: 'Ver a vaga',
  evaluation_reminder: 'Avaliar agora',
  no_show_marked: 'Ver minhas candidaturas',
  no_show_contested: 'Ver candidatos',
  no_show_upheld: 'Ver detalhes',
  no_show_cleared: 'Ver detalhes',
  shift_unconfirmed: 'Ver candidatos',
  job_alert: 'Ver a vaga',
  job_alert_digest: 'Ver as vagas',
  shift_reserved: 'Ver a vaga',
  reserve_promoted: 'Ver a vaga',
  reserve_released: 'Ver outras vagas',
  shift_invited: 'Ver o convite',
  invitation_accepted: 'Ver candidatos',
  invitation_declined: 'Ver candidatos',
  place_paid: 'Ver candidatos',
  place_payment_lapsed: 'Ver candidatos',
  job_funded: 'Ver vaga',
  job_funding_lapsed: 'Ver vaga',
  payout_sent: 'Ver meus ganhos',
  payout_failed: 'Conferir chave PIX',
  place_refunded: 'Ver vaga',
  job_hidden: 'Ver vaga',
  report_outcome: 'Ver notificações',
};

/** What one e-mail says; the layout (logo, colours, footer) is the same for every kind. */
export type EmailContent = {
  to: string;
  name: string;
  kind: NotificationKind;
  category: NotificationCategory;
  title: string;
  body: string;
  /** The button's label when the notification has its own action ('Vou comparecer'); else the kind's. */
  actionLabel?: string | null;
  /** Absolute URLs. */
  actionUrl: string;
  preferencesUrl: string;
  unsubscribeUrl: string;
};

// Placeholders in the compiled layout: MJML runs once, each message fills them with escaped text.
type Slot =
  | 'TITLE'
  | 'BODY'
  | 'GREETING'
  | 'ACTION_LABEL'
  | 'ACTION_URL'
  | 'PREFERENCES_URL'
  | 'UNSUBSCRIBE_URL'
  | 'CATEGORY'
  | 'LOGO_URL';
const slot = (name: Slot) => `__VT_${name}__`;

/** Our e-mail layout in MJML: responsive on a phone, brand colours, the logo, the action button, the footer. */
const LAYOUT = `<mjml lang="pt-BR">
  <mj-head>
    <mj-title>${slot('TITLE')}</mj-title>
    <mj-preview>${slot('BODY')}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text color="#0f172a" font-size="16px" line-height="24px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f5f9" width="560px">
    <mj-section padding="24px 16px 8px">
      <mj-column>
        <mj-image src="${slot('LOGO_URL')}" alt="Vamos Trabalhar" width="56px" height="56px" align="left" padding="0" />
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="12px" padding="24px 8px">
      <mj-column>
        <mj-text font-size="14px" color="#475569">${slot('GREETING')}</mj-text>
        <mj-text font-size="20px" line-height="28px" font-weight="700" color="#3730a3">${slot('TITLE')}</mj-text>
        <mj-text>${slot('BODY')}</mj-text>
        <mj-button href="${slot('ACTION_URL')}" background-color="#3730a3" color="#ffffff" border-radius="8px" font-size="16px" font-weight="700" inner-padding="14px 24px" align="left">${slot('ACTION_LABEL')}</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="16px">
      <mj-column>
        <mj-text font-size="12px" line-height="18px" color="#475569">
          Você recebe este e-mail porque tem uma conta no Vamos Trabalhar e os avisos de ${slot('CATEGORY')} estão ligados.
          <a href="${slot('PREFERENCES_URL')}" style="color:#3730a3">Preferências de notificação</a> ·
          <a href="${slot('UNSUBSCRIBE_URL')}" style="color:#3730a3">Parar de receber e-mails de ${slot('CATEGORY')}</a>
        </mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

let compiled: Promise<string> | undefined;

/** The layout's HTML, compiled by MJML on first use (then kept: one compile per process). */
function layoutHtml(): Promise<string> {
  compiled ??= Promise.resolve(mjml2html(LAYOUT, { validationLevel: 'strict' })).then((result) => {
    if (result.errors.length > 0) throw new Error(`e-mail layout: ${result.errors.map((e) => e.message).join('; ')}`);
    return result.html;
  });
  return compiled;
}

/**
 * The e-mail of a notification: Portuguese subject, HTML (MJML layout) and plain text, with
 * `List-Unsubscribe` (one click, RFC 8058) for its category and the preferences in the footer.
 */
export async function notificationEmail(content: EmailContent, appUrl: string): Promise<MailMessage> {
  const category = NOTIFICATION_CATEGORY_LABELS[content.category].toLowerCase();
  const greeting = `Olá, ${firstName(content.name)}!`;
  const actionLabel = content.actionLabel ?? ACTION_LABELS[content.kind];
  const values: Record<Slot, string> = {
    TITLE: content.title,
    BODY: content.body,
    GREETING: greeting,
    ACTION_LABEL: actionLabel,
    ACTION_URL: content.actionUrl,
    PREFERENCES_URL: content.preferencesUrl,
    UNSUBSCRIBE_URL: content.unsubscribeUrl,
    CATEGORY: category,
    LOGO_URL: new URL('/icons/icon-192.png', appUrl).toString(),
  };
  const html = (await layoutHtml()).replace(/__VT_([A-Z_]+?)__/g, (match, name: string) =>
    name in values ? escapeHtml(values[name as Slot]) : match,
  );
  const text = [
    greeting,
    '',
    content.title,
    '',
    content.body,
    '',
    `${actionLabel}: ${content.actionUrl}`,
    '',
    '—',
    'Vamos Trabalhar',
    `Preferências de notificação: ${content.preferencesUrl}`,
    `Parar de receber e-mails de ${category}: ${content.unsubscribeUrl}`,
  ].join('\n');
  return {
    to: content.to,
    subject: content.title,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${content.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
