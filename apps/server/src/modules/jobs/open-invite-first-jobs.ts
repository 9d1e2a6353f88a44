/**
 * The end of 'Convidar minha equipe primeiro' (decision 0037): a job whose window has passed opens to
 * everyone — the board, the public pages, the alerts (queued as a new job). The reminders' sweep runs
 * it every minute on every instance; each job opens once, on one of them: the statement is a
 * compare-and-set (`invite_first_until <= now` → NULL) whose rows only one transaction gets back.
 */
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { queueJobForAlerts } from '../alerts/job-alerts.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import * as jobsRepo from './jobs.repo.ts';

/** Opens every job whose invite-first window ended by `now`; the ids of those this call opened. */
export async function openInviteFirstJobs(deps: Pick<Deps, 'db' | 'events'>, now = new Date()): Promise<string[]> {
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const opened = await jobsRepo.openInviteFirstWindows(tx, now);
    for (const job of opened) if (job.status === 'active') await queueJobForAlerts(tx, job.id);
    afterCommit(async () => {
      for (const job of opened) {
        const ids = { jobId: job.id };
        await publishEvent(deps, { type: 'job.changed', userIds: [job.contractorId], ids });
        await publishEvent(deps, { type: 'job.listing_changed', userIds: [], roles: ['freelancer'], ids });
      }
    });
    return opened.map((job) => job.id);
  });
}
