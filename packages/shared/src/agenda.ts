/** An agenda item's type and status (agenda_items.type and .status, CHECK constraints of the database), labelled. */

export const AGENDA_ITEM_TYPES = ['job', 'meeting', 'personal', 'other'] as const;
export type AgendaItemType = (typeof AGENDA_ITEM_TYPES)[number];

export const AGENDA_ITEM_TYPE_LABELS: Record<AgendaItemType, string> = {
  job: 'Trabalho',
  meeting: 'Reunião',
  personal: 'Pessoal',
  other: 'Outro',
};

export const AGENDA_ITEM_STATUSES = ['scheduled', 'confirmed', 'cancelled', 'completed'] as const;
export type AgendaItemStatus = (typeof AGENDA_ITEM_STATUSES)[number];

export const AGENDA_ITEM_STATUS_LABELS: Record<AgendaItemStatus, string> = {
  scheduled: 'Agendado',
  confirmed: 'Confirmado',
  cancelled: 'Cancelado',
  completed: 'Concluído',
};
