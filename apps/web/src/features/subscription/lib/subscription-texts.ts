import { credits } from '@vamos/shared/pricing';

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
  // Payment start (spec 02 §8): a charge is said to be paid only once it is confirmed; the spec's
  // 'Pagamento processado!' is not said, as it reads "paid" before any PIX was paid.
  startedConfirmed: 'Pagamento aprovado! Sua assinatura foi ativada.',
  startedPending: 'Pagamento em processamento. Aguarde a confirmação.',
  startFailed: 'Erro ao processar pagamento',
  unknownError: 'Erro desconhecido',
  // Payment status dialog (the texts shared with the coins: components/payments/charge-texts)
  approved: 'Pagamento Aprovado!',
  inProcess: 'Pagamento em Processamento',
  inProcessDescription: 'Pague o PIX no app do seu banco. O plano é ativado assim que o pagamento for confirmado.',
  viewStatus: 'Ver Status da Cobrança',
  closed: 'Cobrança encerrada',
  closedDescription: 'Esta cobrança não pode mais ser paga. Escolha um plano para gerar uma nova.',
  // Live activation
  updated: 'Assinatura atualizada!',
  updatedDescription: 'Seu plano foi atualizado com sucesso.',
  updateFailed: 'Erro ao atualizar assinatura',
  // Pending banner
  pendingTitle: 'Pagamento pendente',
  view: 'Ver',
  verify: 'Verificar',
  cancelQuestion: 'Cancelar cobrança?',
  cancelConfirm: 'Cancelar cobrança',
  cancelled: 'Cobrança cancelada.',
  cancelFailed: 'Erro ao cancelar assinatura',
  // Profile
  profileLoading: 'Carregando dados do perfil... Tente novamente em alguns segundos.',
  completeProfile: 'Completar perfil',
} as const;

/** '1 crédito', '30 créditos' (the words of @vamos/shared/pricing). */
export const creditsLabel = credits;

/** '30 créditos foram adicionados à sua conta.', '1 crédito foi adicionado à sua conta.' */
export function creditsAddedLabel(n: number): string {
  return `${credits(n)} ${n === 1 ? 'foi adicionado' : 'foram adicionados'} à sua conta.`;
}
