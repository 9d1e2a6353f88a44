/**
 * Job responses (the shapes the web parses). Money in *_cents, dates `YYYY-MM-DD`, times `HH:MM`,
 * timestamps ISO 8601. Contact data appears only where the server's rules allow it.
 */
import { z } from 'zod';
import '../zod-locale.ts';
import { SHIFT_STATES, REJECTION_REASONS } from '../shift-states.ts';
import { GENDER_PREFERENCES } from '../gender.ts';
import { JOB_STATUSES } from '../job-statuses.ts';
import { AddressViewSchema } from './address.ts';
import { RatingStatsSchema, RatingSummarySchema } from './evaluations.ts';
import { CancellationConsequenceSchema } from './cancel-job.ts';
import { ContractorRecordSchema, ReliabilitySchema } from './reliability.ts';
import { TeamStandingSchema } from './team.ts';
import { PresenceSchema } from './check-in.ts';
import { JobFundingSchema, ShiftPaySummarySchema } from './guaranteed-pay.ts';

export const JobStatusSchema = z.enum(JOB_STATUSES);
export const ShiftStateSchema = z.enum(SHIFT_STATES);
export const RejectionReasonSchema = z.enum(REJECTION_REASONS);

/** The viewer's own application on a job, if any. */
export const MyApplicationRefSchema = z.object({ id: z.string(), status: ShiftStateSchema });

/** A row of the freelancer job list (`GET /api/jobs`). */
export const JobListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  city: z.string(),
  state: z.string(),
  service_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  salary_cents: z.number().int(),
  required_people: z.number().int(),
  approved_count: z.number().int(),
  image_url: z.string().nullable(),
  segment: z.string(),
  application_cost: z.number().int(),
  /** 'Pagamento garantido pelo Vamos Trabalhar' (decision 0042): the value is paid by PIX through the platform. */
  guaranteed_pay: z.boolean(),
  my_application: MyApplicationRefSchema.nullable(),
  /** Whether I may apply (the server's rule: a listed job is open; I have not applied). */
  can: z.object({ apply: z.boolean() }),
});

export const JobListResponseSchema = z.object({
  jobs: z.array(JobListItemSchema),
  next_cursor: z.string().nullable(),
});

export const JobCitiesResponseSchema = z.object({ cities: z.array(z.string()) });

/**
 * What anyone may see of a job, signed in or not (its public page too): the neighbourhood, the city
 * and the CEP's first five digits (`cep_prefix`), never the street, the number or the whole CEP.
 */
export const JobPublicFieldsSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  company: z.string(),
  location: z.string(),
  neighborhood: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  cep_prefix: z.string().nullable(),
  service_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  payment_date: z.string(),
  salary_cents: z.number().int(),
  requirements: z.string().nullable(),
  image_url: z.string().nullable(),
  lanche_no_local: z.boolean(),
  segment: z.string(),
  gender_preference: z.enum(GENDER_PREFERENCES),
  required_people: z.number().int(),
  approved_count: z.number().int(),
  application_cost: z.number().int(),
  /** 'Pagamento garantido pelo Vamos Trabalhar' (decision 0042): the value is paid by PIX through the platform. */
  guaranteed_pay: z.boolean(),
  status: JobStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});

/**
 * What signed-in viewers of a job see beyond its public part: the whole address, and whether the job
 * has a public page (`public_path`, what 'Compartilhar' shares; null: signed-in freelancers only).
 */
export const JobPrivateFieldsSchema = z.object({
  address: AddressViewSchema.nullable(),
  is_public: z.boolean(),
  public_path: z.string().nullable(),
  /** Open only to the contractor's team until then ('Convidar minha equipe primeiro', decision 0037); null: open to all. */
  invite_first_until: z.string().nullable(),
});

/**
 * Every card of the job detail (spec 01 §2.5), shared by the freelancer and contractor views: the
 * public part and the private part.
 */
