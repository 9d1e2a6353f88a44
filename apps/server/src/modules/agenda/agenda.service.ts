/**
 * What other modules do to agendas, inside their own transaction: an approval puts the job on
 * both agendas, "Desistir" and a cancelled event cancel its items, a job edit moves them.
 */
import type { Tx } from '../../db/client.ts';
import * as agendaRepo from './agenda.repo.ts';

export type { JobSchedule } from './agenda.repo.ts';

/** On approval, in one statement: the freelancer's item for this application, and the contractor's one item for the job. */
export async function addApprovalItems(
  tx: Tx,
  input: { freelancerId: string; contractorId: string; applicationId: string; job: agendaRepo.JobSchedule },
): Promise<void> {
  await agendaRepo.insertApprovalItems(tx, input);
}

/**
 * The freelancer gave up ("Desistir", after the application is withdrawn): their item for this
 * application is cancelled, and the contractor's item of the job is no longer 'Confirmado' but
 * 'Agendado' once nobody approved remains (a new approval confirms it again).
 */
export async function cancelApplicationItem(tx: Tx, applicationId: string): Promise<void> {
  await agendaRepo.closeApplicationItem(tx, applicationId, 'cancelled');
  await agendaRepo.unconfirmOwnerJobItem(tx, applicationId);
}

/** The event was cancelled: every open item of the job is cancelled. */
export function cancelJobItems(tx: Tx, jobId: string): Promise<void> {
  return agendaRepo.closeJobItems(tx, jobId, 'cancelled');
}

/** The service was completed: every open item of the job is completed. */
export function completeJobItems(tx: Tx, jobId: string): Promise<void> {
  return agendaRepo.closeJobItems(tx, jobId, 'completed');
}

/** The job was edited: its open items follow its title, date and times. */
export function syncJobItems(tx: Tx, job: agendaRepo.JobSchedule): Promise<void> {
  return agendaRepo.syncJobItems(tx, job);
}
