import { segmentLabel } from './segments.ts';
import { brazilianDate } from './dates.ts';
import { formatBrl } from './masks.ts';
import { endsNextDay } from './shift-times.ts';

/**
 * The words a job's public page says, in Portuguese: the server's HTML, its card image and JSON-LD,
 * and the SPA's page alike. Dates are calendar dates of São Paulo: written as they are, with no time
 * zone involved (no Intl).
 */
const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

type Shift = { service_date: string; start_time: string; end_time: string };
type Place = { neighborhood: string | null; city: string; state: string };

/** '2026-12-12' → 'sábado'. */
export function weekdayOf(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay()] ?? '';
}

/** 'sábado, 12/12/2026'. */
export function dateText(job: Pick<Shift, 'service_date'>): string {
  return `${weekdayOf(job.service_date)}, ${brazilianDate(job.service_date)}`;
}

/** '18:00 às 23:30', and '22:00 às 04:00 (dia seguinte)' for a night shift (decision 0012). */
export function hoursText(job: Omit<Shift, 'service_date'>): string {
  const times = `${job.start_time} às ${job.end_time}`;
  return endsNextDay(job.start_time, job.end_time) ? `${times} (dia seguinte)` : times;
}

/** 'Bela Vista, São Paulo - SP' (the city alone when the job has no neighbourhood). */
export function placeText(job: Place): string {
  const city = `${job.city} - ${job.state}`;
  return job.neighborhood ? `${job.neighborhood}, ${city}` : city;
}

/** 'R$ 150,00' (with the no-break space Intl writes). */
export function valueText(job: { salary_cents: number }): string {
  return formatBrl(job.salary_cents);
}

/** The segment's label ('Garçom'), or the code as stored when it is none of ours. */
export function segmentText(job: { segment: string }): string {
  return segmentLabel(job.segment);
}

/** '1 vaga restante', '3 vagas restantes'. */
export function placesLeftText(places: number): string {
  return places === 1 ? '1 vaga restante' : `${places} vagas restantes`;
}

/** '4,8 (12 avaliações)', or 'Sem avaliações ainda'. */
export function ratingText(rating: { average_rating: number | null; total_evaluations: number }): string {
  if (rating.average_rating === null || rating.total_evaluations === 0) return 'Sem avaliações ainda';
  const average = rating.average_rating.toFixed(1).replace('.', ',');
  const count = rating.total_evaluations === 1 ? '1 avaliação' : `${rating.total_evaluations} avaliações`;
  return `${average} (${count})`;
}

/** '1 moeda', '15 moedas'. */
export function coinsText(coins: number): string {
  return coins === 1 ? '1 moeda' : `${coins} moedas`;
}
