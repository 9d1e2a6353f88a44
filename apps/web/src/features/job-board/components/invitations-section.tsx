import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CalendarDays, Clock, MailOpen, MapPin } from 'lucide-react';
import type { Invitation } from '@vamos/shared/schemas/invitations';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { LazyDialog, lazyWithPreload, preloadOn } from '@/components/ui/lazy-dialog';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatBrl, formatDate, formatShift } from '@/lib/format';
import { useDeclineInvitation, useInvitations } from '../api/invitations';
import { JobCost } from './job-cost';

const acceptDialog = lazyWithPreload(async () => (await import('./accept-invitation-dialog')).AcceptInvitationDialog);
const preloadAcceptDialog = preloadOn(acceptDialog);

/** The board's anchor the invitation's notification opens ('/freelancer/jobs#convites'). */
export const INVITATIONS_ANCHOR = 'convites';

function InvitationCard({
  invitation,
  onAccept,
  onDecline,
  declining,
}: {
  invitation: Invitation;
  onAccept: () => void;
  onDecline: () => void;
  declining: boolean;
}) {
  const { job } = invitation;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-white p-3 shadow-sm sm:p-4">
      <div className="min-w-0">
        <h3 className="text-base leading-snug font-bold text-slate-900">
          <Link to={paths.job.getHref(job.id)} className="hover:underline">
            {job.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-700">{job.company}</p>
      </div>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden />
          {formatDate(job.service_date)}
        </li>
        <li className="flex items-center gap-1.5">
          <Clock className="size-4 shrink-0 text-slate-500" aria-hidden />
          {formatShift(job.start_time, job.end_time, 'às')}
        </li>
        <li className="flex min-w-0 items-center gap-1.5">
          <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden />
          <span className="min-w-0 truncate">{job.location}</span>
        </li>
      </ul>
      <p className="text-sm text-slate-900">
        Valor: <strong>{formatBrl(job.salary_cents)}</strong>
      </p>
      <JobCost coins={invitation.application_cost} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          className="sm:flex-1"
          disabled={!invitation.can.accept}
          onClick={onAccept}
          aria-label={`Aceitar convite para ${job.title}`}
          {...preloadAcceptDialog}
        >
          Aceitar
        </Button>
        <Button
          variant="outline"
          className="sm:flex-1"
          disabled={!invitation.can.decline || declining}
          onClick={onDecline}
          aria-label={`Recusar convite para ${job.title}`}
        >
          {declining ? 'Recusando...' : 'Recusar'}
        </Button>
      </div>
    </li>
  );
}

/**
 * 'Convites' at the top of the freelancer's board (decision 0037): the jobs a contractor invited me
 * to, each with 'Aceitar' (what it costs, then booked at once) and 'Recusar'. Nothing when there are
 * none. The notification of an invitation opens it (#convites).
 */
export function InvitationsSection() {
  const { data } = useInvitations();
  const [accepting, setAccepting] = useState<Invitation | null>(null);
  const [open, setOpen] = useState(false);
  const decline = useDeclineInvitation({
    onSuccess: () => toast.success('Convite recusado', { description: 'O contratante foi avisado. Nada foi cobrado.' }),
    onError: (error) =>
      toast.error('Não foi possível recusar o convite', {
        description: error instanceof ApiError ? error.message : undefined,
      }),
  });
  const invitations = data?.invitations ?? [];
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const shown = invitations.length > 0;
  useEffect(() => {
    if (shown && hash === `#${INVITATIONS_ANCHOR}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [shown, hash]);

  return (
    <>
      {shown ? (
        <section
          ref={ref}
          id={INVITATIONS_ANCHOR}
          aria-labelledby="convites-title"
          className="scroll-mt-20 rounded-2xl border border-amber-200 bg-amber-50 p-3 sm:p-4"
        >
          <h2 id="convites-title" className="mb-1 flex items-center gap-2 text-lg font-bold text-slate-900">
            <MailOpen className="size-5 text-amber-700" aria-hidden />
            Convites
          </h2>
          <p className="mb-3 text-sm text-slate-700">
            Contratantes que já trabalharam com você chamaram você para estas vagas. Aceite para ser aprovado na hora.
          </p>
          <ul className="grid gap-3 md:grid-cols-2">
            {invitations.map((invitation) => (
              <InvitationCard
                key={invitation.id}
                invitation={invitation}
                declining={decline.isPending && decline.variables === invitation.id}
                onAccept={() => {
                  setAccepting(invitation);
                  setOpen(true);
                }}
                onDecline={() => decline.mutate(invitation.id)}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {accepting ? (
        <LazyDialog dialog={acceptDialog} invitation={accepting} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}
