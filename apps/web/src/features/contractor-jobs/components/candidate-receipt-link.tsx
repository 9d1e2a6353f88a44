import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import type { JobApplication } from '@vamos/shared/schemas/job-views';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * 'Ver recibo' on a candidate whose pay was released (or their share of a late cancellation paid),
 * once its PIX was sent: the server names the pay-out then (decision 0046).
 */
export function CandidateReceiptLink({ application, name }: { application: JobApplication; name: string }) {
  const { pay } = application;
  if (!pay?.payout_id || (pay.status !== 'released' && pay.status !== 'compensated')) return null;
  return (
    <Link
      to={paths.receipt.getHref(pay.payout_id)}
      aria-label={`Ver recibo de ${name}`}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
    >
      <ReceiptText aria-hidden />
      Ver recibo
    </Link>
  );
}
