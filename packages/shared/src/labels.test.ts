import { describe, expect, it } from 'vitest';
import {
  AGENDA_ITEM_STATUSES,
  AGENDA_ITEM_STATUS_LABELS,
  AGENDA_ITEM_TYPES,
  AGENDA_ITEM_TYPE_LABELS,
} from './agenda.ts';
import { GENDER_PREFERENCES, GENDER_PREFERENCE_LABELS } from './gender.ts';
import { JOB_STATUSES, JOB_STATUS_LABELS } from './job-statuses.ts';
import { SEGMENT_CODES, SEGMENT_LABELS } from './segments.ts';
import { REJECTION_REASONS, REJECTION_REASON_LABELS, SHIFT_STATES, SHIFT_STATE_LABELS } from './shift-states.ts';

/** Each value list of the vocabulary with the table of its Portuguese labels. */
const TABLES: [name: string, list: readonly string[], labels: Record<string, string>][] = [
  ['segments', SEGMENT_CODES, SEGMENT_LABELS],
  ['job statuses', JOB_STATUSES, JOB_STATUS_LABELS],
  ['shift states', SHIFT_STATES, SHIFT_STATE_LABELS],
  ['rejection reasons', REJECTION_REASONS, REJECTION_REASON_LABELS],
  ['gender preferences', GENDER_PREFERENCES, GENDER_PREFERENCE_LABELS],
  ['agenda item types', AGENDA_ITEM_TYPES, AGENDA_ITEM_TYPE_LABELS],
  ['agenda item statuses', AGENDA_ITEM_STATUSES, AGENDA_ITEM_STATUS_LABELS],
];

describe('label tables', () => {
  it.each(TABLES)('%s: a distinct, non-empty label for every value and no other', (_name, list, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...list].sort());
    const texts = Object.values(labels);
    for (const text of texts) expect(text.trim()).not.toBe('');
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('say what the spec says (spec 01 §4: the labels the freelancer reads)', () => {
    expect(JOB_STATUS_LABELS.active).toBe('Ativo');
    expect(SHIFT_STATE_LABELS.pending).toBe('Pendente');
  });
});
