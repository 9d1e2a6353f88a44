import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/**
 * '/vagas/{slug}-{id}': a job's public page, for anyone. The server writes it whole (for crawlers
 * and link previews) and answers unknown jobs with 404; this draws the same once the code has run.
 */
export const publicJobRoute: RouteObject = {
  path: paths.publicJob.path,
  lazy: async () => ({ Component: (await import('@/features/public-job/pages/public-job-page')).PublicJobPage }),
};
