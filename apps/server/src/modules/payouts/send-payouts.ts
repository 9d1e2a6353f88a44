import { PAYOUT_MAX_ATTEMPTS } from '@vamos/shared/guaranteed-pay';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { PaymentProviderError, type PixTransfer } from '../../providers/payment/payment-provider.ts';
import { LEDGER_ACCOUNTS, postEntry } from '../money-ledger/money-ledger.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import * as payoutsRepo from './payouts.repo.ts';
import type { PayoutRecord } from './payouts.repo.ts';
import * as pixKeysRepo from './pix-keys.repo.ts';
import { findJobMention } from '../jobs/jobs.service.ts';

/**
 * Sending pay-outs (decision 0044). A pass claims the queued pay-outs that are due, each under a
 * lease only one process holds (SKIP LOCKED), and asks the provider for a PIX transfer with the
 * reference 'payout:{id}:{attempt}': the provider makes one transfer per reference, so a pass that
 * dies after the call and the next pass's repeat send once. The transfer's answer, its webhook and
 * the reconciliation's re-read all land in `applyTransfer`, under the pay-out's row lock: whichever
 * comes first moves it, the others find nothing left to do.
 *
 * A refused transfer is tried again with a new reference after a back-off (1 min, 10 min, 1 h), and
 * after PAYOUT_MAX_ATTEMPTS the pay-out is 'failed': the freelancer is asked to check their key, and
 * saving a key queues it again. A provider that does not answer leaves the same attempt queued.
 */

export type PayoutDeps = Pick<Deps, 'db' | 'events' | 'payments'>;

/** A lease outlives any one provider call (its timeout is seconds): one caller per reference. */
const LEASE_SECONDS = 120;
const BATCH = 20;
/** The provider did not answer: the same attempt (same reference) again after this long. */
const UNREACHABLE_RETRY_MS = 60_000;
/** A transfer still pending after this long is asked about (its webhook may be lost). */
const RECONCILE_AFTER_MS = 5 * 60_000;

/** When the n-th refused attempt (1-based) is followed by the next. */
export function payoutRetryDelayMs(attempt: number): number {
  return [60_000, 600_000, 3_600_000][attempt - 1] ?? 3_600_000;
}

/** The provider's reference of one attempt: a new attempt is a new transfer. */
export function transferReference(payout: Pick<PayoutRecord, 'id' | 'attempt'>): string {
  return `payout:${payout.id}:${payout.attempt}`;
}

/** The pay-out and attempt a reference names, or null when it is not one of ours. */
export function parseTransferReference(reference: string): { payoutId: string; attempt: number } | null {
  const match = /^payout:([0-9a-f-]{36}):(\d{1,3})$/.exec(reference);
  return match ? { payoutId: match[1]!, attempt: Number(match[2]) } : null;
}

export type PayoutReport = { sent: number; sending: number; retried: number; failed: number; unreachable: number };

const emptyReport = (): PayoutReport => ({ sent: 0, sending: 0, retried: 0, failed: 0, unreachable: 0 });

/** One pass over the due pay-outs (`ids`: only these, for a retry the freelancer asked for). */
export async function sendDuePayouts(
  deps: PayoutDeps,
  { now = new Date(), ids }: { now?: Date; ids?: readonly string[] } = {},
): Promise<PayoutReport> {
  const report = emptyReport();
  const claimed = await payoutsRepo.claimDue(deps.db, { now, leaseSeconds: LEASE_SECONDS, limit: BATCH, ids });
  for (const payout of claimed) {
    const outcome = await sendOne(deps, payout, now);
    report[outcome] += 1;
  }
  return report;
}

