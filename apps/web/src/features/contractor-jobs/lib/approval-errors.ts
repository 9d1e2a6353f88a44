import { ApiError } from '@/lib/api-client';

/** The spec's approval messages (spec 02 §8 "Approval"), by the server's error code. */
const APPROVAL_MESSAGES: Record<string, string> = {
  UNAUTHENTICATED: 'Você precisa estar logado para aprovar candidaturas.',
  INSUFFICIENT_CREDITS: 'Você não tem créditos suficientes para aprovar esta candidatura.',
  FREELANCER_INSUFFICIENT_COINS: 'O freelancer não possui moedas suficientes para esta vaga.',
  APPLICATION_NOT_FOUND: 'Candidatura não encontrada.',
  JOB_FULL: 'Esta vaga já possui o número máximo de freelancers aprovados.',
};

export const APPROVAL_FALLBACK = 'Não foi possível aprovar o freelancer.';

/** What to tell the contractor when an approval fails: the mapped text, else the server's, else the default. */
export function approvalErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return APPROVAL_FALLBACK;
  return APPROVAL_MESSAGES[error.code] ?? (error.message || APPROVAL_FALLBACK);
}

/** Whether the failure is the contractor's lack of credits (the toast then offers the plans). */
export function isOutOfCredits(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'INSUFFICIENT_CREDITS';
}
