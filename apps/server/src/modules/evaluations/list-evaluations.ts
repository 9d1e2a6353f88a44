import type {
  GivenEvaluationsResponse,
  PendingEvaluationsResponse,
  ReceivedEvaluationsResponse,
} from '@vamos/shared/schemas/evaluations';
import type { Deps } from '../../app-deps.ts';
import type { Actor } from '../../http/actor.ts';
import { presentEvaluation, presentPending, presentStats } from './evaluation-presenter.ts';
import * as evaluationsRepo from './evaluations.repo.ts';

/** How many evaluations a list shows, newest first; the summary always covers all of them. */
export const EVALUATIONS_LIST_LIMIT = 100;

/** 'Avaliações': what I received, with the average (one decimal) and count over all of them. */
export async function listReceived(deps: Pick<Deps, 'db'>, actor: Actor): Promise<ReceivedEvaluationsResponse> {
  const [rows, totals] = await Promise.all([
    evaluationsRepo.findReceived(deps.db, actor.id, EVALUATIONS_LIST_LIMIT),
    evaluationsRepo.ratingTotals(deps.db, [actor.id]),
  ]);
  return { ...presentStats(totals.get(actor.id)), evaluations: rows.map(presentEvaluation) };
}

/** 'Avaliações feitas': what I gave, with the evaluated person and the job. */
export async function listGiven(deps: Pick<Deps, 'db'>, actor: Actor): Promise<GivenEvaluationsResponse> {
  const rows = await evaluationsRepo.findGiven(deps.db, actor.id, EVALUATIONS_LIST_LIMIT);
  return { evaluations: rows.map(presentEvaluation) };
}

/** 'Avaliar': each (job, person) I may rate and have not rated yet. */
export async function listPending(deps: Pick<Deps, 'db'>, actor: Actor): Promise<PendingEvaluationsResponse> {
  const rows = await evaluationsRepo.findPending(deps.db, actor, new Date());
  return { pending: rows.map(presentPending) };
}

/** The navigation badge: how many evaluations are waiting for me. */
export async function countPending(deps: Pick<Deps, 'db'>, actor: Actor): Promise<{ count: number }> {
  return { count: await evaluationsRepo.countPending(deps.db, actor, new Date()) };
}
