import { describe, expect, it } from 'vitest';
import { agendaKeys } from '@/api/agenda';
import { jobsKeys } from '@/api/jobs';
import { agendaQueryKey } from '@/features/contractor-agenda/api/get-agenda';
import { OFFLINE_QUERY_KEYS } from '@/lib/offline-queries';

describe('the queries kept on the phone for reading offline (decision 0031)', () => {
  it('are both agendas, by the keys their screens read (a renamed key would stop the copy)', () => {
    expect(OFFLINE_QUERY_KEYS).toEqual([agendaKeys.all, agendaQueryKey, jobsKeys.detail('job-1').slice(0, 2)]);
  });
});
