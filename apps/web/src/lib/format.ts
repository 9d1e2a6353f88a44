import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

export { formatBrl } from '@vamos/shared/masks';

/** 'YYYY-MM-DD' or an ISO timestamp → 'dd/MM/yyyy'; unparseable → 'Data inválida' (spec 02). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd/MM/yyyy', { locale: ptBR }) : 'Data inválida';
}

/** ISO timestamp → 'dd/MM/yyyy HH:mm'. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, "dd/MM/yyyy 'às' HH:mm", { locale: ptBR }) : 'Data inválida';
}

/** 'HH:mm:ss' or 'HH:mm' → 'HH:mm'. */
export function formatTime(value: string | null | undefined): string {
  return value ? value.slice(0, 5) : '';
}

/** 'YYYY-MM-DD' → 'sábado, 28 de novembro'. */
export function formatLongDate(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, "EEEE, d 'de' MMMM", { locale: ptBR }) : 'Data inválida';
}
