/**
 * Pay-outs (issue 27, decision 0044): a released place's pay, sent by PIX to its freelancer's key.
 * `shift-pay` queues one when it releases a place; `send-payouts.ts` sends them; the freelancer
 * reads them on 'Meus ganhos' (`earnings.ts`).
 */
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import * as payoutsRepo from './payouts.repo.ts';
import * as pixKeysRepo from './pix-keys.repo.ts';

export { sendDuePayouts, reconcileSendingPayouts, type PayoutReport } from './send-payouts.ts';

export type PayoutOrder = {
  shiftId: string;
  jobId: string;
  freelancerId: string;
  amountCents: number;
  /** When it was released: due to send from then. */
  at: Date;
};

/**
 * Owes `amountCents` to the shift's freelancer, in the release's transaction: queued to send now, or
 * waiting for their PIX key when they have none. Once per shift (a second call changes nothing).
 */
export async function queuePayout(
  deps: Pick<Deps, 'events'>,
  tx: Tx,
  afterCommit: AfterCommit,
  order: PayoutOrder,
): Promise<void> {
  const key = await pixKeysRepo.findPixKey(tx, order.freelancerId);
  const { at, ...owed } = order;
  const payout = await payoutsRepo.insertPayout(tx, {
    ...owed,
    nextAttemptAt: at,
    status: key ? 'queued' : 'waiting_key',
  });
  if (payout) afterCommit(() => publishEvent(deps, { type: 'payout.changed', userIds: [order.freelancerId] }));
}
