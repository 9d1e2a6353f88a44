import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VitalsBeaconSchema } from '@vamos/shared/schemas/vitals';
import type { ModuleOptions } from '../../app-deps.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { recordVitals } from './record-vitals.ts';

/** A full beacon (10 metrics, 200-character routes) is under 3 KB. */
export const VITALS_BODY_LIMIT_BYTES = 4 * 1024;

/**
 * Beacons per IP and window, as a multiple of RATE_LIMIT_MAX (10 per 10 minutes by default, so 600):
 * one beacon per sampled page view, and a carrier's NAT puts many phones behind one address. A
 * flood from one address stops there instead of filling the table; what is refused is only a sample.
 */
export const VITALS_RATE_FACTOR = 60;

/**
 * `POST /api/vitals`: the browser's beacon of a sampled page view (decision 0015). Open to everyone,
 * no session needed; same-origin beacons pass the CSRF check (Origin and application/json). Rate
 * limited per IP (VITALS_RATE_FACTOR); the small body limit keeps each call cheap.
 */
export const vitalsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/vitals',
    {
      bodyLimit: VITALS_BODY_LIMIT_BYTES,
      preValidation: rateLimit(deps, { route: 'vitals', maxFactor: VITALS_RATE_FACTOR }),
      schema: { body: VitalsBeaconSchema },
    },
    async (request, reply) => {
      await recordVitals(deps, request.log, request.body);
      return reply.status(204).send();
    },
  );
};
