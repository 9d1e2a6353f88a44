import { FUNDING_HOLD_MINUTES, RELEASE_AFTER_SHIFT_HOURS } from '@vamos/shared/guaranteed-pay';

/** What the contractor reads while paying a guaranteed-pay place (decision 0042). */
export const FUNDING_TEXTS = {
  title: 'Pagar vaga por PIX',
  description: `O lugar fica reservado por ${FUNDING_HOLD_MINUTES} minutos. Pague com o QR Code ou o PIX copia e cola no app do seu banco.`,
  loading: 'Carregando pagamento...',
  check: 'Já paguei',
  pay: 'Pagar',
  cancel: 'Cancelar pagamento',
  cancelling: 'Cancelando...',
  cancelQuestion: 'Cancelar pagamento?',
  cancelled: 'Pagamento cancelado',
  cancelFailed: 'Não foi possível cancelar o pagamento',
  confirmed: 'Pagamento confirmado',
  openInvoice: 'Abrir página de pagamento',
  afterPaying: 'Depois de pagar, toque em “Já paguei” para conferirmos com o banco.',
  freelancer: 'Freelancer',
  value: 'Valor',
  fee: 'Taxa de serviço',
  total: 'Total',
  lapsedDescription: 'O lugar foi liberado e a candidatura voltou para pendente.',
  refundedDescription: 'O valor pago foi devolvido a você.',
} as const;

/** 'A aprovação de Maria está confirmada…': the dialog once the place is paid. */
export function fundedDescription(name: string): string {
  return `A aprovação de ${name} está confirmada. O valor fica retido e é pago ao freelancer por PIX até ${RELEASE_AFTER_SHIFT_HOURS} h após o turno.`;
}

/** What 'Cancelar pagamento' undoes, asked before it does. */
export function cancelHoldWarning(name: string): string {
  return `A aprovação de ${name} é desfeita, a cobrança PIX deixa de valer e o lugar fica livre de novo: a candidatura volta para pendente.`;
}

/** The toast once cancelled. */
export function cancelledDescription(name: string): string {
  return `O lugar foi liberado e a candidatura de ${name} voltou para pendente.`;
}

/** 'Reservado até 14:32': an awaiting place on its candidate's card. */
export function heldUntilText(time: string): string {
  return `Lugar reservado até ${time} para o pagamento.`;
}
