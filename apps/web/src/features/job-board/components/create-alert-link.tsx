import { BellPlus } from 'lucide-react';
import { Link } from 'react-router';
import { SEGMENT_CODES, SEGMENT_LABELS, type SegmentCode } from '@vamos/shared/segments';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { JobFilters } from '../lib/job-filters';

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** The segment a search names exactly ('garcom' → GARCOM), if any. */
function segmentOf(q: string): SegmentCode | null {
  const wanted = plain(q);
  return wanted === '' ? null : (SEGMENT_CODES.find((code) => plain(SEGMENT_LABELS[code]) === wanted) ?? null);
}

/** 'Criar alerta com estes filtros': the alerts page with a new alert prefilled from the board's filters. */
export function CreateAlertLink({ filters }: { filters: JobFilters }) {
  return (
    <Link
      to={paths.freelancer.alerts.getHref({
        city: filters.city,
        minCents: filters.minCents,
        segment: segmentOf(filters.q),
      })}
      className={buttonVariants({ variant: 'outline', className: 'col-span-2 md:col-span-5 md:justify-self-start' })}
    >
      <BellPlus aria-hidden />
      Criar alerta com estes filtros
    </Link>
  );
}
