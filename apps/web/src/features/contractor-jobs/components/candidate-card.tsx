import { Link } from 'react-router';
import { Check, ChevronRight, UserRound, X } from 'lucide-react';
import { SHIFT_STATE_LABELS, SHIFT_STATE_TONES } from '@vamos/shared/shift-states';
import type { JobApplication } from '@vamos/shared/schemas/job-views';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { confirmDialogPreload } from '@/components/ui/confirm-dialog';
import { RatingStars, formatRating } from '@/components/ui/rating-stars';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { contractorGreeting, whatsAppChatUrl } from '@vamos/shared/whatsapp';
import { WhatsAppChatLink } from '@/components/jobs/whatsapp-chat-link';
import { JOB_TEXTS } from '../lib/job-texts';
import { StoredImage } from '@/components/ui/stored-image';
import { NoShowButton } from './no-show-button';
import { ReserveButton } from './reserve-button';
import { ReliabilityLine } from '@/components/reliability/reliability-line';
import { CandidatePresence } from './candidate-presence';
import { TeamStandingActions } from '@/components/team/team-standing-actions';
import { AwaitingPaymentActions, HeldUntil, PayStatusBadge } from './candidate-pay';
import { CandidateReceiptLink } from './candidate-receipt-link';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/** Their reputation, so the contractor can choose by it: stars, average with one decimal, count. */
function CandidateRating({ rating }: { rating: JobApplication['freelancer']['rating'] }) {
  if (rating.average_rating === null || rating.total_evaluations === 0) {
    return <p className="text-xs text-slate-500">Sem avaliações ainda</p>;
  }
  const total = rating.total_evaluations;
  return (
    <p className="flex items-center gap-1.5 text-xs text-slate-600">
      <RatingStars value={rating.average_rating} starClassName="size-3.5" />
      <span className="font-semibold text-slate-900">{formatRating(rating.average_rating)}</span>
      <span>({total === 1 ? '1 avaliação' : `${total} avaliações`})</span>
    </p>
  );
}

type CandidateCardProps = {
  application: JobApplication;
  jobId: string;
  /** The job as the first WhatsApp message names it. */
  job: { title: string; service_date: string; company: string };
  busy: boolean;
  /** False when the contractor has no credit left for an approval. */
  canApprove: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** A place awaiting its PIX payment (guaranteed pay, decision 0042): its charge again, or cancelled. */
  onPay: () => void;
  onCancelHold: () => void;
};

/** One applicant: who they are, the application's status and date, and what can be done now. */
export function CandidateCard({
  application,
  jobId,
  job,
  busy,
  canApprove,
  onApprove,
  onReject,
  onPay,
  onCancelHold,
}: CandidateCardProps) {
  const { freelancer, status } = application;
  const name = freelancer.full_name.trim();
  const titleId = `candidate-${application.id}`;
  // Contact, and so the chat, exist only for a freelancer booked on this job (the server decides).
  const phone = freelancer.contact?.phone ?? null;
  const chat = phone
    ? whatsAppChatUrl(
        phone,
        contractorGreeting({ to: name, company: job.company, jobTitle: job.title, serviceDate: job.service_date }),
      )
    : null;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800">
          {freelancer.avatar_url ? (
            <StoredImage url={freelancer.avatar_url} folder="avatars" variant="sm" className="size-full object-cover" />
          ) : name ? (
            initials(name)
          ) : (
            <UserRound className="size-5" aria-hidden />
          )}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={titleId} className="font-semibold text-slate-900">
              {name || JOB_TEXTS.missingFreelancer}
            </h3>
            <span className="flex flex-wrap gap-1.5">
              <Badge variant={SHIFT_STATE_TONES[status]}>{SHIFT_STATE_LABELS[status]}</Badge>
              <PayStatusBadge application={application} />
            </span>
          </div>
          {freelancer.position ? <p className="text-sm text-brand-800">{freelancer.position}</p> : null}
          <CandidateRating rating={freelancer.rating} />
          <ReliabilityLine reliability={freelancer.reliability} />
          <p className="text-xs text-slate-500">
            {status === 'invited' ? 'Convidado em' : 'Candidatou-se em'} {formatDateTime(application.applied_at)}
          </p>
          <CandidatePresence application={application} />
          <HeldUntil application={application} />
        </div>
      </div>
      {freelancer.description ? <p className="line-clamp-3 text-sm text-slate-700">{freelancer.description}</p> : null}
      <TeamStandingActions freelancer={freelancer} />
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        {name ? (
          <Link
            to={paths.contractor.freelancerProfile.getHref(freelancer.id, jobId)}
            aria-label={`${JOB_TEXTS.viewProfile} de ${name}`}
            className={buttonVariants({ variant: 'link', size: 'sm', className: 'mr-auto px-0' })}
          >
            {JOB_TEXTS.viewProfile}
            <ChevronRight aria-hidden />
          </Link>
        ) : null}
        {application.can.approve || application.can.reject ? (
          <div className="grid w-full grid-cols-2 gap-2 min-[480px]:flex min-[480px]:w-auto">
            {application.can.reject ? (
              <Button
                size="sm"
                variant="outline"
                className="border-red-200 text-red-700 hover:bg-red-50"
                disabled={busy}
                onClick={onReject}
                {...confirmDialogPreload}
                aria-label={`${JOB_TEXTS.reject} ${name}`}
              >
                <X aria-hidden />
                {JOB_TEXTS.reject}
              </Button>
            ) : null}
            {application.can.approve ? (
              <Button
                size="sm"
                disabled={busy || !canApprove}
                onClick={onApprove}
                {...confirmDialogPreload}
                aria-label={`${JOB_TEXTS.approve} ${name}`}
              >
                <Check aria-hidden />
                {JOB_TEXTS.approve}
              </Button>
            ) : null}
          </div>
        ) : null}
        {status === 'awaiting_payment' ? (
          <AwaitingPaymentActions name={name} onPay={onPay} onCancel={onCancelHold} />
        ) : null}
        {application.can.reserve ? <ReserveButton applicationId={application.id} name={name} /> : null}
        {application.can.mark_no_show ? <NoShowButton applicationId={application.id} name={name} /> : null}
        <CandidateReceiptLink application={application} name={name} />
        {chat ? <WhatsAppChatLink href={chat} name={name} /> : null}
      </div>
    </li>
  );
}
