import type { ApplicationStatus } from '@vamos/shared/constants';
import { coins as coinsText } from '@vamos/shared/pricing';

/** What a job's apply button shows (spec 01 §2.4): the same rules on the list and the detail. */
export type ApplyState =
  { kind: 'applied'; label: string } | { kind: 'insufficient'; label: string } | { kind: 'available'; label: string };

export const APPLY_TEXTS = {
  apply: 'Candidatar-se',
  insufficient: 'Moedas insuficientes',
  sent: 'Candidatura enviada',
  available: 'Disponível',
  candidate: 'Candidato',
} as const;

const APPLIED_LABELS: Record<ApplicationStatus, string> = {
  pending: APPLY_TEXTS.sent,
  approved: 'Candidatura aprovada',
  rejected: 'Candidatura rejeitada',
  withdrawn: 'Você desistiu',
};

type ApplicableJob = { application_cost: number; my_application: { status: ApplicationStatus } | null };

/**
 * Applied (any status: applying twice is blocked) → the application's state; fewer coins than
 * the cost → 'Moedas insuficientes'; otherwise 'Candidatar-se'. While the balance is unknown the
 * button stays usable: the server checks the balance anyway.
 */
export function applyState(job: ApplicableJob, coins: number | undefined): ApplyState {
  if (job.my_application) return { kind: 'applied', label: APPLIED_LABELS[job.my_application.status] };
  if (coins !== undefined && coins < job.application_cost)
    return { kind: 'insufficient', label: APPLY_TEXTS.insufficient };
  return { kind: 'available', label: APPLY_TEXTS.apply };
}

/** '1 moeda', '15 moedas'. */
export function coinsLabel(n: number): string {
  return coinsText(n);
}

/** '1 pessoa', '3 pessoas'. */
export function peopleLabel(n: number): string {
  return n === 1 ? '1 pessoa' : `${n} pessoas`;
}
