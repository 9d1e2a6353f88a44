import { coinPackageById, PIX_CHARGE_EXPIRY_HOURS, planById, type PaidPlanId } from '@vamos/shared/pricing';
import type { BuyCoinsBodySchema, Payment, SubscribeBody } from '@vamos/shared/schemas/payments';
import type { z } from 'zod';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import type { PaymentCustomer } from '../../providers/payment/payment-provider.ts';
import { payerProfileOf } from '../profiles/profiles.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { presentPayment } from './payment-presenter.ts';
import * as paymentsRepo from './payments.repo.ts';
import { chargeAtProvider } from './provider-charge.ts';
import { currentPlan } from './subscriptions.ts';

type PurchaseDeps = Pick<Deps, 'db' | 'events' | 'payments'>;

/** `POST /api/payments/coins`: a PIX charge for a coin package (freelancers). */
export async function buyCoins(
  deps: PurchaseDeps,
  actor: Actor,
  body: z.output<typeof BuyCoinsBodySchema>,
): Promise<Payment> {
  const pkg = coinPackageById(body.package_id);
  if (!pkg) throw new AppError('VALIDATION', { fields: { package_id: 'Pacote inválido' } });
  return openCharge(deps, actor, {
    kind: 'coins',
    productId: pkg.id,
    amountCents: pkg.priceCents,
    quantity: pkg.coins,
    description: `Vamos Trabalhar - Pacote ${pkg.name} (${pkg.coins} moedas)`,
    customer: { userId: actor.id, ...body.customer },
  });
}

/**
 * `POST /api/payments/plans`: a PIX charge for a month of a paid plan (contractors). The buyer is
 * the profile's name and CPF (spec 02: both required before subscribing); the current active plan
 * cannot be bought again while it lasts ('Trocar de Plano' buys another one).
 */
export async function subscribe(deps: PurchaseDeps, actor: Actor, body: SubscribeBody): Promise<Payment> {
  const plan = planById(body.plan_id);
  if (!plan || plan.priceCents === null || plan.credits === null || plan.priceCents === 0) {
    throw new AppError('VALIDATION', { fields: { plan_id: 'Plano inválido' } });
  }
  const profile = await payerProfileOf(deps, actor.id);
  if (!profile) throw new AppError('PAYMENT_PROFILE_INCOMPLETE');
  const current = await currentPlan(deps.db, actor.id);
  if (current.planId === (body.plan_id satisfies PaidPlanId)) throw new AppError('PLAN_ALREADY_ACTIVE');
  return openCharge(deps, actor, {
    kind: 'plan',
    productId: plan.id,
    amountCents: plan.priceCents,
    quantity: plan.credits,
    description: `Vamos Trabalhar - Plano ${plan.name} (30 dias, ${plan.credits} créditos)`,
    customer: { userId: actor.id, name: profile.fullName, email: profile.email, cpf: profile.cpf },
  });
}

type ChargeRequest = {
  kind: 'coins' | 'plan';
  productId: string;
  amountCents: number;
  quantity: number;
  description: string;
  customer: PaymentCustomer;
};

/**
 * Reserves the user's one pending slot (a partial unique index, so concurrent purchases cannot
 * both pass), then asks the provider for the charge outside any transaction, then stores it.
 * A provider failure frees the slot again; a crash in between leaves a row without a charge,
 * which the sweep deletes.
 */
async function openCharge(deps: PurchaseDeps, actor: Actor, request: ChargeRequest): Promise<Payment> {
  const reserved = await paymentsRepo.insertPending(deps.db, {
    userId: actor.id,
    kind: request.kind,
    productId: request.productId,
    amountCents: request.amountCents,
    quantity: request.quantity,
    provider: deps.payments.name,
    expiresAt: new Date(Date.now() + PIX_CHARGE_EXPIRY_HOURS * 3600_000),
  });
  if (!reserved) throw new AppError('PAYMENT_PENDING_EXISTS');
  const stored = await chargeAtProvider(deps, reserved, request.customer, request.description, () =>
    paymentsRepo.deletePayment(deps.db, reserved.id),
  );
  await publishEvent(deps, { type: 'payment.changed', userIds: [actor.id], ids: { paymentId: stored.id } });
  return presentPayment(stored);
}
