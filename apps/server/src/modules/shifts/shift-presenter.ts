import { contestDeadline, withdrawalConsequence } from '@vamos/shared/cancellation-policy';
import { toHourMinute } from '@vamos/shared/dates';
import { endsNextDay } from '@vamos/shared/shift-times';
import type { AgendaItemStatus } from '@vamos/shared/agenda';
import type { AgendaItemView, FreelancerAgendaItem } from '@vamos/shared/schemas/agenda';
import type { Application, MyApplicationItem } from '@vamos/shared/schemas/applications';
import type { RatingStats, RatingSummary } from '@vamos/shared/schemas/evaluations';
import type {
  Applicant,
  FreelancerContact,
  FreelancerProfileView,
  JobApplication,
} from '@vamos/shared/schemas/job-views';
import type { Reliability } from '@vamos/shared/reliability';
import { isBooked, isUpcoming, stateForFreelancer, type ShiftState } from '@vamos/shared/shift-states';
import type { ShiftPaySummary } from '@vamos/shared/schemas/guaranteed-pay';
import { shiftPaySummary } from '@vamos/shared/guaranteed-pay';
import type { Actor } from '../../http/actor.ts';
import { isRatingPair, isServiceOver } from '../evaluations/evaluation-policies.ts';
import { presentJobSummary } from '../jobs/jobs.service.ts';
import { may, type JobRules } from './shift-policies.ts';
import type {
  ApplicantProfileRow,
  ContractorAgendaJobRow,
  FreelancerAgendaRow,
  JobApplicationRow,
  MyApplicationRow,
} from './shift-views.repo.ts';
import type { ShiftRow } from './shifts.repo.ts';
import { unconfirmedFrom } from '@vamos/shared/check-in';
import type { Presence } from '@vamos/shared/schemas/check-in';
import type { PresenceTimes } from './shift-views.repo.ts';
import type { TeamStanding } from '@vamos/shared/schemas/team';

export function presentApplication(row: ShiftRow): Application {
  return {
    id: row.id,
    job_id: row.jobId,
    status: row.status,
    application_cost: row.applicationCost,
    applied_at: row.appliedAt.toISOString(),
    approved_at: row.approvedAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
  };
}

/** A row of "Minhas candidaturas", with what the freelancer may do with it now. */
export function presentMyApplication(row: MyApplicationRow, viewer: Actor, now: Date): MyApplicationItem {
  const app = row.application;
  const shift = { freelancerId: app.freelancerId, state: app.status, job: row.job, decidedAt: app.decidedAt };
  const withdraw = may('withdraw', viewer, shift, now);
  const contest = may('contest', viewer, shift, now);
  return {
    ...presentApplication(app),
    status: stateForFreelancer(app.status),
    job: presentJobSummary(row.job),
    can: { cancel: may('cancel', viewer, shift, now), withdraw, contest },
    withdraw_consequence: withdraw ? withdrawalConsequence(row.job, now) : null,
    contest_until: contest && app.decidedAt ? contestDeadline(app.decidedAt).toISOString() : null,
  };
}

type FreelancerFields = {
  id: string;
  name: string;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
  position: string | null;
  description: string | null;
  phone: string | null;
  cpf: string | null;
};

/** A freelancer without ratings yet. */
const NO_RATINGS: RatingStats = { average_rating: null, total_evaluations: 0 };

/** A freelancer without a shift counted yet ('Novo'). */
const NO_SHIFTS: Reliability = { attendance_percent: null, shifts: 0 };

/** A freelancer neither in the contractor's team nor blocked by them. */
export const NOT_IN_TEAM: TeamStanding = { in_team: false, blocked: false };

/**
 * A freelancer as a contractor sees them, with their rating, reliability and standing in the
 * contractor's team. E-mail, phone and CPF only when
 * `contactVisible`: the freelancer is booked on one of this contractor's jobs (DESIGN §2
 * "Contact data").
 */
export function presentApplicant(
  f: FreelancerFields,
  contactVisible: boolean,
  rating: RatingStats,
  reliability: Reliability,
  team: TeamStanding,
): Applicant {
  const contact: FreelancerContact = { email: f.email, phone: f.phone, cpf: f.cpf };
  return {
    id: f.id,
    full_name: f.fullName ?? f.name,
    avatar_url: f.avatarUrl,
    position: f.position,
    description: f.description,
    contact: contactVisible ? contact : null,
    rating,
    reliability,
    team,
  };
}

