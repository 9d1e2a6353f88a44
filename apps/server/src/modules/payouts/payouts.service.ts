/**
 * Pay-outs (issue 27, decision 0044): a released place's pay, sent by PIX to its freelancer's key.
 * `shift-pay` queues one when it releases a place; `send-payouts.ts` sends them; the freelancer
 * reads them on 'Meus ganhos' (`earnings.ts`).
 */
import type { ReceivingAs } from '@vamos/shared/pix-keys';
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

/** How a freelancer receives (decision 0041): as a person, or as a MEI with its CNPJ (unmasked). */
export type Receiving = { receivingAs: ReceivingAs; meiCnpj: string | null };

/** A freelancer without a key receives as a person: a MEI is one who said so in 'Recebimento'. */
export const AS_PERSON: Receiving = { receivingAs: 'person', meiCnpj: null };

/**
 * How each of these freelancers receives now, read from their 'Recebimento' (receipts say it). One
 * query for them all; every id given has an answer.
 */
export async function receivingOf(
  deps: Pick<Deps, 'db'>,
  freelancerIds: readonly string[],
): Promise<Map<string, Receiving>> {
  const unique = [...new Set(freelancerIds)];
  const rows = await pixKeysRepo.findReceivingOf(deps.db, unique);
  const found = new Map(rows.map((row) => [row.userId, { receivingAs: row.receivingAs, meiCnpj: row.meiCnpj }]));
  return new Map(unique.map((id) => [id, found.get(id) ?? AS_PERSON]));
}
export { requeueFailedPayout } from './retry-failed-payout.ts';

/** 'Excluir minha conta' (decision 0051), in the deletion's transaction: the PIX key and its copies on the pay-outs. */
export function forgetPixKey(tx: Tx, userId: string): Promise<void> {
  return pixKeysRepo.forgetPixKey(tx, userId);
}
