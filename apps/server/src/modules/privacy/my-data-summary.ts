import { CONSENT_DOCUMENT_LABELS, type ConsentDocument } from '@vamos/shared/consents';
import { escapeHtml } from '../../providers/mail/html.ts';
import { ERASURE_PLAN } from './erasure-plan.ts';
import type { MyDataExport } from './export-my-data.ts';

/** The sections of the summary, in Portuguese, by table. */
const TABLE_LABELS: Record<string, string> = {
  users: 'Conta',
  profiles: 'Perfil',
  accounts: 'Acesso (login)',
  sessions: 'Sessões',
  consents: 'Consentimentos',
  balances: 'Saldos',
  ledger_entries: 'Extrato de moedas e créditos',
  payments: 'Pagamentos',
  subscriptions: 'Plano',
  free_plan_months: 'Créditos do plano grátis',
  jobs: 'Vagas publicadas',
  job_events: 'Eventos',
  job_history: 'Histórico das vagas',
  job_templates: 'Modelos de vaga',
  job_applications: 'Candidaturas e turnos',
  shift_moves: 'Ações nos turnos',
  strikes: 'Advertências',
  strike_forgiveness: 'Advertências perdoadas',
  agenda_items: 'Agenda',
  evaluations: 'Avaliações dadas e recebidas',
  notifications: 'Notificações',
  notification_preferences: 'Preferências de notificação',
  push_subscriptions: 'Aparelhos para notificações',
  job_alerts: 'Alertas de vagas',
  job_alert_matches: 'Vagas enviadas pelos alertas',
  team_members: 'Equipes',
  blocks: 'Bloqueios',
  company_managers: 'Gerentes',
  manager_invitations: 'Convites de gerente',
  pix_keys: 'Chave PIX',
  shift_pay: 'Pagamento garantido',
  job_funding: 'Pagamento de todas as vagas',
  payouts: 'Repasses por PIX',
  shift_refunds: 'Reembolsos por PIX',
  operator_totp: 'Segundo fator (operadores)',
  operator_audit: 'Auditoria (operadores)',
  account_deletions: 'Exclusão da conta',
};

const FATE_LABELS = { apagado: 'Apagado', anonimizado: 'Anonimizado', mantido: 'Mantido' } as const;

const MAX_ROWS_SHOWN = 200;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (value instanceof Date) return value.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  if (typeof value === 'object') return escapeHtml(JSON.stringify(value));
  return escapeHtml(String(value));
}

/** Each record as a list of its fields (a column name and its value): readable at any width, and in print. */
function records(rows: Record<string, unknown>[]): string {
  const shown = rows.slice(0, MAX_ROWS_SHOWN);
  const items = shown
    .map(
      (r) =>
        `<dl>${Object.entries(r)
          .map(([column, value]) => `<div><dt>${escapeHtml(column)}</dt><dd>${cell(value)}</dd></div>`)
          .join('')}</dl>`,
    )
    .join('\n');
  const more =
    rows.length > shown.length
      ? `<p>Mostrando ${shown.length} de ${rows.length} registros. O arquivo JSON traz todos.</p>`
      : '';
  return `${items}${more}`;
}

/**
 * 'Ver resumo para imprimir' (decision 0051): the same data as the JSON file, as a page a person can
 * read and print (or save as PDF from the browser's print dialog): who holds it, the consents, then
 * each table with its records and what deleting the account does to it.
 */
export function myDataSummaryHtml(data: MyDataExport): string {
  const { controller } = data.export;
  const consents = (data.tables.consents ?? []) as {
    document: ConsentDocument;
    version: string | null;
    granted: boolean;
    at: Date;
    ip: string | null;
  }[];
  const consentItems = consents
    .map(
      (c) =>
        `<li>${escapeHtml(CONSENT_DOCUMENT_LABELS[c.document])}${c.version ? ` (versão ${escapeHtml(c.version)})` : ''}: ${c.granted ? 'aceito' : 'recusado'} em ${cell(c.at)}${c.ip ? `, do endereço ${escapeHtml(c.ip)}` : ''}</li>`,
    )
    .join('\n');
  const sections = Object.entries(data.tables)
    .map(([table, rows]) => {
      const fate = ERASURE_PLAN[table];
      return `<section>
<h2>${escapeHtml(TABLE_LABELS[table] ?? table)} <small>(${rows.length} ${rows.length === 1 ? 'registro' : 'registros'})</small></h2>
${fate ? `<p class="fate"><strong>Se você excluir a conta: ${FATE_LABELS[fate.fate]}.</strong> ${escapeHtml(fate.what)}</p>` : ''}
${rows.length > 0 ? records(rows) : '<p>Nenhum registro.</p>'}
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Meus dados — Vamos Trabalhar</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 64rem; margin: 2rem auto; padding: 0 1rem; color: #0f172a; line-height: 1.5; }
  h1 { color: #3730a3; font-size: 1.75rem; }
  h2 { color: #3730a3; font-size: 1.2rem; margin-top: 2rem; }
  small { color: #475569; font-weight: 400; }
  dl { border: 1px solid #cbd5e1; border-radius: .5rem; padding: .5rem .75rem; margin: .5rem 0; font-size: .85rem; break-inside: avoid; }
  dl > div { display: grid; grid-template-columns: minmax(7rem, 12rem) 1fr; gap: .75rem; padding: .15rem 0; border-bottom: 1px solid #f1f5f9; }
  dl > div:last-child { border-bottom: 0; }
  dt { color: #475569; overflow-wrap: anywhere; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .fate { background: #f8fafc; border-left: 4px solid #3730a3; padding: .5rem .75rem; }
  @media print { body { margin: 0; max-width: none; } }
</style>
</head>
<body>
<h1>Meus dados</h1>
<p>Tudo o que o Vamos Trabalhar guarda sobre você, gerado em ${cell(new Date(data.export.generated_at))}. Para salvar em PDF, use Imprimir no navegador e escolha "Salvar como PDF".</p>
<p><strong>Controlador:</strong> ${escapeHtml(controller.legal_name)}, CNPJ ${escapeHtml(controller.cnpj)}. <strong>Encarregado de dados (DPO):</strong> ${escapeHtml(controller.dpo_email)}.</p>
<h2>Consentimentos</h2>
${consentItems ? `<ul>${consentItems}</ul>` : '<p>Nenhum consentimento registrado.</p>'}
${sections}
</body>
</html>
`;
}
