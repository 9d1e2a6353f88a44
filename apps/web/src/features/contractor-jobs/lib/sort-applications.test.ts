import { describe, expect, it } from 'vitest';
import { sortApplications } from './sort-applications';

describe('sortApplications', () => {
  it('lists approved, then pending, then rejected, then withdrawn; earliest first within each', () => {
    const apps = [
      { id: 'r1', status: 'rejected', applied_at: '2026-01-01T10:00:00Z' },
      { id: 'p2', status: 'pending', applied_at: '2026-01-03T10:00:00Z' },
      { id: 'w1', status: 'withdrawn', applied_at: '2026-01-01T09:00:00Z' },
      { id: 'a1', status: 'approved', applied_at: '2026-01-05T10:00:00Z' },
      { id: 'p1', status: 'pending', applied_at: '2026-01-02T10:00:00Z' },
      { id: 'a0', status: 'approved', applied_at: '2026-01-04T10:00:00Z' },
    ] as const;
    expect(sortApplications(apps).map((a) => a.id)).toEqual(['a0', 'a1', 'p1', 'p2', 'r1', 'w1']);
  });

  it('does not change the list it is given', () => {
    const apps = [
      { status: 'pending', applied_at: '2026-01-01' },
      { status: 'approved', applied_at: '2026-01-02' },
    ] as const;
    const copy = [...apps];
    sortApplications(apps);
    expect(apps).toEqual(copy);
  });
});
