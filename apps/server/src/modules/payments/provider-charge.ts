import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { PaymentProviderError, type PaymentCustomer } from '../../providers/payment/payment-provider.ts';
import * as paymentsRepo from './payments.repo.ts';
import type { PaymentRecord } from './payments.repo.ts';

/**
 * Asks the provider for the PIX charge of a reserved payment row (outside any transaction) and
 * stores it on the row. When the provider fails, `undo` gives the reservation back first, then the
 * payer reads the provider's reasons (PAYMENT_PROVIDER_FAILED).
 */
export async function chargeAtProvider(
  deps: Pick<Deps, 'db' | 'payments'>,
  reserved: PaymentRecord,
  customer: PaymentCustomer,
  description: string,
  undo: () => Promise<unknown>,
): Promise<PaymentRecord> {
  let charge;
  try {
    charge = await deps.payments.createPixCharge({
      customer,
      amountCents: reserved.amountCents,
      description,
      externalReference: reserved.id,
      dueDate: dueDateInSaoPaulo(reserved.expiresAt),
    });
  } catch (error) {
    await undo();
    if (error instanceof PaymentProviderError) {
      const detail = error.details.length ? ` ${error.details.join(' ')}` : '';
      throw new AppError('PAYMENT_PROVIDER_FAILED', {
        message: `Erro ao processar pagamento.${detail || ' Tente novamente em alguns minutos.'}`,
      });
    }
    throw error;
  }
  const stored = await paymentsRepo.attachCharge(deps.db, reserved.id, {
    providerPaymentId: charge.providerPaymentId,
    pixPayload: charge.pixPayload,
    qrCodePngBase64: charge.qrCodePngBase64,
    invoiceUrl: charge.invoiceUrl,
  });
  if (!stored) throw new Error(`payment ${reserved.id} vanished after its charge was created`);
  return stored;
}

/** The provider's due date: the charge's last day in America/Sao_Paulo. */
function dueDateInSaoPaulo(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);
}
