/**
 * Texts of the contractor agenda (spec 02 "Contractor agenda", §8 "Agenda"). The spec's 'Deletar'
 * is said 'Excluir', the Portuguese people read in apps (issue 23).
 */
export const AGENDA_TEXTS = {
  title: 'Minha Agenda',
  refresh: 'Atualizar',
  newEvent: 'Novo Evento',
  empty: 'Sua agenda está vazia.',
  createFirst: 'Criar primeiro evento',
  edit: 'Editar',
  delete: 'Excluir',
  deleting: 'Excluindo...',
  deleteTitle: 'Excluir evento',
  deleteQuestion: 'Tem certeza que deseja excluir este evento?',
  created: 'Evento criado com sucesso!',
  createFailed: 'Erro ao criar evento',
  updated: 'Evento atualizado com sucesso!',
  updateFailed: 'Erro ao atualizar evento',
  deleted: 'Evento excluído com sucesso!',
  deleteFailed: 'Erro ao excluir evento',
  loadFailed: 'Erro ao carregar agenda',
  createTitle: 'Novo Evento',
  editTitle: 'Editar Evento',
  validationTitle: 'Erro na validação',
  validationDescription: 'Por favor, corrija os campos marcados em vermelho.',
  endsNextDay: 'Termina no dia seguinte',
  endsNextDayHint: 'Para turnos que passam da meia-noite, como das 22:00 às 04:00.',
  booked: 'Confirmados:',
  nobodyBooked: 'Ninguém confirmado no momento.',
} as const;
