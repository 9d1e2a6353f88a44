import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VitalsBeaconSchema } from '@vamos/shared/schemas/vitals';
import type { ModuleOptions } from '../../app-deps.ts';
import { recordVitals } from './record-vitals.ts';

/** A full beacon (10 metrics, 200-character routes) is under 3 KB. */
export const VITALS_BODY_LIMIT_BYTES = 4 * 1024;

/**
 * `POST /api/vitals`: the browser's beacon of a sampled page view (decision 0015). Open to everyone,
 * no session needed; same-origin beacons pass the CSRF check (Origin and application/json). No rate
 * limit: the shared limiter's one budget is the login's; the small body limit keeps each call cheap.
 */
export const vitalsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/vitals',
    {
      bodyLimit: VITALS_BODY_LIMIT_BYTES,
      schema: { body: VitalsBeaconSchema },
    },
    async (request, reply) => {
      await recordVitals(deps, request.log, request.body);
      return reply.status(204).send();
    },
  );
};