/** A candidate on the contractor's job detail: contact data once booked; what they may do with it now. */
export function presentJobApplication(
  row: JobApplicationRow,
  viewer: Actor,
  job: JobRules,
  now: Date,
  reputation: { rating?: RatingStats; reliability?: Reliability; team: TeamStanding },
  /** The job keeps MAX_RESERVES already: 'Aprovar como reserva' is not offered (the server would answer 409). */
  reservesFull = false,
): JobApplication {
  const a = row.application;
  const shift = { freelancerId: a.freelancerId, state: a.status, job };
  return {
    id: a.id,
    status: a.status,
    application_cost: a.applicationCost,
    applied_at: a.appliedAt.toISOString(),
    approved_at: a.approvedAt?.toISOString() ?? null,
    decided_at: a.decidedAt?.toISOString() ?? null,
    rejection_reason: a.rejectionReason,
    freelancer: presentApplicant(
      { id: a.freelancerId, ...row.freelancer },
      isBooked(a.status),
      reputation.rating ?? NO_RATINGS,
      reputation.reliability ?? NO_SHIFTS,
      reputation.team,
    ),
    can: {
      approve: may('approve', viewer, shift, now),
      reject: may('reject', viewer, shift, now),
      mark_no_show: may('mark_no_show', viewer, shift, now),
      reserve: !reservesFull && may('reserve', viewer, shift, now),
    },
    presence: presentPresence(a.status, row.presence, job, now),
    pay: presentPay(row.pay, row.sentPayoutId),
  };
}

/**
 * Where a guaranteed-pay place's money is (decision 0042), with its sent pay-out (its receipt,
 * decision 0046); null when it was never held.
 */
function presentPay(pay: JobApplicationRow['pay'], sentPayoutId: string | null): ShiftPaySummary | null {
  return pay ? shiftPaySummary({ ...pay, payoutId: sentPayoutId }) : null;
}

/**
 * A shift's presence (issue 24): the times of its moves, and 'Não confirmado' for an approved shift
 * not confirmed UNCONFIRMED_NOTICE_HOURS before its start (until it checks in or ends otherwise).
 */
export function presentPresence(
  state: ShiftState,
  times: PresenceTimes,
  job: { serviceDate: string; startTime: string; endTime: string },
  now: Date,
): Presence {
  return {
    confirmed_at: times.confirmedAt,
    checked_in_at: times.checkedInAt,
    checked_out_at: times.checkedOutAt,
    unconfirmed: state === 'approved' && now >= unconfirmedFrom(job),
  };
}

export function presentApplicantProfile(
  row: ApplicantProfileRow,
  rating: RatingSummary,
  reliability: Reliability,
  team: TeamStanding,
): FreelancerProfileView {
  return { ...presentApplicant(row, row.approved, NO_RATINGS, reliability, team), rating };
}

/** How an agenda reads a shift: ahead or under way (confirmed), done (completed) or off (cancelled). */
export function agendaStatusOf(state: ShiftState): AgendaItemStatus {
  if (isUpcoming(state)) return 'confirmed';
  if (state === 'checked_out' || state === 'attended') return 'completed';
  return state === 'pending' || state === 'reserve' ? 'scheduled' : 'cancelled';
}

/**
 * A booked shift on the freelancer's agenda, with the contractor's name and phone (the freelancer is
 * booked on the job, so the contact may be shown: DESIGN §2) and what they may do with it now.
 */
export function presentFreelancerAgendaItem(row: FreelancerAgendaRow, viewer: Actor, now: Date): FreelancerAgendaItem {
  const { shift, job, contractor, contractorRated } = row;
  const state = { freelancerId: shift.freelancerId, state: shift.status, job };
  const ratable = isRatingPair({ shiftState: shift.status, jobStatus: job.status }) && isServiceOver(job, now);
  const withdraw = may('withdraw', viewer, state, now);
  return {
    id: shift.id,
    title: job.title,
    description: job.location,
    date: job.serviceDate,
    start_time: toHourMinute(job.startTime),
    end_time: toHourMinute(job.endTime),
    ends_next_day: endsNextDay(job.startTime, job.endTime),
    type: 'job',
    status: agendaStatusOf(shift.status),
    job_id: job.id,
    created_at: (shift.approvedAt ?? shift.appliedAt).toISOString(),
    updated_at: job.updatedAt.toISOString(),
    job: presentJobSummary(job),
    contractor: {
      id: contractor.id,
      full_name: contractor.fullName ?? contractor.name,
      phone: contractor.phone ?? null,
    },
    shift_state: shift.status,
    can: {
      complete: may('conclude', viewer, state, now),
      withdraw,
      evaluate: ratable && !contractorRated,
      confirm: may('confirm', viewer, state, now),
      check_in: may('check_in', viewer, state, now),
    },
    withdraw_consequence: withdraw ? withdrawalConsequence(job, now) : null,
    presence: presentPresence(shift.status, row.presence, job, now),
  };
}

/** How the contractor's agenda reads one of their jobs: from its status and who is booked on it. */
function jobAgendaStatus(row: ContractorAgendaJobRow): AgendaItemStatus {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status === 'completed' || row.status === 'closed') return 'completed';
  return row.booked.length > 0 ? 'confirmed' : 'scheduled';
}

/** One of the contractor's jobs on their agenda: it follows the job, and names who is coming. */
export function presentContractorAgendaJob(row: ContractorAgendaJobRow): AgendaItemView {
  return {
    id: row.id,
    title: row.title,
    description: row.location,
    date: row.serviceDate,
    start_time: toHourMinute(row.startTime),
    end_time: toHourMinute(row.endTime),
    ends_next_day: endsNextDay(row.startTime, row.endTime),
    type: 'job',
    status: jobAgendaStatus(row),
    job_id: row.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    booked: row.booked,
    can: { edit: false, delete: false },
  };
}
