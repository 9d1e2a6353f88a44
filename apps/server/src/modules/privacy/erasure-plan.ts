/**
 * What 'Excluir minha conta' does to each table a person appears in (decision 0051), in the words the
 * 'Meus dados' summary shows. delete-account.ts does it; privacy.test.ts walks the database's
 * foreign keys to users and fails when a table has no entry here, and checks after a deletion that
 * no e-mail, name, CPF, phone or address of the person is left anywhere.
 */
export type Fate = 'apagado' | 'anonimizado' | 'mantido';

export const ERASURE_PLAN: Record<string, { fate: Fate; what: string }> = {
  users: {
    fate: 'anonimizado',
    what: "O nome vira 'Usuário removido' e o e-mail é apagado (ele pode ser usado em um novo cadastro).",
  },
  profiles: { fate: 'anonimizado', what: 'CPF, CNPJ, telefones, endereço, descrição, empresa e fotos são apagados.' },
  accounts: { fate: 'apagado', what: 'A senha (o hash) é apagada: ninguém entra mais na conta.' },
  sessions: {
    fate: 'apagado',
    what: 'Todas as sessões terminam na hora, com o endereço IP e o navegador de cada uma.',
  },
  consents: {
    fate: 'mantido',
    what: 'Os aceites dos termos e da política e as escolhas de marketing ficam como prova da base legal (Art. 16 I).',
  },
  balances: {
    fate: 'mantido',
    what: 'Saldos de moedas e créditos ficam, sem dados pessoais, para fechar a contabilidade.',
  },
  ledger_entries: {
    fate: 'mantido',
    what: 'O extrato de moedas e créditos fica (Art. 16 I: obrigação legal e fiscal).',
  },
  payments: {
    fate: 'mantido',
    what: 'As compras por PIX ficam (obrigação fiscal); o nome do pagador sai do provedor local.',
  },
  subscriptions: { fate: 'mantido', what: 'O histórico do plano fica, ligado às cobranças.' },
  free_plan_months: { fate: 'mantido', what: 'Os créditos mensais do plano grátis ficam, ligados ao extrato.' },
  jobs: {
    fate: 'anonimizado',
    what: "Vagas abertas são canceladas (moedas devolvidas a quem estava aprovado); as vagas passam a mostrar 'Usuário removido' e perdem o endereço.",
  },
  job_events: { fate: 'mantido', what: 'O agrupamento das vagas de um evento fica, ligado às vagas.' },
  job_history: {
    fate: 'mantido',
    what: 'O histórico do que foi feito em cada vaga fica, para as outras pessoas da vaga.',
  },
  job_templates: { fate: 'apagado', what: 'Os modelos de vaga são apagados.' },
  job_applications: {
    fate: 'mantido',
    what: 'Candidaturas pendentes são canceladas e turnos futuros desistidos pela política; o histórico dos turnos fica.',
  },
  shift_moves: { fate: 'mantido', what: 'O registro de cada mudança dos turnos fica, ligado aos turnos.' },
  strikes: { fate: 'mantido', what: 'As advertências ficam ligadas aos turnos que as geraram.' },
  strike_forgiveness: { fate: 'mantido', what: 'Os perdões de advertência ficam, ligados às advertências.' },
  agenda_items: { fate: 'apagado', what: 'Os compromissos próprios da agenda são apagados.' },
  evaluations: {
    fate: 'mantido',
    what: "As avaliações ficam, mostradas como de 'Usuário removido'; comentários deixam de citar o nome.",
  },
  notifications: {
    fate: 'apagado',
    what: 'Suas notificações são apagadas; nas dos outros, seu nome e e-mail são trocados.',
  },
  notification_preferences: { fate: 'apagado', what: 'As preferências de notificação são apagadas.' },
  push_subscriptions: { fate: 'apagado', what: 'Os aparelhos cadastrados para notificações são apagados.' },
  job_alerts: { fate: 'apagado', what: 'Os alertas de vagas são apagados.' },
  job_alert_matches: { fate: 'apagado', what: 'O registro das vagas enviadas pelos alertas é apagado.' },
  team_members: { fate: 'apagado', what: 'Você sai de todas as equipes (e a sua equipe é desfeita).' },
  blocks: { fate: 'apagado', what: 'Os bloqueios e contratantes ocultos são apagados.' },
  company_managers: {
    fate: 'mantido',
    what: 'A exclusão espera não haver gerentes ativos; o histórico de gerentes fica.',
  },
  manager_invitations: { fate: 'mantido', what: 'Os convites de gerente já encerrados ficam, sem efeito.' },
  pix_keys: { fate: 'apagado', what: 'A chave PIX é apagada, e também a cópia dela em cada repasse.' },
  shift_pay: {
    fate: 'mantido',
    what: 'Os valores do pagamento garantido ficam (obrigação fiscal); a exclusão espera os que estão em andamento.',
  },
  job_funding: {
    fate: 'mantido',
    what: 'Os pagamentos de todas as vagas de uma vez ficam (obrigação fiscal); a exclusão espera os que estão em andamento.',
  },
  payouts: {
    fate: 'mantido',
    what: 'Os repasses por PIX ficam (valor, data, identificador da transação), sem a chave PIX.',
  },
  shift_refunds: {
    fate: 'mantido',
    what: 'Os reembolsos por PIX ficam (obrigação fiscal); a exclusão espera os que estão em andamento.',
  },
  operator_totp: { fate: 'mantido', what: 'Só operadores têm: a exclusão pela conta não se aplica a eles.' },
  operator_audit: { fate: 'mantido', what: 'Só operadores têm: o registro de auditoria não pode ser alterado.' },
  account_deletions: { fate: 'mantido', what: 'Fica registrado quando a conta foi excluída.' },
  reports: {
    fate: 'mantido',
    what: 'As denúncias feitas e recebidas ficam como registro da moderação, ligadas à conta removida.',
  },
  user_suspensions: {
    fate: 'mantido',
    what: 'Uma suspensão em vigor fica registrada com o motivo dado pelo operador.',
  },
  charge_refunds: { fate: 'mantido', what: 'Os estornos de compras por PIX ficam (obrigação fiscal).' },
};