export const JobFieldsSchema = JobPublicFieldsSchema.extend(JobPrivateFieldsSchema.shape);

/** The viewer's application as the job detail shows it. */
export const MyApplicationSchema = z.object({
  id: z.string(),
  status: ShiftStateSchema,
  application_cost: z.number().int(),
  applied_at: z.string(),
  approved_at: z.string().nullable(),
  rejection_reason: RejectionReasonSchema.nullable(),
  /** I have rated this job's contractor: 'Avaliar Contratante' is offered only until then. */
  contractor_rated: z.boolean(),
});

/** The contractor's contact, shown to a freelancer approved on the job only. */
export const ContractorContactSchema = z.object({
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

/**
 * What the viewing freelancer may do with the job now, decided by the same policies that guard
 * the routes: apply, cancel their pending application, give up an approved place ('Desistir'),
 * rate the contractor.
 */
export const FreelancerActionsSchema = z.object({
  apply: z.boolean(),
  cancel_application: z.boolean(),
  withdraw: z.boolean(),
  evaluate: z.boolean(),
});

/** `GET /api/jobs/:id` (freelancer). `contractor` is null unless my application is approved. */
export const JobDetailSchema = JobFieldsSchema.extend({
  my_application: MyApplicationSchema.nullable(),
  contractor: ContractorContactSchema.nullable(),
  can: FreelancerActionsSchema,
  /** The contractor's record: late cancellations in the last 90 days, events held. */
  contractor_record: ContractorRecordSchema,
});

/** A freelancer approved on one of my jobs, as the contractor job list names them. */
export const ApprovedFreelancerSchema = z.object({ id: z.string(), full_name: z.string() });

/** A row of `GET /api/contractor/jobs` (spec 02 "Contractor jobs list"). */
/** What the owner may do with the job now (the server's own rules): the screens show these buttons. */
export const OwnerActionsSchema = z.object({ edit: z.boolean(), cancel: z.boolean(), complete: z.boolean() });

/** The event or weekly series a job was published with (decision 0038), for the list's grouping. */
export const JobEventRefSchema = z.object({ id: z.string(), name: z.string() });

export const ContractorJobSchema = JobFieldsSchema.extend({
  event: JobEventRefSchema.nullable(),
  /** On a guaranteed-pay job, the service fee per place (fixed when it was published); null otherwise. */
  guaranteed_fee_cents: z.number().int().nullable(),
  pending_count: z.number().int(),
  applicants_count: z.number().int(),
  approved_freelancers: z.array(ApprovedFreelancerSchema),
  can: OwnerActionsSchema,
});

export const ContractorJobsResponseSchema = z.object({
  credits: z.number().int(),
  jobs: z.array(ContractorJobSchema),
});

/** The freelancer's public profile fields; `contact` only once approved on one of my jobs. */
export const FreelancerContactSchema = z.object({
  email: z.string(),
  phone: z.string().nullable(),
  cpf: z.string().nullable(),
});

export const ApplicantSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  position: z.string().nullable(),
  description: z.string().nullable(),
  contact: FreelancerContactSchema.nullable(),
  /** Their reputation, so a contractor can choose by it (average with one decimal, count). */
  rating: RatingStatsSchema,
  /** Their attendance over their last shifts ('97% de comparecimento · 34 turnos', or 'Novo'). */
  reliability: ReliabilitySchema,
  /** Whether they are in the viewing contractor's 'Minha equipe', or blocked by them (issue 26). */
  team: TeamStandingSchema,
});

