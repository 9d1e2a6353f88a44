import { describe, expect, it } from 'vitest';
import { queryKeysFor } from '@/lib/realtime';
import { COMPANY_CHANGED_EVENT, managersKeys } from './managers-keys';

/** 'company.changed' (decision 0040): the owner's 'Gerentes' refetches (another tab, an invitation accepted). */
describe("the realtime event 'company.changed'", () => {
  it('makes the managers and their invitations stale', () => {
    expect(COMPANY_CHANGED_EVENT).toBe('company.changed');
    expect(queryKeysFor({ type: COMPANY_CHANGED_EVENT, ids: {} })).toEqual([managersKeys.all]);
    expect(managersKeys.list().slice(0, 1)).toEqual(managersKeys.all);
  });
});
