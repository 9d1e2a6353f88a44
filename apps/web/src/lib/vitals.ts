/**
 * Real-user Core Web Vitals (decision 0015). A sampled page load (the document, not each SPA screen)
 * buffers its LCP, INP and CLS and sends them in one beacon when the page is hidden. Each metric
 * carries the route pattern it was taken on ('/jobs/:id'), never the URL: no personal data.
 * Loaded by main.tsx after the first render, so web-vitals stays out of the first-load JavaScript.
 */
import { onCLS, onINP, onLCP, type CLSMetric, type INPMetric, type LCPMetric } from 'web-vitals';
import { EFFECTIVE_CONNECTION_TYPES, NAVIGATION_TYPES, VITALS_LIMITS } from '@vamos/shared/vitals';
import type { VitalsBeacon, WebVital } from '@vamos/shared/schemas/vitals';

/** The share of page loads that report. */
export const VITALS_SAMPLE_RATE = 0.2;
export const VITALS_ENDPOINT = '/api/vitals';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^\d+$/;

/** The path without query and fragment, its UUID and numeric segments as ':id'. */
export function routePattern(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const route = pathname
    .split('/')
    .map((segment) => (UUID.test(segment) || NUMBER.test(segment) ? ':id' : segment))
    .join('/');
  return route.startsWith('/') ? route.slice(0, VITALS_LIMITS.route) : '/';
}

export type VitalsOptions = {
  /** Tests set 1 (always) or 0 (never). */
  sampleRate?: number;
  random?: () => number;
};

type Metric = LCPMetric | INPMetric | CLSMetric;
type RouteMark = { at: number; route: string };

const MAX_ROUTE_MARKS = 100;

/**
 * Starts measuring when this page load is in the sample; returns the function that stops
 * listening (tests), or null when the page load does not report.
 */
export function startVitals({ sampleRate = VITALS_SAMPLE_RATE, random = Math.random }: VitalsOptions = {}):
  (() => void) | null {
  if (random() >= sampleRate) return null;

  // The route over time, on the performance clock: a metric is told the route of its entry's moment
  // (INP: the slow interaction's screen, which may not be the landing one).
  const marks: RouteMark[] = [{ at: 0, route: routePattern(location.pathname) }];
  const mark = (at: number) => {
    const route = routePattern(location.pathname);
    if (marks.at(-1)?.route === route) return;
    marks.push({ at, route });
    if (marks.length > MAX_ROUTE_MARKS) marks.splice(1, 1);
  };
  const routeAt = (at: number) => marks.findLast((m) => m.at <= at)?.route ?? marks[0]?.route ?? '/';
  // Capture phase: before the app's handlers change the route, at the interaction's own timestamp.
  const onInteraction = (event: Event) => mark(event.timeStamp);
  const onNavigation = () => mark(performance.now());

  const pending = new Map<string, WebVital>();
  const sent = new Set<string>();
  const report = (metric: Metric) => {
    // A metric (by id) is sent once: a later update of the same CLS or INP would count it twice.
    if (sent.has(metric.id) || !(metric.value >= 0 && metric.value <= VITALS_LIMITS.value)) return;
    const restored = metric.navigationType === 'back-forward-cache';
    pending.set(metric.id, {
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      route: routeAt(metric.entries[0]?.startTime ?? (restored ? performance.now() : 0)),
      navigation_type: oneOf(NAVIGATION_TYPES, metric.navigationType),
      effective_type: oneOf(EFFECTIVE_CONNECTION_TYPES, effectiveType()),
    });
  };
  const flush = () => {
    if (pending.size === 0) return;
    const metrics = [...pending.values()];
    for (const id of pending.keys()) sent.add(id);
    pending.clear();
    for (let i = 0; i < metrics.length; i += VITALS_LIMITS.metrics) {
      send({ metrics: metrics.slice(i, i + VITALS_LIMITS.metrics) });
    }
  };
  // On document, bubbling: after web-vitals' own window listeners have reported the final values.
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  onLCP(report);
  onINP(report);
  onCLS(report);
  addEventListener('pointerdown', onInteraction, true);
  addEventListener('keydown', onInteraction, true);
  addEventListener('popstate', onNavigation);
  navigationApi()?.addEventListener('currententrychange', onNavigation);
  document.addEventListener('visibilitychange', onVisibilityChange);
  addEventListener('pagehide', flush);
  return () => {
    removeEventListener('pointerdown', onInteraction, true);
    removeEventListener('keydown', onInteraction, true);
    removeEventListener('popstate', onNavigation);
    navigationApi()?.removeEventListener('currententrychange', onNavigation);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    removeEventListener('pagehide', flush);
  };
}

/** One small POST that survives the page going away: sendBeacon, else fetch with keepalive. */
function send(beacon: VitalsBeacon): void {
  const json = JSON.stringify(beacon);
  if (typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(VITALS_ENDPOINT, new Blob([json], { type: 'application/json' }))) return;
  }
  void fetch(VITALS_ENDPOINT, {
    method: 'POST',
    body: json,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((v) => v === value);
}

/** Network Information API (Chromium): '4g', '3g'… */
function effectiveType(): string | undefined {
  return (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
}

/** The Navigation API (Chromium): tells each same-document route change, pushState included. */
function navigationApi(): EventTarget | undefined {
  return (globalThis as { navigation?: EventTarget }).navigation;
}
