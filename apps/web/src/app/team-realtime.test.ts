import { describe, expect, it } from 'vitest';
import { TEAM_CHANGED_EVENT, teamKeys } from '@/api/team-keys';
import '@/features/contractor-jobs/api/get-contractor-job';
import { contractorJobsKeys } from '@/features/contractor-jobs/api/query-keys';
import { freelancerProfileKeys } from '@/features/freelancer-view/api/get-freelancer-profile';
import { hiddenContractorsKeys } from '@/api/hidden-contractors';
import { jobsKeys } from '@/api/jobs';
import { queryKeysFor } from '@/lib/realtime';

/**
 * 'team.changed' (issue 26): the team page, the blocks, a job's applicants and a freelancer's profile
 * show a standing in the team; the event (and every team mutation, which invalidates the same keys)
 * refetches each of them.
 */
describe("the realtime event 'team.changed'", () => {
  it('makes the team, the blocks, the contractor’s job details and the freelancer profiles stale', () => {
    expect(TEAM_CHANGED_EVENT).toBe('team.changed');
    const keys = queryKeysFor({ type: TEAM_CHANGED_EVENT, ids: {} });
    expect(keys).toEqual(
      expect.arrayContaining([teamKeys.all, [...contractorJobsKeys.all, 'detail'], freelancerProfileKeys.all]),
    );
    expect(teamKeys.blocks().slice(0, 1)).toEqual(teamKeys.all);
  });
});

describe("the realtime event 'visibility.changed'", () => {
  it('makes the board, the job details and the hidden contractors stale', () => {
    expect(queryKeysFor({ type: 'visibility.changed', ids: {} })).toEqual(
      expect.arrayContaining([jobsKeys.all, hiddenContractorsKeys.all]),
    );
  });
});