/** An application on the contractor's job detail. */
export const JobApplicationSchema = z.object({
  id: z.string(),
  status: ShiftStateSchema,
  application_cost: z.number().int(),
  applied_at: z.string(),
  approved_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  rejection_reason: RejectionReasonSchema.nullable(),
  freelancer: ApplicantSchema,
  /** What the contractor may do with it now (the rules that guard the routes). */
  can: z.object({ approve: z.boolean(), reject: z.boolean(), mark_no_show: z.boolean(), reserve: z.boolean() }),
  /** Confirmed, arrived, left (issue 24); 'Não confirmado' 12 h before the start. */
  presence: PresenceSchema,
  /** On a guaranteed-pay job, where this place's money is (null: never held). */
  pay: ShiftPaySummarySchema.nullable(),
});

/** `GET /api/contractor/jobs/:id`: applications approved → pending → rejected → withdrawn. */
export const ContractorJobDetailSchema = ContractorJobSchema.extend({
  applications: z.array(JobApplicationSchema),
  /** What 'Cancelar evento' would do now (null when it cannot be cancelled). */
  cancel_consequence: CancellationConsequenceSchema.nullable(),
});

/** `GET /api/freelancers/:id` (contractor): with the rating summary and the 3 newest ratings. */
export const FreelancerProfileViewSchema = ApplicantSchema.extend({ rating: RatingSummarySchema });

export const UploadedJobImageSchema = z.object({ url: z.string() });

export type MyApplicationRef = z.infer<typeof MyApplicationRefSchema>;
export type JobListItem = z.infer<typeof JobListItemSchema>;
export type JobListResponse = z.infer<typeof JobListResponseSchema>;
export type JobPublicFields = z.infer<typeof JobPublicFieldsSchema>;
export type JobPrivateFields = z.infer<typeof JobPrivateFieldsSchema>;
export type JobFields = z.infer<typeof JobFieldsSchema>;
export type JobDetail = z.infer<typeof JobDetailSchema>;
export type MyApplication = z.infer<typeof MyApplicationSchema>;
export type ContractorContact = z.infer<typeof ContractorContactSchema>;
export type ContractorJob = z.infer<typeof ContractorJobSchema>;
export type ContractorJobsResponse = z.infer<typeof ContractorJobsResponseSchema>;
export type ContractorJobDetail = z.infer<typeof ContractorJobDetailSchema>;
export type FreelancerContact = z.infer<typeof FreelancerContactSchema>;
export type Applicant = z.infer<typeof ApplicantSchema>;
export type FreelancerActions = z.infer<typeof FreelancerActionsSchema>;
export type JobApplication = z.infer<typeof JobApplicationSchema>;
export type FreelancerProfileView = z.infer<typeof FreelancerProfileViewSchema>;

/** What the owner may do with a whole event now: cancel its open jobs, conclude those that started. */
export const EventActionsSchema = z.object({ cancel: z.boolean(), complete: z.boolean() });

/**
 * `GET /api/contractor/events/:id`: an event or weekly series of mine with its jobs still listed
 * (cancelled ones are gone, as in the job list), by date then role (decision 0038).
 */
export const ContractorEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  roles: z.number().int(),
  weeks: z.number().int(),
  created_at: z.string(),
  jobs: z.array(ContractorJobSchema),
  can: EventActionsSchema,
});

/** `POST /api/contractor/events`: the event and the jobs it published. */
export const CreatedEventSchema = z.object({
  id: z.string(),
  job_ids: z.array(z.string()),
  credits_spent: z.number().int(),
});

export type JobEventRef = z.infer<typeof JobEventRefSchema>;
export type ContractorEvent = z.infer<typeof ContractorEventSchema>;
export type CreatedEvent = z.infer<typeof CreatedEventSchema>;

/**
 * `POST /api/contractor/jobs` and `PUT /api/contractor/jobs/:id`: the job, and, when 'Pagar todas as
 * vagas agora' was chosen (decision 0056), the PIX charge for all of its places (the payment dialog
 * opens on it); null otherwise.
 */
export const PublishedJobSchema = JobFieldsSchema.extend({ job_funding: JobFundingSchema.nullable() });
export type PublishedJob = z.infer<typeof PublishedJobSchema>;
