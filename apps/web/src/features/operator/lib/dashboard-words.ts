import { brazilianDayMonth } from '@vamos/shared/dates';
import { formatBrl, formatInteger } from '@vamos/shared/masks';
import type { DashboardShare, DashboardUnit } from '@vamos/shared/schemas/operator-dashboard';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A duration in seconds as people say it: '45 min', '3 h 20 min', '2 d 4 h'. */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(0, Math.round(seconds / MINUTE));
  if (minutes < HOUR / MINUTE) return `${minutes} min`;
  if (minutes < DAY / MINUTE) {
    const [h, m] = [Math.floor(minutes / 60), minutes % 60];
    return m ? `${h} h ${m} min` : `${h} h`;
  }
  const hours = Math.round(minutes / 60);
  const [d, h] = [Math.floor(hours / 24), hours % 24];
  return h ? `${d} d ${h} h` : `${d} d`;
}

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** A figure's value in its unit; '—' where there is nothing to measure (a share of no place, a median of no job). */
export function formatFigure(value: number | null, unit: DashboardUnit): string {
  if (value === null) return '—';
  switch (unit) {
    case 'count':
      return formatInteger(value);
    case 'cents':
      return formatBrl(value);
    case 'ratio':
      return percent.format(value);
    case 'seconds':
      return formatDuration(value);
    default: {
      const never: never = unit;
      return never;
    }
  }
}

/** What a share divides: '4 de 5'; nothing when it divides nothing (the share is '—'). */
export function formatShare(share: DashboardShare | null): string | null {
  return share && share.whole > 0 ? `${formatInteger(share.part)} de ${formatInteger(share.whole)}` : null;
}

/** '2025-03-15' → '15/03'. */
export const dayLabel = brazilianDayMonth;
