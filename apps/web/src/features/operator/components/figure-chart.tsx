import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DashboardDay, DashboardUnit } from '@vamos/shared/schemas/operator-dashboard';
import { formatInteger } from '@vamos/shared/masks';
import { dayLabel, formatDuration } from '../lib/dashboard-words';

const HEIGHT = 120;
const BRAND = '#4f46e5';
const AXIS = '#475569';
const GRID = '#e2e8f0';
const FONT = '11px system-ui, sans-serif';

const MIN = 60;
const HOUR = 60 * MIN;
/** The y axis's steps per unit, so that no two ticks read alike ('R$ 0', 'R$ 0'): whole people, whole reais, round durations. */
const STEPS: Record<Exclude<DashboardUnit, 'ratio'>, number[]> = {
  count: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000],
  cents: [100, 500, 1000, 5000, 10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000, 10_000_000],
  seconds: [15 * MIN, 30 * MIN, HOUR, 2 * HOUR, 6 * HOUR, 12 * HOUR, 24 * HOUR, 48 * HOUR, 7 * 24 * HOUR],
};
/** The y axis's least height, one step of each unit: a chart of zeros still reads 0 and 1. */
const FLOOR: Record<DashboardUnit, number> = { count: 1, cents: 100, seconds: HOUR, ratio: 1 };

/** A y-axis tick, short: counts whole, R$ without cents, shares in %, durations in h or d. */
function tick(value: number, unit: DashboardUnit): string {
  switch (unit) {
    case 'count':
      return formatInteger(value);
    case 'cents':
      return `R$ ${formatInteger(value / 100)}`;
    case 'ratio':
      return `${Math.round(value * 100)}%`;
    case 'seconds':
      return formatDuration(value);
    default: {
      const never: never = unit;
      return never;
    }
  }
}

/**
 * One figure's 30 days as a small uPlot chart (decision 0055): bars for counts and money, a line with
 * gaps for shares and medians (a day with nothing to measure has no point). The canvas is decoration
 * for assistive technology: the caller gives the chart its name and the figures as text.
 */
export function FigureChart({ days, unit }: { days: DashboardDay[]; unit: DashboardUnit }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const bars = unit === 'count' || unit === 'cents';
    const values = days.map((day) => day.value);
    const top = Math.max(0, ...values.map((v) => v ?? 0));
    const chart = new uPlot(
      {
        width: element.clientWidth || 300,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.5, days.length - 0.5] },
          y: { range: () => [0, unit === 'ratio' ? 1 : Math.max(top * 1.1, FLOOR[unit])] },
        },
        axes: [
          {
            stroke: AXIS,
            font: FONT,
            size: 24,
            space: 44,
            incrs: [1, 2, 5, 7, 10, 15],
            grid: { show: false },
            ticks: { show: false },
            values: (_, splits) => splits.map((i) => (days[i] ? dayLabel(days[i].date) : '')),
          },
          {
            stroke: AXIS,
            font: FONT,
            size: unit === 'cents' ? 64 : 48,
            space: 28,
            ...(unit === 'ratio' ? {} : { incrs: STEPS[unit] }),
            grid: { stroke: GRID, width: 1 },
            ticks: { show: false },
            values: (_, splits) => splits.map((v) => tick(v, unit)),
          },
        ],
        series: [
          {},
          bars
            ? {
                stroke: BRAND,
                fill: BRAND,
                width: 0,
                paths: uPlot.paths.bars?.({ size: [0.7, 18] }),
                points: { show: false },
              }
            : { stroke: BRAND, fill: 'rgba(79, 70, 229, 0.1)', width: 2, points: { show: true, size: 5 } },
        ],
      },
      [days.map((_, i) => i), values],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, unit]);

  return <div ref={box} className="h-[120px] w-full min-w-0 overflow-hidden" />;
}
