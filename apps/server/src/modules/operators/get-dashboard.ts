import { todayInSaoPaulo } from '@vamos/shared/dates';
import {
  DASHBOARD_DAYS,
  DASHBOARD_FIGURES,
  DASHBOARD_FIGURE_UNITS,
  type Dashboard,
  type DashboardFigure,
  type DashboardFigureKey,
  type DashboardShare,
} from '@vamos/shared/schemas/operator-dashboard';
import type { Deps } from '../../app-deps.ts';
import { eventCounts, placesByServiceDay, timeToFill, type DashboardSpan } from './dashboard.repo.ts';

/** `YYYY-MM-DD` plus `days` (calendar arithmetic, no time zone involved). */
function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const share = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/**
 * 'Painel' (decision 0055): the last DASHBOARD_DAYS São Paulo days, today the last, as read at `now`.
 * Three queries; here they become one dense series per figure (a day without events is 0; a share or
 * median without anything to measure is null) with today's value and the period's.
 */
export async function getDashboard(deps: Pick<Deps, 'db'>, now: Date = new Date()): Promise<Dashboard> {
  const today = todayInSaoPaulo(now);
  const span: DashboardSpan = { firstDay: addDays(today, -(DASHBOARD_DAYS - 1)), today, now };
  const dates = Array.from({ length: DASHBOARD_DAYS }, (_, i) => addDays(span.firstDay, i));

  const [events, places, fills] = await Promise.all([
    eventCounts(deps.db, span),
    placesByServiceDay(deps.db, span),
    timeToFill(deps.db, span),
  ]);

  const sums = new Map<string, number>();
  for (const row of events) sums.set(`${row.figure}:${row.day}`, Number(row.total));
  const placesOn = new Map(places.map((row) => [row.day, row]));
  const medianOn = new Map(fills.filter((row) => row.day !== null).map((row) => [row.day, Number(row.median)]));
  const periodFill = fills.find((row) => row.day === null);

  const figures = DASHBOARD_FIGURES.map((key): DashboardFigure => {
    switch (key) {
      case 'fill_rate':
      case 'no_show_rate': {
        const parts = (date: string): DashboardShare => {
          const row = placesOn.get(date);
          if (!row) return { part: 0, whole: 0 };
          return key === 'fill_rate'
            ? { part: row.filled, whole: row.offered }
            : { part: row.absent, whole: row.booked };
        };
        const perDay = dates.map(parts);
        const period = perDay.reduce((sum, p) => ({ part: sum.part + p.part, whole: sum.whole + p.whole }), {
          part: 0,
          whole: 0,
        });
        const todayShare = perDay[perDay.length - 1] ?? { part: 0, whole: 0 };
        return {
          key,
          unit: 'ratio',
          today: share(todayShare.part, todayShare.whole),
          period: share(period.part, period.whole),
          today_share: todayShare,
          period_share: period,
          days: dates.map((date, i) => ({ date, value: share(perDay[i]!.part, perDay[i]!.whole) })),
        };
      }
      case 'median_time_to_fill':
        return {
          key,
          unit: 'seconds',
          today: medianOn.get(today) ?? null,
          period: periodFill ? Number(periodFill.median) : null,
          today_share: null,
          period_share: null,
          days: dates.map((date) => ({ date, value: medianOn.get(date) ?? null })),
        };
      default:
        return summed(key, dates, sums);
    }
  });

  return { today, first_day: span.firstDay, generated_at: now.toISOString(), figures };
}

/** A figure that adds up its events: 0 on a day without any. */
function summed(key: DashboardFigureKey, dates: string[], sums: Map<string, number>): DashboardFigure {
  const days = dates.map((date) => ({ date, value: sums.get(`${key}:${date}`) ?? 0 }));
  return {
    key,
    unit: DASHBOARD_FIGURE_UNITS[key],
    today: days[days.length - 1]?.value ?? 0,
    period: days.reduce((sum, day) => sum + day.value, 0),
    today_share: null,
    period_share: null,
    days,
  };
}
