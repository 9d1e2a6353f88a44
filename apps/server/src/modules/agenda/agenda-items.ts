import type { AgendaItemData, AgendaItemView, FreelancerAgendaItem } from '@vamos/shared/schemas/agenda';
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { contractorAgendaJobs, freelancerAgenda } from '../shifts/shifts.service.ts';
import { presentAgendaItem } from './agenda-presenter.ts';
import * as agendaRepo from './agenda.repo.ts';

type AgendaDeps = Pick<Deps, 'db'>;

function toFields(input: AgendaItemData): agendaRepo.AgendaFields {
  return {
    title: input.title,
    description: input.description,
    date: input.date,
    startTime: input.start_time,
    endTime: input.end_time,
    endsNextDay: input.ends_next_day,
    type: input.type,
    status: input.status,
  };
}

/** A user's own items only: anyone else's id, or no id at all, is AGENDA_ITEM_NOT_FOUND. */
function assertItemId(id: string): void {
  if (!isUuid(id)) throw new AppError('AGENDA_ITEM_NOT_FOUND');
}

/** Date, then start time: both agendas list their items in the order they happen. */
function byTime(a: AgendaItemView, b: AgendaItemView): number {
  return (
    a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time) || a.created_at.localeCompare(b.created_at)
  );
}

/**
 * `GET /api/agenda`: every own event of the contractor, and each of their jobs that had someone
 * booked (read from the job and its shifts, decision 0024), date then start time.
 */
export async function listAgenda(deps: AgendaDeps, actor: Actor): Promise<AgendaItemView[]> {
  const [own, jobs] = await Promise.all([
    agendaRepo.findForUser(deps.db, actor.id),
    contractorAgendaJobs(deps.db, actor.id),
  ]);
  return [...own.map(presentAgendaItem), ...jobs].sort(byTime);
}

export async function createAgendaItem(deps: AgendaDeps, actor: Actor, input: AgendaItemData): Promise<AgendaItemView> {
  return presentAgendaItem(await agendaRepo.insertItem(deps.db, actor.id, toFields(input)));
}

export async function updateAgendaItem(
  deps: AgendaDeps,
  actor: Actor,
  id: string,
  input: AgendaItemData,
): Promise<AgendaItemView> {
  assertItemId(id);
  const row = await agendaRepo.updateOwn(deps.db, id, actor.id, toFields(input));
  if (!row) throw new AppError('AGENDA_ITEM_NOT_FOUND');
  return presentAgendaItem(row);
}

export async function deleteAgendaItem(deps: AgendaDeps, actor: Actor, id: string): Promise<void> {
  assertItemId(id);
  if (!(await agendaRepo.deleteOwn(deps.db, id, actor.id))) throw new AppError('AGENDA_ITEM_NOT_FOUND');
}

/** `GET /api/freelancer/agenda` (spec 01 §4): the freelancer's booked shifts ahead or under way. */
export async function listFreelancerAgenda(deps: AgendaDeps, actor: Actor): Promise<FreelancerAgendaItem[]> {
  return freelancerAgenda(deps.db, actor);
}

/** 'Excluir minha conta' (decision 0051), in the deletion's transaction: the person's own events. */
export function deleteOwnItemsOf(tx: Tx, userId: string): Promise<void> {
  return agendaRepo.deleteAllOf(tx, userId);
}
