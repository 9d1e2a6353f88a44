import { toast } from '@/lib/toast';
import type { Payment } from '@vamos/shared/schemas/payments';
import { ApiError } from '@/lib/api-client';

/** What the coin and plan pages say alike about a charge (spec 02 "Coin packages", "Subscription"). */
export const CHARGE_TEXTS = {
  close: 'Fechar',
  checking: 'Verificando...',
  cancel: 'Cancelar',
  cancelling: 'Cancelando...',
  confirmed: 'Pagamento Confirmado!',
  stillPending: 'Pagamento ainda pendente',
  tryLater: 'Tente novamente em alguns minutos',
  checked: 'Verificação Concluída',
  checkFailed: 'Erro ao verificar pagamento',
  unknownError: 'Erro desconhecido',
} as const;

/** What went wrong, as the server put it; `fallback` when it did not answer with an error code. */
export function chargeErrorText(error: unknown, fallback: string = CHARGE_TEXTS.unknownError): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * The toast id of a confirmed charge: the confirmation can be heard several ways at once
 * ('Verificar', 'Cancelar' of a charge paid meanwhile, realtime), and it is said once.
 */
export function confirmedToastId(paymentId: string): string {
  return `confirmed-${paymentId}`;
}

/** 'Pagamento Confirmado!' with what the user got. */
export function toastConfirmed(payment: Payment, description: string): void {
  toast.success(CHARGE_TEXTS.confirmed, { id: confirmedToastId(payment.id), description });
}
