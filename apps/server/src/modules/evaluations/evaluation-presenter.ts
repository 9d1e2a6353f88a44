import type {
  Evaluation,
  EvaluationPerson,
  PendingEvaluation,
  RatingStats,
  RecentRating,
} from '@vamos/shared/schemas/evaluations';
import type { DetailedEvaluationRow, EvaluationRow, PendingRow } from './evaluations.repo.ts';

type PersonFields = { id: string; name: string; fullName: string | null; avatarUrl: string | null };

/** The name to show: the profile's full name, else the account's; null shows 'Anônimo'. */
export function displayName(p: { name: string | null; fullName: string | null }): string | null {
  return p.fullName?.trim() || p.name?.trim() || null;
}

function presentPerson(p: PersonFields): EvaluationPerson {
  return { id: p.id, full_name: displayName(p), avatar_url: p.avatarUrl };
}

function presentFields(e: EvaluationRow) {
  return {
    id: e.id,
    job_id: e.jobId,
    evaluator_id: e.evaluatorId,
    evaluated_id: e.evaluatedId,
    rating: e.rating,
    comment: e.comment,
    punctual: e.punctual,
    proactive: e.proactive,
    polite: e.polite,
    agile: e.agile,
    requirements_met: e.requirementsMet ?? false,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

export function presentEvaluation(row: DetailedEvaluationRow): Evaluation {
  return {
    ...presentFields(row.evaluation),
    job: { id: row.job.id, title: row.job.title, company: row.job.company, service_date: row.job.serviceDate },
    evaluator: presentPerson(row.evaluator),
    evaluated: presentPerson(row.evaluated),
  };
}

/** One of a freelancer's latest ratings on their profile: evaluator's name, not their id. */
export function presentRecentRating(row: DetailedEvaluationRow): RecentRating {
  return {
    id: row.evaluation.id,
    rating: row.evaluation.rating,
    comment: row.evaluation.comment,
    created_at: row.evaluation.createdAt.toISOString(),
    evaluator_name: displayName(row.evaluator),
    job_title: row.job.title,
    job_service_date: row.job.serviceDate,
  };
}

/** Average with one decimal (null when there is none) and the count. */
export function presentStats(totals: { total: number; sum: number } | undefined): RatingStats {
  if (!totals || totals.total === 0) return { average_rating: null, total_evaluations: 0 };
  return { average_rating: Math.round((totals.sum * 10) / totals.total) / 10, total_evaluations: totals.total };
}

export function presentPending(row: PendingRow): PendingEvaluation {
  return {
    job_id: row.jobId,
    job_title: row.title,
    job_image_url: row.imageUrl,
    company_name: row.company,
    job_salary_cents: row.salaryCents,
    job_service_date: row.serviceDate,
    job_status: row.jobStatus,
    evaluated_user_id: row.evaluatedId,
    evaluated_user_name: displayName(row),
    evaluated_avatar_url: row.avatarUrl,
  };
}
