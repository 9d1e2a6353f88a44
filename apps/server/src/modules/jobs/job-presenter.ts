import { toHourMinute } from '@vamos/shared/dates';
import { guaranteedFeeCents } from '@vamos/shared/guaranteed-pay';
import { stateForFreelancer } from '@vamos/shared/shift-states';
import { applicationCost } from '@vamos/shared/pricing';
import type { ContractorRecord } from '@vamos/shared/schemas/reliability';
import type { AddressView } from '@vamos/shared/schemas/address';
import type { JobSummary } from '@vamos/shared/schemas/applications';
import type {
  ContractorContact,
  ContractorJob,
  JobDetail,
  JobFields,
  JobListItem,
  JobPrivateFields,
  JobPublicFields,
} from '@vamos/shared/schemas/job-views';
import type { JobHistoryEntry } from '@vamos/shared/schemas/job-history';
import type { Address } from '../../db/schema.ts';
import type { ContractorJobRow, ApprovedFreelancerRow } from './contractor-jobs.repo.ts';
import type { JobHistoryEntryRow } from './job-history.repo.ts';
import type { JobListRow, ViewerPartRow } from './job-list.repo.ts';
import { freelancerActions } from '../shifts/shift-policies.ts';
import { canSeeContractorContact, ownerActions } from './job-policies.ts';
import type { JobRow } from './jobs.repo.ts';
import type { Actor } from '../../http/actor.ts';
import { jobSlugId, publicJobPath } from './job-public-path.ts';

function presentAddress(address: Address | null): AddressView | null {
  if (!address) return null;
  return {
    cep: address.cep,
    state: address.state,
    city: address.city,
    neighborhood: address.neighborhood,
    street: address.street,
    number: address.number,
    complement: address.complement ?? '',
  };
}

/** The CEP's first five digits (its sector): where a job is, without the street. */
function cepPrefix(address: Address | null): string | null {
  const digits = address?.cep.replace(/\D/g, '') ?? '';
  return digits.length === 8 ? digits.slice(0, 5) : null;
}

/**
 * What anyone may see of a job, signed in or not: its public page is drawn from this alone. No
 * street, number or whole CEP (those are in the private part), no contractor data.
 */
export function presentJobPublicFields(job: JobRow): JobPublicFields {
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    company: job.company,
    location: job.location,
    neighborhood: job.address?.neighborhood ?? null,
    city: job.city,
    state: job.state,
    cep_prefix: cepPrefix(job.address),
    service_date: job.serviceDate,
    start_time: toHourMinute(job.startTime),
    end_time: toHourMinute(job.endTime),
    payment_date: job.paymentDate,
    salary_cents: job.salaryCents,
    requirements: job.requirements,
    image_url: job.imageUrl,
    lanche_no_local: job.lancheNoLocal,
    segment: job.segment,
    gender_preference: job.genderPreference,
    required_people: job.requiredPeople,
    approved_count: job.approvedCount,
    application_cost: applicationCost(job.salaryCents),
    guaranteed_pay: job.guaranteedPay,
    status: job.status,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
  };
}

/** What signed-in viewers of a job see beyond its public part: the whole address, and its public page if it has one. */
function presentJobPrivateFields(job: JobRow): JobPrivateFields {
  const publicPath =
    job.isPublic && job.inviteFirstUntil === null && job.hiddenAt === null
      ? publicJobPath(
          jobSlugId({ id: job.id, title: job.title, neighborhood: job.address?.neighborhood ?? null, city: job.city }),
        )
      : null;
  return {
    address: presentAddress(job.address),
    is_public: job.isPublic,
    public_path: publicPath,
    invite_first_until: job.inviteFirstUntil ? new Date(job.inviteFirstUntil).toISOString() : null,
  };
}

/** Every field of a job that any signed-in viewer of it may see (no contractor data): both parts. */
export function presentJobFields(job: JobRow): JobFields {
  return { ...presentJobPublicFields(job), ...presentJobPrivateFields(job) };
}

/** The job as lists of applications and agenda items summarize it. */
export function presentJobSummary(job: JobSummaryRow): JobSummary {
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    location: job.location,
    city: job.city,
    state: job.state,
    service_date: job.serviceDate,
    start_time: toHourMinute(job.startTime),
    end_time: toHourMinute(job.endTime),
    salary_cents: job.salaryCents,
    image_url: job.imageUrl,
    status: job.status,
  };
}

