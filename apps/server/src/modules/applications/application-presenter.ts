import type { Application, MyApplicationItem } from '@vamos/shared/schemas/applications';
import type { RatingStats, RatingSummary } from '@vamos/shared/schemas/evaluations';
import type {
  Applicant,
  FreelancerContact,
  FreelancerProfileView,
  JobApplication,
} from '@vamos/shared/schemas/job-views';
import { presentJobSummary } from '../jobs/jobs.service.ts';
import { canCancelApplication, canWithdraw } from './application-policies.ts';
import type { ApplicantProfileRow, ApplicationRow, JobApplicationRow, MyApplicationRow } from './applications.repo.ts';

export function presentApplication(row: ApplicationRow): Application {
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

/** A row of "Minhas candidaturas", with what the freelancer may do with it on `today`. */
export function presentMyApplication(row: MyApplicationRow, today: string): MyApplicationItem {
  const app = row.application;
  return {
    ...presentApplication(app),
    job: presentJobSummary(row.job),
    can: { cancel: canCancelApplication(app), withdraw: canWithdraw(app, row.job, today) },
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

/**
 * A freelancer as a contractor sees them, with their rating. E-mail, phone and CPF only when
 * `contactVisible`: the freelancer is approved on one of this contractor's jobs (DESIGN §2
 * "Contact data").
 */
export function presentApplicant(
  f: FreelancerFields,
  contactVisible: boolean,
  rating: RatingStats = NO_RATINGS,
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
  };
}

/** An application on the contractor's job detail: contact data on approved ones only. */
export function presentJobApplication(row: JobApplicationRow, rating?: RatingStats): JobApplication {
  const a = row.application;
  return {
    id: a.id,
    status: a.status,
    application_cost: a.applicationCost,
    applied_at: a.appliedAt.toISOString(),
    approved_at: a.approvedAt?.toISOString() ?? null,
    decided_at: a.decidedAt?.toISOString() ?? null,
    rejection_reason: a.rejectionReason,
    freelancer: presentApplicant({ id: a.freelancerId, ...row.freelancer }, a.status === 'approved', rating),
  };
}

export function presentApplicantProfile(row: ApplicantProfileRow, rating: RatingSummary): FreelancerProfileView {
  return { ...presentApplicant(row, row.approved), rating };
}
