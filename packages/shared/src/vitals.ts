/**
 * The vocabulary and limits of a Core Web Vitals beacon (decision 0015), without zod: the web's
 * reporter reads them, and schemas/vitals.ts checks the beacon with them.
 */

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

/** web-vitals' `navigationType` values; the web sends nothing for a value it does not know. */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;

/** `navigator.connection.effectiveType` (Network Information API). */
export const EFFECTIVE_CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;

export const VITALS_LIMITS = { metrics: 10, route: 200, value: 600_000 } as const;
