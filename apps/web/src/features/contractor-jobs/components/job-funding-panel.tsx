import { useState } from 'react';
import { Wallet } from 'lucide-react';
import type { ContractorJobDetail } from '@vamos/shared/schemas/job-views';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatBrl } from '@/lib/format';
import { useJobFunding } from '../api/get-job-funding';
import { fundingUsage, JOB_FUNDING_TEXTS } from '../lib/job-funding-texts';
import { LazyDialog, lazyWithPreload } from '@/components/ui/lazy-dialog';

// The PIX dialog comes in a chunk of its own (the details page's budget).
const jobFundingDialog = lazyWithPreload(async () => (await import('./job-funding-dialog')).JobFundingDialog);

/**
 * 'Pagamento de todas as vagas' (decision 0056) on a guaranteed-pay job's details, once the job's
 * places were paid at once (or that PIX is awaited): awaiting (with 'Pagar'), paid (the total and
 * the places used of those paid), closed (what went back), or not paid. `openAtFirst`: the dialog
 * opens on arrival (just published with 'Pagar todas as vagas agora').
 */
export function JobFundingPanel({ job, openAtFirst = false }: { job: ContractorJobDetail; openAtFirst?: boolean }) {
  const query = useJobFunding(job.id, { enabled: job.guaranteed_pay });
  const [open, setOpen] = useState(openAtFirst);
  const funding = query.data?.funding;
  if (!job.guaranteed_pay || !funding) return null;
  const tone = { awaiting: 'warning', paid: 'success', closed: 'secondary', lapsed: 'outline' } as const;
  const label = {
    awaiting: JOB_FUNDING_TEXTS.awaiting,
    paid: JOB_FUNDING_TEXTS.paid,
    closed: JOB_FUNDING_TEXTS.closed,
    lapsed: JOB_FUNDING_TEXTS.lapsed,
  }[funding.status];
  return (
    <section
      aria-labelledby="job-funding-title"
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="job-funding-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Wallet className="size-4 text-brand-700" aria-hidden />
          {JOB_FUNDING_TEXTS.panelTitle}
        </h2>
        <Badge variant={tone[funding.status]}>{label}</Badge>
      </div>
      {funding.status === 'awaiting' ? (
        <>
          <p className="text-sm text-slate-700">
            {formatBrl(funding.total_cents)} · {JOB_FUNDING_TEXTS.awaitingHint}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setOpen(true)}>
              {JOB_FUNDING_TEXTS.pay}
            </Button>
          </div>
        </>
      ) : funding.status === 'lapsed' ? (
        <p className="text-sm text-slate-700">{JOB_FUNDING_TEXTS.lapsedHint}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{fundingUsage(funding)}</p>
          {funding.status === 'closed' ? (
            <p className="text-sm text-slate-700">
              {funding.refunded_cents > 0
                ? `R$ devolvido: ${formatBrl(funding.refunded_cents)} das vagas não usadas.`
                : 'Todas as vagas pagas foram usadas.'}
            </p>
          ) : null}
        </>
      )}
      {open ? <LazyDialog dialog={jobFundingDialog} open={open} onOpenChange={setOpen} funding={funding} /> : null}
    </section>
  );
}
