import { describe, expect, it } from 'vitest';
import {
  JOB_HISTORY_ENTRY_ACTIONS,
  SHIFT_HISTORY_ACTIONS,
  SHIFT_MOVE_HISTORY_ACTIONS,
  jobHistoryLine,
} from './job-history.ts';

describe("a job's history", () => {
  it('names each shift action by a move (an approval by two: `hold` on a guaranteed-pay job), and every action is distinct', () => {
    expect([...new Set(Object.values(SHIFT_MOVE_HISTORY_ACTIONS))].sort()).toEqual([...SHIFT_HISTORY_ACTIONS].sort());
    expect(Object.entries(SHIFT_MOVE_HISTORY_ACTIONS).filter(([, action]) => action === 'approved')).toEqual([
      ['approve', 'approved'],
      ['hold', 'approved'],
    ]);
    expect(new Set(JOB_HISTORY_ENTRY_ACTIONS).size).toBe(JOB_HISTORY_ENTRY_ACTIONS.length);
  });

  it('writes who did it, and the freelancer it concerns after a dot', () => {
    expect(jobHistoryLine({ action: 'published', actor_name: 'Ana Souza', freelancer_name: null })).toBe(
      'Publicada por Ana Souza',
    );
    expect(jobHistoryLine({ action: 'approved', actor_name: 'Bruno Lima', freelancer_name: 'João Silva' })).toBe(
      'Aprovado por Bruno Lima · João Silva',
    );
    expect(jobHistoryLine({ action: 'reserved', actor_name: 'Bruno Lima', freelancer_name: 'João Silva' })).toBe(
      'Aprovado como reserva por Bruno Lima · João Silva',
    );
    expect(jobHistoryLine({ action: 'completed', actor_name: null, freelancer_name: null })).toBe('Concluída');
  });
});
