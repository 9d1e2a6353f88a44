import { formatErrorMessage } from '@vamos/shared/errors';
import { publicationCount } from '@vamos/shared/job-events';
import { credits } from '@vamos/shared/pricing';
import { eventJobs, type CreateEvent } from '@vamos/shared/schemas/job-events';
import type { CreatedEvent } from '@vamos/shared/schemas/job-views';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { lockBalance } from '../wallet/wallet.service.ts';
import { publishJob, publishJobEvents } from './create-job.ts';
import { guaranteedPayOnPublish } from './job-form.ts';
import * as eventsRepo from './job-events.repo.ts';

/**
 * `POST /api/contractor/events` ('Publicar evento', 'Repetir semanalmente'; decision 0038): one job
 * per role and week, linked to one event, in one transaction. The contractor's credit balance is
 * locked once and must hold them all (INSUFFICIENT_CREDITS_FOR_EVENT says how many are needed and
 * how many there are); then each job is published through the single job's own path
 * (`publishJob`: its credit, its row, its alerts). Anything failing rolls everything back.
 * 'Pagamento garantido' (decision 0042) is chosen once for the event: the fee of the day is taken
 * once and fixed on every job; refused (GUARANTEED_PAY_UNAVAILABLE) before anything is written
 * where the deployment does not offer it.
 */
export async function createEvent(
  deps: Pick<Deps, 'db' | 'events' | 'team' | 'config'>,
  actor: Actor,
  input: CreateEvent,
): Promise<CreatedEvent> {
  if (actor.role !== 'contractor') throw new AppError('FORBIDDEN');
  const toPublish = eventJobs(input);
  const needed = publicationCount(input.roles.length, input.weeks).credits;
  const pay = guaranteedPayOnPublish(deps.config, input.guaranteed_pay);
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const have = await lockBalance(tx, actor.id, 'credit');
    if (have < needed) {
      throw new AppError('INSUFFICIENT_CREDITS_FOR_EVENT', {
        message: formatErrorMessage('INSUFFICIENT_CREDITS_FOR_EVENT', { needed: credits(needed), have: credits(have) }),
      });
    }
    const event = await eventsRepo.insertEvent(tx, {
      contractorId: actor.id,
      name: input.name || input.company,
      roles: input.roles.length,
      weeks: input.weeks,
    });
    const jobIds: string[] = [];
    for (const job of toPublish) jobIds.push((await publishJob(deps, tx, actor, job, { eventId: event.id, pay })).id);
    afterCommit(async () => {
      await publishEvent(deps, { type: 'wallet.changed', userIds: [actor.id] });
      await publishJobEvents(deps, actor, jobIds);
    });
    return { id: event.id, job_ids: jobIds, credits_spent: needed };
  });
}