export type JobSummaryRow = Pick<
  JobRow,
  | 'id'
  | 'title'
  | 'company'
  | 'location'
  | 'city'
  | 'state'
  | 'serviceDate'
  | 'startTime'
  | 'endTime'
  | 'salaryCents'
  | 'imageUrl'
  | 'status'
>;

export function presentJobListItem(row: JobListRow): JobListItem {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    city: row.city,
    state: row.state,
    service_date: row.serviceDate,
    start_time: toHourMinute(row.startTime),
    end_time: toHourMinute(row.endTime),
    salary_cents: row.salaryCents,
    required_people: row.requiredPeople,
    approved_count: row.approvedCount,
    image_url: row.imageUrl,
    segment: row.segment,
    application_cost: applicationCost(row.salaryCents),
    guaranteed_pay: row.guaranteedPay,
    my_application: row.myApplication
      ? { id: row.myApplication.id, status: stateForFreelancer(row.myApplication.status) }
      : null,
    can: { apply: row.myApplication === null },
  };
}

/** A job detail's public part, presented once per load (JobDetailCache keeps it). */
/** A job's public part as the detail cache keeps it: the row, its fields and its contractor's record. */
export type PublicJob = { job: JobRow; fields: JobFields; record: ContractorRecord };

export function presentPublicJob(job: JobRow & { lateCancellations: number; eventsHeld: number }): PublicJob {
  return {
    job,
    fields: presentJobFields(job),
    record: { late_cancellations: job.lateCancellations, events_held: job.eventsHeld },
  };
}

/**
 * The job as a freelancer sees it: the public part, the viewer's own application, the
 * contractor's contact only when that application is approved (DESIGN §2 "Contact data"); the
 * company name always; what they may do with it now.
 */
export function presentJobDetail(
  publicJob: PublicJob,
  mine: ViewerPartRow | null,
  viewer: Actor,
  now: Date,
): JobDetail {
  // An application the freelancer took back is none: they may apply again.
  const shift = mine?.status === 'cancelled' ? null : mine;
  const contact: ContractorContact | null =
    canSeeContractorContact(shift) && shift?.contractor
      ? {
          full_name: shift.contractor.fullName ?? shift.contractor.name,
          email: shift.contractor.email,
          phone: shift.contractor.phone ?? shift.contractor.companyPhone,
        }
      : null;
  return {
    ...publicJob.fields,
    my_application: shift
      ? {
          id: shift.id,
          status: stateForFreelancer(shift.status),
          application_cost: shift.applicationCost,
          applied_at: shift.appliedAt.toISOString(),
          approved_at: shift.approvedAt?.toISOString() ?? null,
          rejection_reason: shift.rejectionReason,
          contractor_rated: shift.ratedContractor,
        }
      : null,
    contractor: contact,
    can: freelancerActions(
      viewer,
      publicJob.job,
      mine && { state: mine.status, contractorRated: mine.ratedContractor },
      now,
    ),
    contractor_record: publicJob.record,
  };
}

/** json_agg arrives parsed from both drivers; a string is parsed defensively. */
function approvedList(value: ApprovedFreelancerRow[] | string): ApprovedFreelancerRow[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(list)) return [];
  return list.map((item: ApprovedFreelancerRow) => ({ id: String(item.id), full_name: String(item.full_name) }));
}

/** A row of the contractor's own job list. */
export function presentContractorJob(row: ContractorJobRow, now: Date): ContractorJob {
  return {
    ...presentJobFields(row.job),
    event: row.job.eventId && row.eventName !== null ? { id: row.job.eventId, name: row.eventName } : null,
    guaranteed_fee_cents:
      row.job.guaranteedFeeBps === null ? null : guaranteedFeeCents(row.job.salaryCents, row.job.guaranteedFeeBps),
    pending_count: row.pendingCount,
    applicants_count: row.applicantsCount,
    approved_freelancers: approvedList(row.approvedFreelancers),
    can: ownerActions(row.job, now),
  };
}

/** One entry of the job's history ('Histórico'). */
export function presentJobHistoryEntry(row: JobHistoryEntryRow): JobHistoryEntry {
  return {
    at: row.at.toISOString(),
    action: row.action,
    actor_name: row.actorName,
    freelancer_name: row.freelancerName,
  };
}
