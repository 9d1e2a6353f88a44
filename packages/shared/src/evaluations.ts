/** Evaluations' vocabulary without zod (a card shows it); their schemas are schemas/evaluations.ts. */

/** The four yes/no toggles of the dialog, in its order, with their labels. */
export const EVALUATION_TOGGLES = [
  { key: 'punctual', label: 'Pontual' },
  { key: 'proactive', label: 'Proativo(a)' },
  { key: 'polite', label: 'Educado(a)' },
  { key: 'agile', label: 'Agilidade' },
] as const;

export type EvaluationToggle = (typeof EVALUATION_TOGGLES)[number]['key'];
