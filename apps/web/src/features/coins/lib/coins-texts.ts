import { coins } from '@vamos/shared/pricing';

/** The coin store's texts (spec 02 "Coin packages", §8 "Payment start" and "Coin payment"). */
export const COINS_TEXTS = {
  title: 'Pacotes de Moedas',
  subtitle: 'Candidatura de vagas',
  balance: 'Seu saldo',
  buy: 'Comprar',
  viewCharge: 'Ver Cobrança',
  bestChoice: 'Melhor Escolha',
  // Purchase
  purchaseTitle: (name: string) => `Comprar pacote ${name}`,
  generatePix: 'Gerar PIX',
  generatingPix: 'Gerando PIX...',
  created: 'Pagamento criado!',
  createdDescription: 'Pague o PIX para receber suas moedas.',
  startFailed: 'Erro ao processar pagamento',
  unknownError: 'Erro desconhecido',
  // Pending card
  pendingTitle: 'Pagamento pendente',
  view: 'Ver',
  cancel: 'Cancelar',
  noPending: 'Nenhum pagamento pendente.',
  verifyHint: 'Já pagou e as moedas não chegaram? O provedor pode levar até 1 hora para confirmar.',
  verify: 'Verificar',
  verifying: 'Verificando...',
  // Cancel
  cancelQuestion: 'Cancelar pagamento?',
  cancelConfirm: 'Cancelar pagamento',
  cancelled: 'Pagamento de token cancelado!',
  cancelFailed: 'Erro ao cancelar pagamento de token',
  // Reconcile ('Verificar' without a pending charge)
  reconcileFailed: 'Erro na Reconciliação',
  corrected: 'Pagamento Corrigido!',
  checked: 'Verificação Concluída',
  nothingToCorrect: 'Nenhum pagamento precisava de correção.',
  // Check of the pending charge (the other texts: components/payments/charge-texts)
  checkPayment: 'Já paguei, verificar',
  expiredNow: 'A cobrança expirou. Gere um novo PIX para comprar moedas.',
  // PIX dialog
  pixTitle: 'Pagamento via PIX',
  pixDescription: 'Escaneie o QR Code ou copie o código PIX no app do seu banco.',
  expiredTitle: 'Cobrança expirada',
  closedTitle: 'Cobrança encerrada',
  closedDescription: 'Esta cobrança não pode mais ser paga. Escolha um pacote para gerar um novo PIX.',
} as const;

/** '50 moedas foram adicionadas ao seu saldo.', '1 moeda foi adicionada ao seu saldo.' */
export function creditedLabel(n: number): string {
  return `${coins(n)} ${n === 1 ? 'foi adicionada' : 'foram adicionadas'} ao seu saldo.`;
}