/** Asks the provider about transfers accepted long ago and still not final (a lost webhook). */
export async function reconcileSendingPayouts(
  deps: PayoutDeps,
  { now = new Date() }: { now?: Date } = {},
): Promise<PayoutReport> {
  const report = emptyReport();
  const stale = await payoutsRepo.listSendingBefore(deps.db, new Date(now.getTime() - RECONCILE_AFTER_MS), BATCH);
  for (const payout of stale) {
    if (!payout.providerTransferId) continue;
    let transfer: PixTransfer;
    try {
      transfer = await deps.payments.getTransfer(payout.providerTransferId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      report.unreachable += 1;
      continue;
    }
    report[await applyTransfer(deps, payout.id, transfer, { now })] += 1;
  }
  return report;
}

type Outcome = keyof PayoutReport;

async function sendOne(deps: PayoutDeps, payout: PayoutRecord, now: Date): Promise<Outcome> {
  const key = await pixKeysRepo.findPixKey(deps.db, payout.freelancerId);
  if (!key) {
    // The key was removed after the release: the pay-out waits for a new one.
    await inTransaction(deps.db, async (tx) => {
      const row = await payoutsRepo.lockPayout(tx, payout.id);
      if (row?.status === 'queued')
        await payoutsRepo.updatePayout(tx, row.id, { status: 'waiting_key', claimedUntil: null });
    });
    return 'retried';
  }
  const job = await findJobMention(deps.db, payout.jobId);
  let transfer: PixTransfer;
  try {
    transfer = await deps.payments.createPixTransfer({
      pixKey: key.key,
      pixKeyType: key.keyType,
      amountCents: payout.amountCents,
      description: `Vamos Trabalhar: ${job?.jobTitle ?? 'turno'}`.slice(0, 140),
      externalReference: transferReference(payout),
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Refused (4xx: a key the provider does not accept): this attempt failed. No answer: try the same again.
    if (error.status !== null && error.status >= 400 && error.status < 500) {
      const reason = error.details.join(' ') || error.message;
      return applyTransfer(
        deps,
        payout.id,
        { providerTransferId: '', status: 'failed', endToEndId: null, failReason: reason, effectiveAt: null },
        { now, attempt: payout.attempt, key },
      );
    }
    await payoutsRepo.releaseClaim(deps.db, payout.id, new Date(now.getTime() + UNREACHABLE_RETRY_MS));
    return 'unreachable';
  }
  return applyTransfer(deps, payout.id, transfer, { now, attempt: payout.attempt, key });
}

type Attempt = {
  now: Date;
  /** The attempt the transfer was made for (when known: the sender's answer, a webhook's reference). */
  attempt?: number;
  /** The key it was sent to (the sender's answer). */
  key?: { keyType: PayoutRecord['pixKeyType']; key: string };
};

/**
 * What the provider says of one of a pay-out's transfers, applied once under the pay-out's lock: a
 * transfer of an earlier attempt, or news of a pay-out already sent, changes nothing.
 */
export async function applyTransfer(
  deps: PayoutDeps,
  payoutId: string,
  transfer: PixTransfer,
  { now, attempt, key }: Attempt,
): Promise<Outcome> {
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const payout = await payoutsRepo.lockPayout(tx, payoutId);
    if (!payout || payout.status === 'failed' || payout.status === 'waiting_key') return 'sending';
    const current =
      attempt !== undefined
        ? attempt === payout.attempt
        : transfer.providerTransferId !== '' && transfer.providerTransferId === payout.providerTransferId;
    if (!current) return 'sending';
    if (payout.status === 'sent') {
      // Only a sent transfer that failed after all (returned by the receiver's bank) is news.
      if (transfer.status !== 'failed' && transfer.status !== 'cancelled') return 'sent';
      await postEntry(tx, {
        kind: 'payout_returned',
        idempotencyKey: `payout_returned:${payout.id}:${payout.attempt}`,
        jobId: payout.jobId,
        shiftId: payout.shiftId,
        lines: [
          { account: LEDGER_ACCOUNTS.clearing, amountCents: payout.amountCents },
          { account: LEDGER_ACCOUNTS.freelancerPayable(payout.freelancerId), amountCents: -payout.amountCents },
        ],
      });
    }
    const sentTo = key ? { pixKeyType: key.keyType, pixKey: key.key } : {};
    const transferId = transfer.providerTransferId ? { providerTransferId: transfer.providerTransferId } : {};
    const tell = () =>
      afterCommit(() => publishEvent(deps, { type: 'payout.changed', userIds: [payout.freelancerId] }));

    if (transfer.status === 'pending') {
      if (payout.status !== 'sending') {
        await payoutsRepo.updatePayout(tx, payout.id, {
          status: 'sending',
          claimedUntil: null,
          ...transferId,
          ...sentTo,
        });
        tell();
      }
      return 'sending';
    }

    if (transfer.status === 'done') {
      const sentAt = transfer.effectiveAt ?? now;
      await payoutsRepo.updatePayout(tx, payout.id, {
        status: 'sent',
        claimedUntil: null,
        endToEndId: transfer.endToEndId,
        failReason: null,
        sentAt,
        ...transferId,
        ...sentTo,
      });
      await postEntry(tx, {
        kind: 'payout',
        // Per attempt: a transfer returned by the bank and sent again is booked again.
        idempotencyKey: `payout:${payout.id}:${payout.attempt}`,
        jobId: payout.jobId,
        shiftId: payout.shiftId,
        lines: [
          { account: LEDGER_ACCOUNTS.freelancerPayable(payout.freelancerId), amountCents: payout.amountCents },
          { account: LEDGER_ACCOUNTS.clearing, amountCents: -payout.amountCents },
        ],
      });
      await tellFreelancer(deps, tx, 'payout_sent', payout);
      tell();
      // The company's screens show the receipt of a sent pay-out ('Ver recibo', 'Pagamentos').
      const job = await findJobMention(tx, payout.jobId);
      if (job) {
        afterCommit(() =>
          publishEvent(deps, { type: 'job.changed', userIds: [job.contractorId], ids: { jobId: payout.jobId } }),
        );
      }
      return 'sent';
    }

    // Refused or cancelled: the next attempt after a back-off, or given up.
    const reason = transfer.failReason ?? (transfer.status === 'cancelled' ? 'Transferência cancelada' : null);
    if (payout.attempt >= PAYOUT_MAX_ATTEMPTS) {
      await payoutsRepo.updatePayout(tx, payout.id, {
        status: 'failed',
        claimedUntil: null,
        failReason: reason,
        endToEndId: null,
        sentAt: null,
        ...sentTo,
      });
      await tellFreelancer(deps, tx, 'payout_failed', payout);
      tell();
      return 'failed';
    }
    await payoutsRepo.updatePayout(tx, payout.id, {
      status: 'queued',
      attempt: payout.attempt + 1,
      nextAttemptAt: new Date(now.getTime() + payoutRetryDelayMs(payout.attempt)),
      claimedUntil: null,
      providerTransferId: null,
      failReason: reason,
      endToEndId: null,
      sentAt: null,
      ...sentTo,
    });
    tell();
    return 'retried';
  });
}

async function tellFreelancer(
  deps: Pick<Deps, 'events'>,
  tx: Parameters<typeof notify>[1],
  kind: 'payout_sent' | 'payout_failed',
  payout: PayoutRecord,
): Promise<void> {
  const job = await findJobMention(tx, payout.jobId);
  await notify(deps, tx, {
    userId: payout.freelancerId,
    kind,
    // Once per attempt: a pay-out returned and sent again is told again.
    ref: `payout:${payout.id}:${payout.attempt}`,
    data: {
      jobId: payout.jobId,
      jobTitle: job?.jobTitle ?? '',
      serviceDate: job?.serviceDate ?? '',
      payoutId: payout.id,
      amountCents: payout.amountCents,
    },
  });
}
