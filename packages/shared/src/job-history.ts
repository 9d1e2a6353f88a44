/**
 * A job's history (issue 26, decision 0040): what the company's people did to a job, and who
 * ('Aprovado por Bruno Lima · João Silva'). The job's own actions are the server's `job_history`
 * (JOB_HISTORY_ACTIONS, a CHECK constraint of the database); the company's moves of the job's shifts
 * are read from the shifts' record (shift_moves), each named by SHIFT_MOVE_HISTORY_ACTIONS. No
 * imports but types: the job's page reads it.
 */
import type { ShiftMoveName } from './shift-states.ts';

/** What `job_history` records of a job: its own actions, each with the person who made it. */
export const JOB_HISTORY_ACTIONS = [
  'published',
  'edited',
  /** Its date or times moved (the development tools). */
  'moved',
  'photo_changed',
  'cancelled',
  'completed',
  /** The company rated a freelancer of the job (the entry names the freelancer). */
  'rated',
] as const;

export type JobHistoryAction = (typeof JOB_HISTORY_ACTIONS)[number];

/** The company's moves of the job's shifts the history shows, as its entries name them. */
export const SHIFT_HISTORY_ACTIONS = ['approved', 'rejected', 'reserved', 'invited', 'attended', 'no_show'] as const;

export type ShiftHistoryAction = (typeof SHIFT_HISTORY_ACTIONS)[number];

/**
 * Which shift move each of them is. The others are the freelancer's (apply, withdraw…), the
 * system's (waitlist, expire…), or told by the job's own entry (a cancellation, a conclusion).
 */
export const SHIFT_MOVE_HISTORY_ACTIONS = {
  approve: 'approved',
  // On a guaranteed-pay job (decision 0042) the person's approval is the hold; its payment is the system's.
  hold: 'approved',
  reject: 'rejected',
  reserve: 'reserved',
  invite: 'invited',
  attend: 'attended',
  mark_no_show: 'no_show',
} as const satisfies Partial<Record<ShiftMoveName, ShiftHistoryAction>>;

/** Every action an entry of the history may have. */
export const JOB_HISTORY_ENTRY_ACTIONS = [...JOB_HISTORY_ACTIONS, ...SHIFT_HISTORY_ACTIONS] as const;

export type JobHistoryEntryAction = (typeof JOB_HISTORY_ENTRY_ACTIONS)[number];

/** How the history says each action, before 'por {nome}'. */
export const JOB_HISTORY_VERBS: Record<JobHistoryEntryAction, string> = {
  published: 'Publicada',
  edited: 'Editada',
  moved: 'Data ou horário alterados',
  photo_changed: 'Foto alterada',
  cancelled: 'Cancelada',
  completed: 'Concluída',
  rated: 'Avaliado',
  approved: 'Aprovado',
  rejected: 'Recusado',
  reserved: 'Aprovado como reserva',
  invited: 'Convidado',
  attended: 'Presença confirmada',
  no_show: 'Falta marcada',
};

/**
 * One entry as the job's page writes it: 'Publicada por Ana Souza', 'Aprovado por Bruno Lima · João
 * Silva' (the freelancer it concerns after the dot). An action of nobody's (the system's) says only
 * what happened.
 */
export function jobHistoryLine(entry: {
  action: JobHistoryEntryAction;
  actor_name: string | null;
  freelancer_name: string | null;
}): string {
  const done = entry.actor_name
    ? `${JOB_HISTORY_VERBS[entry.action]} por ${entry.actor_name}`
    : JOB_HISTORY_VERBS[entry.action];
  return entry.freelancer_name ? `${done} · ${entry.freelancer_name}` : done;
}
