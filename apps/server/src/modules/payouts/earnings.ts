import type { Earnings } from '@vamos/shared/schemas/guaranteed-pay';
import { saoPauloMonthSpan, todayInSaoPaulo } from '@vamos/shared/dates';
import type { Deps } from '../../app-deps.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { presentPayout } from './payout-presenter.ts';
import * as payoutsRepo from './payouts.repo.ts';
import * as pixKeysRepo from './pix-keys.repo.ts';

/**
 * 'Meus ganhos' (decision 0044): the freelancer's pay-outs released in `month` (São Paulo's
 * calendar; this month when none is given), what of them reached their account, and what is
 * released and not sent yet.
 */
export async function getEarnings(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  month: string | undefined,
  now = new Date(),
): Promise<Earnings> {
  const shown = month ?? todayInSaoPaulo(now).slice(0, 7);
  const { from, to } = saoPauloMonthSpan(shown);
  const [rows, pending, key] = await Promise.all([
    payoutsRepo.listOfFreelancer(deps.db, actor.id, from, to),
    payoutsRepo.unsentTotal(deps.db, actor.id),
    pixKeysRepo.findPixKey(deps.db, actor.id),
  ]);
  return {
    month: shown,
    total_sent_cents: rows.filter((row) => row.status === 'sent').reduce((sum, row) => sum + row.amountCents, 0),
    pending_cents: pending,
    has_pix_key: key !== undefined,
    payouts: rows.map(presentPayout),
  };
}

/**
 * A saved PIX key: the freelancer's pay-outs that waited for one, or failed on the old one, are
 * queued again (a failed one with a new attempt); the pay-out worker hears it and sends them.
 */
export async function requeuePayoutsForNewKey(
  deps: Pick<Deps, 'db' | 'events'>,
  freelancerId: string,
  now = new Date(),
): Promise<number> {
  const ids = await payoutsRepo.requeueForNewKey(deps.db, freelancerId, now);
  if (ids.length > 0) await publishEvent(deps, { type: 'payout.changed', userIds: [freelancerId] });
  return ids.length;
}

/** 'Tentar novamente' on a failed pay-out: that one is sent again with a new attempt, to the key saved now. */
export async function retryPayout(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  payoutId: string,
  now = new Date(),
): Promise<void> {
  const payout = isUuid(payoutId) ? await payoutsRepo.findPayout(deps.db, payoutId) : undefined;
  if (!payout || payout.freelancerId !== actor.id) throw new AppError('PAYOUT_NOT_FOUND');
  if (!(await pixKeysRepo.findPixKey(deps.db, actor.id))) throw new AppError('PIX_KEY_REQUIRED');
  // This one only (a second tap, or one already on its way, changes nothing).
  const ids = await payoutsRepo.requeueForNewKey(deps.db, actor.id, now, payout.id);
  if (ids.length > 0) await publishEvent(deps, { type: 'payout.changed', userIds: [actor.id] });
}
