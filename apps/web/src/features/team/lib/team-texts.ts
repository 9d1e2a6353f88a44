import { formatRating } from '@/components/ui/rating-stars';
import { formatDate } from '@/lib/format';

/** Initials of a name for an avatar without a photo ('Maria da Silva' → 'MS'). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/** '4,8 · 12 avaliações', '5,0 · 1 avaliação' or 'Sem avaliações'. */
export function ratingText(average: number | null, total: number): string {
  if (average === null || total === 0) return 'Sem avaliações';
  return `${formatRating(average)} · ${total === 1 ? '1 avaliação' : `${total} avaliações`}`;
}

/** 'Último turno: 12/12/2026', or 'Nenhum turno ainda'. */
export function lastShiftText(date: string | null): string {
  return date ? `Último turno: ${formatDate(date)}` : 'Nenhum turno ainda';
}
