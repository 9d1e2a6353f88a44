import type { ShiftState } from '@vamos/shared/shift-states';
import { coins as coinsText } from '@vamos/shared/pricing';

/** What a job's apply button shows (spec 01 §2.4): the same on the list and the detail. */
export type ApplyState =
  | { kind: 'applied'; label: string }
  | { kind: 'closed'; label: string }
  | { kind: 'insufficient'; label: string }
  | { kind: 'available'; label: string };

export const APPLY_TEXTS = {
  apply: 'Candidatar-se',
  insufficient: 'Moedas insuficientes',
  sent: 'Candidatura enviada',
  available: 'Disponível',
  candidate: 'Candidato',
  closed: 'Vaga indisponível',
} as const;

/** The button of a job I applied to says where my shift stands. */
const APPLIED_LABELS: Record<ShiftState, string> = {
  pending: APPLY_TEXTS.sent,
  // The server shows a place held for the contractor's payment as pending (decision 0042).
  awaiting_payment: APPLY_TEXTS.sent,
  waitlisted: 'Vaga preenchida',
  reserve: 'Na reserva',
  invited: 'Convite recebido',
  rejected: 'Candidatura rejeitada',
  cancelled: 'Candidatura cancelada',
  approved: 'Candidatura aprovada',
  confirmed: 'Presença confirmada',
  checked_in: 'Você chegou',
  checked_out: 'Turno concluído',
  attended: 'Serviço concluído',
  withdrawn: 'Você desistiu',
  no_show: 'Falta registrada',
  contested: 'Falta contestada',
  no_show_upheld: 'Falta mantida',
  job_cancelled: 'Evento cancelado',
};

type ApplicableJob = {
  application_cost: number;
  my_application: { status: ShiftState } | null;
  /** The server's answer: may I apply now? */
  can: { apply: boolean };
};

/**
 * Applied → my shift's state; the server says I may not apply → why not in a word; fewer coins
 * than the cost → 'Moedas insuficientes'; otherwise 'Candidatar-se'. While the balance is unknown
 * the button stays usable: the server checks the balance anyway.
 */
export function applyState(job: ApplicableJob, coins: number | undefined): ApplyState {
  if (job.my_application) return { kind: 'applied', label: APPLIED_LABELS[job.my_application.status] };
  if (!job.can.apply) return { kind: 'closed', label: APPLY_TEXTS.closed };
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
