import { Ban } from 'lucide-react';
import { Link } from 'react-router';
import { suspensionText } from '@vamos/shared/cancellation-policy';
import { useMyStrikes } from '@/api/strikes';
import { paths } from '@/config/paths';

/**
 * Why the freelancer cannot apply now, and until when (decision 0028): 'Candidaturas suspensas até
 * 02/12 por faltas recentes — veja a política'. The server decides (`suspended_until`); nothing when
 * not suspended or while loading.
 */
export function SuspensionBanner() {
  const { data } = useMyStrikes();
  if (!data?.suspended_until) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
    >
      <Ban className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {suspensionText(new Date(data.suspended_until))} —{' '}
        <Link to={paths.cancellationPolicy.getHref()} className="font-semibold underline underline-offset-2">
          veja a política
        </Link>
      </span>
    </p>
  );
}
