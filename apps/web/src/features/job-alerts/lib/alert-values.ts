import { formatBrl, onlyDigits } from '@vamos/shared/masks';
import { SEGMENT_CODES, type SegmentCode } from '@vamos/shared/segments';
import type { JobAlertFrequency } from '@vamos/shared/job-alerts';
import type { JobAlertInput, JobAlertView } from '@vamos/shared/schemas/job-alerts';

/** What the alert form holds while a person edits it. */
export type AlertFormValues = {
  segments: SegmentCode[];
  city: string;
  /** Comma-separated, as typed. */
  neighborhoods: string;
  days: number[];
  /** 'R$ 150,00' as typed (masked), or ''. */
  minValue: string;
  frequency: JobAlertFrequency;
  active: boolean;
};

export const EMPTY_ALERT: AlertFormValues = {
  segments: [],
  city: '',
  neighborhoods: '',
  days: [0, 1, 2, 3, 4, 5, 6],
  minValue: '',
  frequency: 'instant',
  active: true,
};

const isSegment = (value: string | null): value is SegmentCode =>
  value !== null && (SEGMENT_CODES as readonly string[]).includes(value);

/** The new-alert form prefilled from the page's URL (the board's 'Criar alerta com estes filtros'). */
export function valuesFromSearchParams(params: URLSearchParams): AlertFormValues {
  const segment = params.get('funcao');
  const cents = onlyDigits(params.get('valor_min') ?? '');
  return {
    ...EMPTY_ALERT,
    segments: isSegment(segment) ? [segment] : [],
    city: (params.get('cidade') ?? '').slice(0, 100),
    minValue: cents === '' || cents === '0' ? '' : formatBrl(Number.parseInt(cents, 10)),
  };
}

export function valuesFromAlert(alert: JobAlertView): AlertFormValues {
  return {
    segments: alert.segments,
    city: alert.city,
    neighborhoods: alert.neighborhoods.join(', '),
    days: alert.days,
    minValue: alert.min_salary_cents > 0 ? formatBrl(alert.min_salary_cents) : '',
    frequency: alert.frequency,
    active: alert.active,
  };
}

export function inputFromValues(values: AlertFormValues): JobAlertInput {
  const digits = onlyDigits(values.minValue);
  return {
    segments: values.segments,
    city: values.city,
    neighborhoods: values.neighborhoods
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
    days: values.days,
    min_salary_cents: digits === '' ? 0 : Number.parseInt(digits, 10),
    frequency: values.frequency,
    active: values.active,
  };
}

export function inputFromAlert(alert: JobAlertView, patch: Partial<JobAlertInput> = {}): JobAlertInput {
  return {
    segments: alert.segments,
    city: alert.city,
    neighborhoods: alert.neighborhoods,
    days: alert.days,
    min_salary_cents: alert.min_salary_cents,
    frequency: alert.frequency,
    active: alert.active,
    ...patch,
  };
}
