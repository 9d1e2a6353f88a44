import type { Evaluation, EvaluationFields } from '@vamos/shared/schemas/evaluations';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { assertIsAuthor } from './evaluation-policies.ts';
import { presentEvaluation } from './evaluation-presenter.ts';
import * as evaluationsRepo from './evaluations.repo.ts';

/** `PUT /api/evaluations/:id`: its author changes the rating, comment and toggles; anyone else gets 403. */
export async function updateEvaluation(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  id: string,
  input: EvaluationFields,
): Promise<Evaluation> {
  if (!isUuid(id)) throw new AppError('EVALUATION_NOT_FOUND');
  return inTransaction(deps.db, async (tx, afterCommit) => {
    assertIsAuthor(actor, await evaluationsRepo.findEvaluation(tx, id));
    const row = await evaluationsRepo.updateEvaluation(tx, id, actor.id, input);
    if (!row) throw new AppError('EVALUATION_NOT_FOUND');
    const detailed = await evaluationsRepo.findOneDetailed(tx, row.id);
    if (!detailed) throw new Error('evaluation vanished inside its own transaction');
    afterCommit(() =>
      publishEvent(deps, {
        type: 'evaluation.changed',
        userIds: [row.evaluatorId, row.evaluatedId],
        ids: { jobId: row.jobId, evaluationId: row.id },
      }),
    );
    return presentEvaluation(detailed);
  });
}
