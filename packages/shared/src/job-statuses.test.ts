import { describe, expect, it } from 'vitest';
import { JOB_STATUSES, JOB_STATUS_BADGE } from './job-statuses.ts';

describe('job statuses', () => {
  it('give every status a badge variant the Badge knows', () => {
    expect(Object.keys(JOB_STATUS_BADGE).sort()).toEqual([...JOB_STATUSES].sort());
    for (const variant of Object.values(JOB_STATUS_BADGE))
      expect(['default', 'secondary', 'outline', 'destructive']).toContain(variant);
    expect(JOB_STATUS_BADGE.cancelled).toBe('destructive');
  });
});
