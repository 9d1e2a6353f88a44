import { todayInSaoPaulo } from '@vamos/shared/dates';
import type { AgendaItemData, AgendaItemView, FreelancerAgendaItem } from '@vamos/shared/schemas/agenda';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { presentAgendaItem, presentFreelancerAgendaItem } from './agenda-presenter.ts';
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

/** `GET /api/agenda`: every item of the signed-in user, date then start time. */
export async function listAgenda(deps: AgendaDeps, actor: Actor): Promise<AgendaItemView[]> {
  return (await agendaRepo.findForUser(deps.db, actor.id)).map(presentAgendaItem);
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

/** `GET /api/freelancer/agenda` (spec 01 §4): open items, their jobs not completed. */
export async function listFreelancerAgenda(deps: AgendaDeps, actor: Actor): Promise<FreelancerAgendaItem[]> {
  return (await agendaRepo.findFreelancerAgenda(deps.db, actor.id)).map(presentFreelancerAgendaItem);
}

/** `POST /api/freelancer/agenda/:id/complete`: an open item of mine, once its date has come. */
export async function completeAgendaItem(deps: AgendaDeps, actor: Actor, id: string): Promise<AgendaItemView> {
  assertItemId(id);
  const today = todayInSaoPaulo();
  const done = await agendaRepo.completeOwn(deps.db, id, actor.id, today);
  if (done) return presentAgendaItem(done);
  const item = await agendaRepo.findOwn(deps.db, id, actor.id);
  if (!item) throw new AppError('AGENDA_ITEM_NOT_FOUND');
  if (item.status === 'completed' || item.status === 'cancelled') throw new AppError('AGENDA_ITEM_CLOSED');
  throw new AppError('AGENDA_ITEM_NOT_DUE');
}
