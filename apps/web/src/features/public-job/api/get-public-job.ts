import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicJobPage } from '@vamos/shared/schemas/public-job';
import { api } from '@/lib/api-client';

/** The id of the page's data the server writes into the HTML it serves (public-pages/public-job-html.ts). */
const INLINE_DATA_ID = 'public-job-data';

/** `GET /api/public/jobs/:id`: a job's public page, for anyone. */
export async function getPublicJob(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<PublicJobPage> {
  return api<PublicJobPage>(`/public/jobs/${encodeURIComponent(id)}`, { signal });
}

/** Whether the HTML's data was taken: it is as old as the page's load, so only the first page reads it. */
let inlineDataTaken = false;

/**
 * The page's data written into the HTML the server sent with it, when it is this job's: the first
 * paint needs no request. A later visit asks the API.
 */
function inlineData(id: string): PublicJobPage | undefined {
  if (inlineDataTaken) return undefined;
  inlineDataTaken = true;
  const element = document.getElementById(INLINE_DATA_ID);
  if (!element?.textContent) return undefined;
  try {
    const page = JSON.parse(element.textContent) as PublicJobPage;
    return page.job.id === id ? page : undefined;
  } catch {
    return undefined;
  }
}

export function getPublicJobQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['public-job', id],
    queryFn: ({ signal }) => getPublicJob(id, { signal }),
  });
}

export function usePublicJob(id: string) {
  return useQuery({ ...getPublicJobQueryOptions(id), initialData: () => inlineData(id) });
}
