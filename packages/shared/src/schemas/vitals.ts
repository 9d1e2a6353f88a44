/**
 * `POST /api/vitals` (decision 0015): the Core Web Vitals of a sampled page view, sent once by the
 * browser's beacon. No personal data: a route pattern (ids replaced by ':id'), never a URL.
 */
import { z } from 'zod';
import '../zod-locale.ts';
import {
  EFFECTIVE_CONNECTION_TYPES,
  NAVIGATION_TYPES,
  VITALS_LIMITS,
  WEB_VITAL_NAMES,
  WEB_VITAL_RATINGS,
} from '../vitals.ts';

export {
  EFFECTIVE_CONNECTION_TYPES,
  NAVIGATION_TYPES,
  VITALS_LIMITS,
  WEB_VITAL_NAMES,
  WEB_VITAL_RATINGS,
  type WebVitalName,
  type WebVitalRating,
} from '../vitals.ts';

/** A path of the SPA: starts with '/', only the characters of a URL path (no query, no fragment). */
export const ROUTE_PATTERN = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

export const VITALS_MESSAGES = {
  metrics: `Envie de 1 a ${VITALS_LIMITS.metrics} métricas`,
  name: 'Métrica inválida',
  value: 'Valor da métrica inválido',
  rating: 'Classificação inválida',
  route: 'Rota inválida',
  navigationType: 'Tipo de navegação inválido',
  effectiveType: 'Tipo de conexão inválido',
} as const;

export const WebVitalSchema = z.object({
  name: z.enum(WEB_VITAL_NAMES, { error: VITALS_MESSAGES.name }),
  value: z
    .number({ error: VITALS_MESSAGES.value })
    .min(0, { error: VITALS_MESSAGES.value })
    .max(VITALS_LIMITS.value, { error: VITALS_MESSAGES.value }),
  rating: z.enum(WEB_VITAL_RATINGS, { error: VITALS_MESSAGES.rating }),
  route: z
    .string({ error: VITALS_MESSAGES.route })
    .max(VITALS_LIMITS.route, { error: VITALS_MESSAGES.route })
    .regex(ROUTE_PATTERN, { error: VITALS_MESSAGES.route }),
  navigation_type: z.enum(NAVIGATION_TYPES, { error: VITALS_MESSAGES.navigationType }).optional(),
  effective_type: z.enum(EFFECTIVE_CONNECTION_TYPES, { error: VITALS_MESSAGES.effectiveType }).optional(),
});
export type WebVital = z.infer<typeof WebVitalSchema>;

/** The beacon's body: the page view's metrics, each with the route it was taken on. */
export const VitalsBeaconSchema = z.object({
  metrics: z
    .array(WebVitalSchema, { error: VITALS_MESSAGES.metrics })
    .min(1, { error: VITALS_MESSAGES.metrics })
    .max(VITALS_LIMITS.metrics, { error: VITALS_MESSAGES.metrics }),
});
export type VitalsBeacon = z.infer<typeof VitalsBeaconSchema>;
