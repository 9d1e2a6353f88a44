import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { CreateJobSchema, UpdateJobSchema, type CreateJob } from '@vamos/shared/schemas/jobs';
import { toJobInput, type JobFormValues } from './job-form-values';

export type JobFormMode = 'create' | 'edit';

/**
 * Validates the job form with the shared schema (create: CreateJobSchema; edit: UpdateJobSchema,
 * whose description is required) after reading the budget as cents and the people as a number.
 */
export function jobFormResolver(mode: JobFormMode): Resolver<JobFormValues, unknown, CreateJob> {
  const resolve = zodResolver(mode === 'create' ? CreateJobSchema : UpdateJobSchema);
  return async (values, context, options) => {
    const result = await resolve(
      toJobInput(values) as unknown as Parameters<typeof resolve>[0],
      context,
      options as unknown as Parameters<typeof resolve>[2],
    );
    return result as unknown as Awaited<ReturnType<Resolver<JobFormValues, unknown, CreateJob>>>;
  };
}
