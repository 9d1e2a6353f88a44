import type { Resolver } from 'react-hook-form';
import type { CreateJob } from '@vamos/shared/schemas/jobs';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { toJobInput, type JobFormValues } from './job-form-values';

export type JobFormMode = 'create' | 'edit';

/**
 * Validates the job form with the shared schema (create: CreateJobSchema; edit: UpdateJobSchema,
 * whose description is required) after reading the budget as cents and the people as a number.
 */
export function jobFormResolver(mode: JobFormMode): Resolver<JobFormValues, unknown, CreateJob> {
  // zod and the schemas load on the first validation (lib/lazy-resolver.ts).
  const resolve = lazyZodResolver(async () => {
    const schemas = await import('@vamos/shared/schemas/jobs');
    return mode === 'create' ? schemas.CreateJobSchema : schemas.UpdateJobSchema;
  });
  return async (values, context, options) => {
    const result = await resolve(
      toJobInput(values) as unknown as Parameters<typeof resolve>[0],
      context,
      options as unknown as Parameters<typeof resolve>[2],
    );
    return result as unknown as Awaited<ReturnType<Resolver<JobFormValues, unknown, CreateJob>>>;
  };
}
