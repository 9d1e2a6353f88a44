import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from './app-deps.ts';
import { startDeliveryWorker } from './modules/notifications/delivery-worker.ts';
import { startPaymentSweeper } from './modules/payments/payment-sweeper.ts';
import { startReminderSweep } from './modules/reminders/send-reminders.ts';
import { startJobAlertMatching } from './modules/alerts/match-new-jobs.ts';
import { startAlertDigests } from './modules/alerts/send-alert-digests.ts';
import { startPayWorker } from './modules/shift-pay/pay-worker.ts';

/**
 * The periodic work of a served process: the payments' reconciliation sweep, the notification
 * queue (a pass every NOTIFICATION_POLL_MS and on every new notification) and the reminders. None
 * runs in tests (they call sweepPayments, deliverDue, sendDueReminders); a period of 0 turns one off.
 * Returns the function that stops them, waiting for the runs in progress.
 */
export function startBackgroundWork(deps: Deps, log: FastifyBaseLogger): () => Promise<void> {
  const { config } = deps;
  const served = config.NODE_ENV !== 'test';
  const stopSweeper =
    served && config.PAYMENT_SWEEP_SECONDS > 0 ? startPaymentSweeper(deps, log, config.PAYMENT_SWEEP_SECONDS) : null;
  const stopDeliveries =
    served && config.NOTIFICATION_POLL_MS > 0 ? startDeliveryWorker(deps, log, config.NOTIFICATION_POLL_MS) : null;
  const stopReminders =
    served && config.REMINDER_SWEEP_SECONDS > 0 ? startReminderSweep(deps, log, config.REMINDER_SWEEP_SECONDS) : null;
  // Job alerts (decision 0032): matching at the notification queue's pace (and on each publication),
  // the 08:00 digest checked at the reminders' pace.
  const stopAlertMatching =
    served && config.NOTIFICATION_POLL_MS > 0 ? startJobAlertMatching(deps, log, config.NOTIFICATION_POLL_MS) : null;
  const stopAlertDigests =
    served && config.REMINDER_SWEEP_SECONDS > 0 ? startAlertDigests(deps, log, config.REMINDER_SWEEP_SECONDS) : null;
  // Guaranteed pay (decision 0044): releases after the shift and the PIX pay-outs.
  const stopPayWorker =
    served && config.PAYOUT_SWEEP_SECONDS > 0 ? startPayWorker(deps, log, config.PAYOUT_SWEEP_SECONDS) : null;
  return async () => {
    await stopPayWorker?.();
    await stopAlertDigests?.();
    await stopAlertMatching?.();
    await stopReminders?.();
    await stopDeliveries?.();
    await stopSweeper?.();
  };
}
