import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { JobCitiesResponseSchema } from '@vamos/shared/schemas/job-views';
import { api } from '@/lib/api-client';
import { jobsKeys } from '@/api/jobs';

/** `GET /api/jobs/cities`: the cities that have open jobs, for the 'Cidade' select. */
export async function getJobCities({ signal }: { signal?: AbortSignal } = {}): Promise<string[]> {
  return (await api<z.infer<typeof JobCitiesResponseSchema>>('/jobs/cities', { signal })).cities;
}

export function getJobCitiesQueryOptions() {
  return queryOptions({
    queryKey: jobsKeys.cities(),
    queryFn: ({ signal }) => getJobCities({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useJobCities() {
  return useQuery(getJobCitiesQueryOptions());
}
