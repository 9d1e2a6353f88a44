import type { CreateEvaluationData, Evaluation } from '@vamos/shared/schemas/evaluations';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { notify } from '../notifications/notifications.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { assertCanEvaluate } from './evaluation-policies.ts';
import { displayName, presentEvaluation } from './evaluation-presenter.ts';
import * as evaluationsRepo from './evaluations.repo.ts';

/**
 * `POST /api/evaluations` (DESIGN §2 "Evaluation"): the signed-in user rates the other side of a
 * job that is over for them. One per (job, evaluator, evaluated): the unique key decides between
 * concurrent posts, and the loser gets EVALUATION_EXISTS with nothing written. A company's rating
 * goes into the job's history with the person who gave it ('Avaliado por Bruno · João', decision 0040).
 */
export async function createEvaluation(
  deps: Pick<Deps, 'db' | 'events' | 'jobHistory'>,
  actor: Actor,
  input: CreateEvaluationData,
): Promise<Evaluation> {
  if (!isUuid(input.job_id)) throw new AppError('JOB_NOT_FOUND');
  if (!isUuid(input.evaluated_id)) throw new AppError('EVALUATION_NOT_ALLOWED');
  const freelancerId = actor.role === 'freelancer' ? actor.id : input.evaluated_id;
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const pairing = await evaluationsRepo.findPairing(tx, input.job_id, freelancerId);
    assertCanEvaluate(actor, input.evaluated_id, pairing, new Date());
    const row = await evaluationsRepo.insertEvaluation(tx, {
      jobId: input.job_id,
      evaluatorId: actor.id,
      evaluatedId: input.evaluated_id,
      rating: input.rating,
      comment: input.comment,
      punctual: input.punctual,
      proactive: input.proactive,
      polite: input.polite,
      agile: input.agile,
    });
    if (!row) throw new AppError('EVALUATION_EXISTS');
    if (actor.role === 'contractor') {
      await deps.jobHistory.record(tx, {
        jobId: input.job_id,
        actorId: actor.personId,
        action: 'rated',
        data: { freelancer_id: input.evaluated_id },
      });
    }
    const detailed = await evaluationsRepo.findOneDetailed(tx, row.id);
    if (!detailed) throw new Error('evaluation vanished inside its own transaction');
    await notify(deps, tx, {
      userId: input.evaluated_id,
      kind: 'evaluation_received',
      ref: `evaluation:${row.id}`,
      data: {
        jobId: input.job_id,
        jobTitle: detailed.job.title,
        serviceDate: detailed.job.serviceDate,
        evaluationId: row.id,
        rating: row.rating,
        evaluatorName: displayName(detailed.evaluator) ?? 'Anônimo',
        role: actor.role === 'freelancer' ? 'contractor' : 'freelancer',
      },
    });
    afterCommit(() =>
      publishEvent(deps, {
        type: 'evaluation.changed',
        userIds: [actor.id, input.evaluated_id],
        ids: { jobId: input.job_id, evaluationId: row.id },
      }),
    );
    return presentEvaluation(detailed);
  });
}
