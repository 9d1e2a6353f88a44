import type { PlanId } from '@vamos/shared/pricing';
import { SUBSCRIPTION_TEXTS as T } from './subscription-texts';

export type PlanAction = 'sales' | 'view-charge' | 'check' | 'subscribe' | 'none';
export type PlanButton = { label: string; disabled: boolean; action: PlanAction };

export type PlanButtonState = {
  /** The active plan ('free' when none is paid for). */
  currentPlanId: PlanId;
  /** The plan of the pending charge; `payable` when it has a QR code or a page to pay it on. */
  pendingCharge: { planId: string; payable: boolean } | null;
  /** The plan whose charge is being created right now. */
  processingPlanId: PlanId | null;
};

/**
 * A plan card's button (spec 02 "Subscription"). Labels, first match wins: Enterprise always
 * 'Falar com Vendas'; the plan with a payable pending charge 'Ver Cobrança'; the plan being paid
 * 'Processando pagamento...'; the active plan 'Plano Assinado'; the plan of a pending charge
 * that cannot be shown 'Pagamento Pendente'; another plan while on a paid one 'Trocar de Plano';
 * otherwise 'Assinar'. Disabled: the active plan without a pending charge, the other plans
 * while a charge is pending, every plan while a charge is being created.
 */
export function planButton(
  planId: PlanId,
  { currentPlanId, pendingCharge, processingPlanId }: PlanButtonState,
): PlanButton {
  if (planId === 'enterprise') return { label: T.sales, disabled: false, action: 'sales' };

  const chargeIsForThis = pendingCharge?.planId === planId;
  const disabled =
    processingPlanId !== null ||
    (planId === currentPlanId && pendingCharge === null) ||
    (pendingCharge !== null && !chargeIsForThis);

  if (chargeIsForThis && pendingCharge?.payable) return { label: T.viewCharge, disabled, action: 'view-charge' };
  if (processingPlanId === planId) return { label: T.processing, disabled, action: 'none' };
  if (planId === currentPlanId) return { label: T.subscribed, disabled, action: 'none' };
  if (chargeIsForThis) return { label: T.pendingPlan, disabled, action: 'check' };
  if (currentPlanId !== 'free') return { label: T.change, disabled, action: 'subscribe' };
  return { label: T.subscribe, disabled, action: 'subscribe' };
}

/** The pending charge as the buttons see it: its plan, and whether there is anything to pay it with. */
export function chargeOf(
  payment: {
    product_id: string;
    qr_code_png_base64: string | null;
    pix_payload: string | null;
    invoice_url: string | null;
  } | null,
): PlanButtonState['pendingCharge'] {
  if (!payment) return null;
  const payable = payment.qr_code_png_base64 !== null || payment.pix_payload !== null || payment.invoice_url !== null;
  return { planId: payment.product_id, payable };
}
