import { describe, expect, it } from 'vitest';
import type { AgendaItemView } from '@vamos/shared/schemas/agenda';
import { countItems, groupByDate } from './group-events';

function item(id: string, date: string, start: string, status: AgendaItemView['status'] = 'scheduled'): AgendaItemView {
  return {
    id,
    title: id,
    description: null,
    date,
    start_time: start,
    end_time: '23:00',
    ends_next_day: false,
    type: 'meeting',
    status,
    job_id: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    booked: [],
    can: { edit: true, delete: true },
  };
}

describe('groupByDate', () => {
  it('groups by date ascending and sorts each day by start time', () => {
    const days = groupByDate([
      item('b', '2026-03-02', '18:00'),
      item('a', '2026-03-01', '20:00'),
      item('c', '2026-03-02', '09:30'),
      item('d', '2026-03-01', '08:00'),
    ]);
    expect(days.map((d) => [d.date, d.items.map((i) => i.id)])).toEqual([
      ['2026-03-01', ['d', 'a']],
      ['2026-03-02', ['c', 'b']],
    ]);
  });
});

describe('countItems', () => {
  it('counts total, confirmed, scheduled and completed', () => {
    const counts = countItems([
      item('a', '2026-03-01', '08:00', 'confirmed'),
      item('b', '2026-03-01', '09:00', 'scheduled'),
      item('c', '2026-03-01', '10:00', 'scheduled'),
      item('d', '2026-03-01', '11:00', 'completed'),
      item('e', '2026-03-01', '12:00', 'cancelled'),
    ]);
    expect(counts).toEqual({ total: 5, confirmed: 1, scheduled: 2, completed: 1 });
  });
});
