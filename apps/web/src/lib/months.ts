import { todayInSaoPaulo } from '@vamos/shared/dates';
import { monthName } from './format';

/** A month as the API names it, 'yyyy-MM'. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The earliest month the API answers (MonthSchema in @vamos/shared/schemas/guaranteed-pay). */
export const FIRST_MONTH = '2020-01';

/** Whether `value` is a month the API answers ('2026-11'), none before FIRST_MONTH. */
export function isMonth(value: string | null): value is string {
  return value !== null && MONTH.test(value) && value >= FIRST_MONTH;
}

/** This month in São Paulo, where the server decides which month a payment belongs to. */
export function currentMonth(now: Date = new Date()): string {
  return todayInSaoPaulo(now).slice(0, 7);
}

/** The month `delta` months from `month` ('2026-01', -1 → '2025-12'). */
export function addMonths(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** '2026-11' → 'novembro de 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${monthName(new Date(year, number - 1, 1))} de ${year}`;
}
