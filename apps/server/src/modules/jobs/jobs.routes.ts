import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContractorJobDetailSchema,
  ContractorJobsResponseSchema,
  JobCitiesResponseSchema,
  JobDetailSchema,
  JobFieldsSchema,
  PublishedJobSchema,
  UploadedJobImageSchema,
} from '@vamos/shared/schemas/job-views';
import { CancelJobInputSchema } from '@vamos/shared/schemas/cancel-job';
import { JobHistoryResponseSchema } from '@vamos/shared/schemas/job-history';
import { CreateJobSchema, JobListQuerySchema, UpdateJobSchema } from '@vamos/shared/schemas/jobs';
import { CompleteJobInputSchema } from '@vamos/shared/schemas/no-shows';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireRole } from '../../http/request-context.ts';
import { readUpload, registerUploadParsing } from '../uploads/multipart.ts';
import { cancelJob } from './cancel-job.ts';
import { completeJob } from './complete-job.ts';
import { getContractorJob, listContractorJobs } from './contractor-jobs.ts';
import { createJob } from './create-job.ts';
import { getJobForFreelancer } from './get-job.ts';
import { getJobHistory } from './get-job-history.ts';
import { presentJobFields } from './job-presenter.ts';
import { listJobCities, listJobs } from './list-jobs.ts';
import { updateJob } from './update-job.ts';
import { uploadJobImage } from './upload-job-image.ts';

const IdParams = z.object({ id: z.string() });
const JSON_UTF8 = 'application/json; charset=utf-8';

// Role checks run on request, before the body is parsed or validated: 401/403 come first.
const freelancer = { onRequest: requireRole('freelancer') };
const contractor = { onRequest: requireRole('contractor') };

/** Jobs, registered under /api: the freelancer's job board and the contractor's own jobs. */
export const jobsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  // ---------------------------------------------------------------- freelancer
  // The body is JSON text written by writeJobList (JobListResponseSchema) from items checked
  // against the schema when their page was loaded: the board's hot path skips serialization.
  app.get('/jobs', { ...freelancer, schema: { querystring: JobListQuerySchema } }, async (request, reply) =>
    reply.type(JSON_UTF8).send(await listJobs(deps, actorOf(request), request.query)),
  );

  app.get('/jobs/cities', { ...freelancer, schema: { response: { 200: JobCitiesResponseSchema } } }, async () => ({
    cities: await listJobCities(deps),
  }));

  app.get(
    '/jobs/:id',
    { ...freelancer, schema: { params: IdParams, response: { 200: JobDetailSchema } } },
    async (request) => getJobForFreelancer(deps, actorOf(request), request.params.id),
  );

  // ---------------------------------------------------------------- contractor
  app.get(
    '/contractor/jobs',
    { ...contractor, schema: { response: { 200: ContractorJobsResponseSchema } } },
    async (request) => listContractorJobs(deps, actorOf(request)),
  );

  app.post(
    '/contractor/jobs',
    { ...contractor, schema: { body: CreateJobSchema, response: { 201: PublishedJobSchema } } },
    async (request, reply) => {
      const { job, funding } = await createJob(deps, actorOf(request), request.body);
      return reply.status(201).send({ ...presentJobFields(job), job_funding: funding });
    },
  );

  app.get(
    '/contractor/jobs/:id',
    { ...contractor, schema: { params: IdParams, response: { 200: ContractorJobDetailSchema } } },
    async (request) => getContractorJob(deps, actorOf(request), request.params.id),
  );

  app.get(
    '/contractor/jobs/:id/history',
    { ...contractor, schema: { params: IdParams, response: { 200: JobHistoryResponseSchema } } },
    async (request) => getJobHistory(deps, actorOf(request), request.params.id),
  );

  app.put(
    '/contractor/jobs/:id',
    { ...contractor, schema: { params: IdParams, body: UpdateJobSchema, response: { 200: PublishedJobSchema } } },
    async (request) => {
      const { job, funding } = await updateJob(deps, actorOf(request), request.params.id, request.body);
      return { ...presentJobFields(job), job_funding: funding };
    },
  );

  app.post(
    '/contractor/jobs/:id/cancel',
    // The body is optional: without it, the cancellation does whatever the notice gives now.
    { ...contractor, schema: { params: IdParams, body: CancelJobInputSchema.nullish() } },
    async (request, reply) => {
      await cancelJob(deps, actorOf(request), request.params.id, request.body?.expected_late);
      return reply.status(204).send();
    },
  );

  app.post(
    '/contractor/jobs/:id/complete',
    // The body is optional: without it, everyone booked attended.
    {
      ...contractor,
      schema: { params: IdParams, body: CompleteJobInputSchema.nullish(), response: { 200: JobFieldsSchema } },
    },
    async (request) =>
      presentJobFields(
        await completeJob(deps, actorOf(request), request.params.id, { noShows: request.body?.no_shows ?? [] }),
      ),
  );

  // The upload lives in its own scope: only there is multipart/form-data accepted.
  await app.register(async (uploads) => {
    await registerUploadParsing(uploads);
    uploads
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/contractor/jobs/:id/image',
        { ...contractor, schema: { params: IdParams, response: { 200: UploadedJobImageSchema } } },
        async (request) =>
          uploadJobImage(deps, {
            actor: actorOf(request),
            jobId: request.params.id,
            file: await readUpload(request),
            log: request.log,
          }),
      );
  });
};
