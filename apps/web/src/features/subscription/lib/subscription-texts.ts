/** The plans page's texts (spec 02 "Subscription", §8 "Payment start", "Subscription update"). */
export const SUBSCRIPTION_TEXTS = {
  title: 'Planos de Assinatura',
  subtitle: 'Créditos para publicar vagas e aprovar freelancers.',
  // Plan buttons
  sales: 'Falar com Vendas',
  viewCharge: 'Ver Cobrança',
  processing: 'Processando pagamento...',
  subscribed: 'Plano Assinado',
  pendingPlan: 'Pagamento Pendente',
  change: 'Trocar de Plano',
  subscribe: 'Assinar',
  // Payment start
  started: 'Pagamento processado!',
  startedConfirmed: 'Pagamento aprovado! Sua assinatura foi ativada.',
  startedPending: 'Pagamento em processamento. Aguarde a confirmação.',
  startFailed: 'Erro ao processar pagamento',
  unknownError: 'Erro desconhecido',
  // Payment status dialog
  approved: 'Pagamento Aprovado!',
  inProcess: 'Pagamento em Processamento',
  viewStatus: 'Ver Status da Cobrança',
  checking: 'Verificando...',
  closed: 'Cobrança encerrada',
  closedDescription: 'Esta cobrança não pode mais ser paga. Escolha um plano para gerar uma nova.',
  close: 'Fechar',
  // Check
  checkFailed: 'Erro ao verificar pagamento',
  confirmed: 'Pagamento Confirmado!',
  stillPending: 'Pagamento ainda pendente',
  tryLater: 'Tente novamente em alguns minutos',
  checkedClosed: 'Verificação Concluída',
  // Live activation
  updated: 'Assinatura atualizada!',
  updatedDescription: 'Seu plano foi atualizado com sucesso.',
  updateFailed: 'Erro ao atualizar assinatura',
  // Pending banner
  pendingTitle: 'Pagamento pendente',
  view: 'Ver',
  verify: 'Verificar',
  cancel: 'Cancelar',
  cancelQuestion: 'Cancelar cobrança?',
  cancelConfirm: 'Cancelar cobrança',
  cancelling: 'Cancelando...',
  cancelled: 'Cobrança cancelada.',
  cancelFailed: 'Erro ao cancelar assinatura',
  // Profile
  profileLoading: 'Carregando dados do perfil... Tente novamente em alguns segundos.',
  completeProfile: 'Completar perfil',
} as const;

/** '1 crédito', '30 créditos'. */
export function creditsLabel(n: number): string {
  return n === 1 ? '1 crédito' : `${n} créditos`;
}
