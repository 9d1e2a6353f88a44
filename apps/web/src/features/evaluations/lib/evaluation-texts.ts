/** The page's texts (spec 02 "Evaluations"); the empty messages are the spec's own. */
export const EVALUATION_TEXTS = {
  pageTitle: 'Avaliações',
  tabs: { received: 'Avaliações', given: 'Avaliações feitas', pending: 'Avaliar' },
  empty: {
    received: 'Você ainda não recebeu nenhuma avaliação.',
    given: 'Você ainda não fez nenhuma avaliação.',
    pending: 'Não há trabalhos para avaliar no momento.',
  },
  loadError: 'Erro ao carregar',
  anonymous: 'Anônimo',
  finish: 'Finalizar',
  saving: 'Salvando...',
  edit: 'Editar',
  created: 'Avaliação enviada!',
  updated: 'Avaliação atualizada!',
  saveError: 'Erro ao salvar avaliação',
  commentLabel: 'Comentário (opcional)',
  commentPlaceholder: 'Conte como foi o trabalho.',
  ratingLegend: 'Nota',
  togglesLegend: 'O que se destacou?',
  /** On the evaluation a notification ('Você recebeu uma avaliação') opened. */
  justReceived: 'Nova',
  justReceivedSpoken: 'a que você acabou de receber',
} as const;

/** What a rating of n stars means, under the stars of the dialog. */
export const RATING_WORDS = ['Péssimo', 'Ruim', 'Regular', 'Bom', 'Excelente'] as const;

export function ratingWord(rating: number): string {
  return RATING_WORDS[rating - 1] ?? '';
}

export function starsLabel(n: number): string {
  return n === 1 ? '1 estrela' : `${n} estrelas`;
}

export function evaluationsCountLabel(n: number): string {
  return n === 1 ? '1 avaliação' : `${n} avaliações`;
}

export function displayName(name: string | null | undefined): string {
  return name?.trim() || EVALUATION_TEXTS.anonymous;
}
