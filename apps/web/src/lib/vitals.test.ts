import type { CLSMetric, INPMetric, LCPMetric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VitalsBeaconSchema, type VitalsBeacon } from '@vamos/shared/schemas/vitals';
import { routePattern, startVitals, VITALS_ENDPOINT } from './vitals';

type Metric = LCPMetric | INPMetric | CLSMetric;
const reporters = vi.hoisted(() => ({}) as Partial<Record<'LCP' | 'INP' | 'CLS', (metric: Metric) => void>>);
vi.mock('web-vitals', () => ({
  onLCP: (fn: (metric: Metric) => void) => (reporters.LCP = fn),
  onINP: (fn: (metric: Metric) => void) => (reporters.INP = fn),
  onCLS: (fn: (metric: Metric) => void) => (reporters.CLS = fn),
}));

function metric(name: Metric['name'], value: number, fields: Partial<Metric> = {}): Metric {
  return {
    name,
    value,
    delta: value,
    rating: 'good',
    id: `v5-${name}-${Math.random()}`,
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
    ...fields,
  } as Metric;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function beaconBody(blob: Blob): Promise<VitalsBeacon> {
  expect(blob.type).toBe('application/json');
  return VitalsBeaconSchema.parse(JSON.parse(await blob.text()));
}

describe('routePattern', () => {
  it.each([
    ['/contractor/jobs/9b2c4e1a-3f5d-4c6b-8a7e-1d2f3a4b5c6d/details', '/contractor/jobs/:id/details'],
    ['/jobs/9B2C4E1A-3F5D-4C6B-8A7E-1D2F3A4B5C6D', '/jobs/:id'],
    ['/freelancer/123?jobId=9b2c4e1a-3f5d-4c6b-8a7e-1d2f3a4b5c6d', '/freelancer/:id'],
    ['/contractor/evaluation?jobId=42#top', '/contractor/evaluation'],
    ['/jobs#9b2c', '/jobs'],
    ['/', '/'],
    ['/jobs/abc123', '/jobs/abc123'],
    ['', '/'],
  ])('%s → %s', (path, route) => {
    expect(routePattern(path)).toBe(route);
  });
});

describe('startVitals', () => {
  let sendBeacon: ReturnType<typeof vi.fn<(url: string, data: Blob) => boolean>>;
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  let stop: (() => void) | null = null;
  beforeEach(() => {
    for (const key of ['LCP', 'INP', 'CLS'] as const) delete reporters[key];
    sendBeacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
    fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon }));
    vi.stubGlobal('fetch', fetchMock);
    history.replaceState(null, '', '/jobs/9b2c4e1a-3f5d-4c6b-8a7e-1d2f3a4b5c6d?tab=x');
  });
  afterEach(() => {
    stop?.();
    stop = null;
    vi.unstubAllGlobals();
    setVisibility('visible');
  });

  it('outside the sample: measures and sends nothing', () => {
    stop = startVitals({ sampleRate: 0.2, random: () => 0.2 });
    expect(stop).toBeNull();
    expect(reporters.LCP).toBeUndefined();
    setVisibility('hidden');
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('in the sample: one beacon with every buffered metric when the page is hidden', async () => {
    stop = startVitals({ sampleRate: 0.2, random: () => 0.19 });
    reporters.LCP?.(metric('LCP', 1834.5));
    const cls = metric('CLS', 0.05, { rating: 'good', navigationType: 'reload' });
    reporters.CLS?.(cls);
    expect(sendBeacon).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(VITALS_ENDPOINT);
    expect(await beaconBody(blob as Blob)).toEqual({
      metrics: [
        { name: 'LCP', value: 1834.5, rating: 'good', route: '/jobs/:id', navigation_type: 'navigate' },
        { name: 'CLS', value: 0.05, rating: 'good', route: '/jobs/:id', navigation_type: 'reload' },
      ],
    });
    // Hidden again with nothing new, or the same metric updated: nothing more is sent.
    setVisibility('visible');
    reporters.CLS?.({ ...cls, value: 0.3, rating: 'needs-improvement' });
    setVisibility('hidden');
    dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives INP the route of the interaction, LCP and CLS the landing route, plus the connection type', async () => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { sendBeacon, connection: { effectiveType: '3g' } }),
    );
    stop = startVitals({ sampleRate: 1 });
    history.pushState(null, '', '/contractor/jobs/77/details');
    const click = new Event('pointerdown');
    dispatchEvent(click);
    history.pushState(null, '', '/agenda');
    const interaction = { startTime: click.timeStamp } as PerformanceEntry;
    reporters.INP?.(metric('INP', 480, { rating: 'needs-improvement', entries: [interaction] } as Partial<INPMetric>));
    reporters.LCP?.(metric('LCP', 2600, { rating: 'needs-improvement', navigationType: 'unknown-kind' as never }));
    reporters.CLS?.(metric('CLS', 0));

    dispatchEvent(new Event('pagehide'));
    const body = await beaconBody(sendBeacon.mock.calls[0]?.[1] as Blob);
    expect(body.metrics).toEqual([
      {
        name: 'INP',
        value: 480,
        rating: 'needs-improvement',
        route: '/contractor/jobs/:id/details',
        navigation_type: 'navigate',
        effective_type: '3g',
      },
      { name: 'LCP', value: 2600, rating: 'needs-improvement', route: '/jobs/:id', effective_type: '3g' },
      { name: 'CLS', value: 0, rating: 'good', route: '/jobs/:id', navigation_type: 'navigate', effective_type: '3g' },
    ]);
  });

  it('falls back to fetch with keepalive when sendBeacon refuses the data', async () => {
    sendBeacon.mockReturnValue(false);
    stop = startVitals({ sampleRate: 1 });
    reporters.INP?.(metric('INP', 96));
    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(VITALS_ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({
      metrics: [{ name: 'INP', value: 96, rating: 'good', route: '/jobs/:id', navigation_type: 'navigate' }],
    });
  });

  it('falls back to fetch when the browser has no sendBeacon', () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon: undefined }));
    stop = startVitals({ sampleRate: 1 });
    reporters.LCP?.(metric('LCP', 900));
    setVisibility('hidden');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves out a value the server would refuse', () => {
    stop = startVitals({ sampleRate: 1 });
    reporters.LCP?.(metric('LCP', 700_000));
    setVisibility('hidden');
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
