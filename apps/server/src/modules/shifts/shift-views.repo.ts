/**
 * What the screens read of shifts: the candidates of a job, "Minhas candidaturas", the agendas of
 * both sides, a freelancer as a contractor sees them. Reads only; shifts.repo holds the writes.
 */
import { and, asc, count, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { BOOKED_STATES, PLACE_HOLDING_STATES, UPCOMING_STATES } from '@vamos/shared/shift-states';
import type { DbOrTx } from '../../db/client.ts';
import { jobApplications, jobs, payouts, profiles, shiftPay, users, type ShiftState } from '../../db/schema.ts';
import { valueList } from '../../db/value-list.ts';

/** The job columns a shift's `can` flags are decided on (shift-policies' ShiftJob, minus the texts). */
const jobRules = {
  contractorId: jobs.contractorId,
  status: jobs.status,
  serviceDate: jobs.serviceDate,
  startTime: jobs.startTime,
  endTime: jobs.endTime,
  approvedCount: jobs.approvedCount,
  requiredPeople: jobs.requiredPeople,
  guaranteedPay: jobs.guaranteedPay,
};

/** When the shift's last `move` was made (ISO text, UTC), or null: presence reads the moves' times. */
const movedAt = (move: 'confirm' | 'check_in' | 'conclude') =>
  sql<string | null>`(SELECT to_char(max(m.at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    FROM shift_moves m WHERE m.shift_id = ${jobApplications.id} AND m.move = ${move})`;

/** The presence of a shift (issue 24): when it was confirmed, checked in and out. */
const presenceTimes = {
  confirmedAt: movedAt('confirm'),
  checkedInAt: movedAt('check_in'),
  checkedOutAt: movedAt('conclude'),
};

export type PresenceTimes = { confirmedAt: string | null; checkedInAt: string | null; checkedOutAt: string | null };

/** Taken back before a decision: not shown (the freelancer may apply again). */
const notCancelled = ne(jobApplications.status, 'cancelled');

/** An application with its job's contractor and title (an unlocked read). */
export async function findWithJob(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      application: jobApplications,
      contractorId: jobs.contractorId,
      jobTitle: jobs.title,
      serviceDate: jobs.serviceDate,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, id));
  return (
    row && { ...row.application, contractorId: row.contractorId, jobTitle: row.jobTitle, serviceDate: row.serviceDate }
  );
}

/** The state of each of these shifts (an id of none is left out). */
export async function findStates(db: DbOrTx, ids: string[]): Promise<Map<string, ShiftState>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: jobApplications.id, status: jobApplications.status })
    .from(jobApplications)
    .where(inArray(jobApplications.id, ids));
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** Everyone who applied to the job (any state but cancelled): who hears about changes to it. */
export async function findApplicantIds(db: DbOrTx, jobId: string): Promise<string[]> {
  const rows = await db
    .select({ id: jobApplications.freelancerId })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), notCancelled));
  return rows.map((r) => r.id);
}

/** The freelancers booked on the job (their shift holds a place). */
export async function findBookedIds(db: DbOrTx, jobId: string): Promise<string[]> {
  const rows = await db
    .select({ id: jobApplications.freelancerId })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), inArray(jobApplications.status, [...BOOKED_STATES])))
    .orderBy(asc(jobApplications.freelancerId));
  return rows.map((r) => r.id);
}

const STATE_ORDER = sql`CASE WHEN ${jobApplications.status} IN ${valueList(PLACE_HOLDING_STATES)} THEN 0
  WHEN ${jobApplications.status} IN ('pending', 'reserve', 'invited') THEN 1
  WHEN ${jobApplications.status} IN ('waitlisted', 'rejected') THEN 2 ELSE 3 END`;

/** How many of the job's shifts are in one of `states`. */
export async function countInStates(db: DbOrTx, jobId: string, states: readonly ShiftState[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), inArray(jobApplications.status, [...states])));
  return row?.n ?? 0;
}

/** A job's shifts with each freelancer's profile: booked, pending, turned away, the rest. */
export async function findForJob(db: DbOrTx, jobId: string) {
  return db
    .select({
      application: jobApplications,
      freelancer: {
        name: users.name,
        email: users.email,
        fullName: profiles.fullName,
        avatarUrl: profiles.avatarUrl,
        position: profiles.position,
        description: profiles.description,
        phone: profiles.phone,
        cpf: profiles.cpf,
      },
      presence: presenceTimes,
      // Guaranteed pay (decision 0042): where the place's money is, if it was ever held.
      pay: {
        status: shiftPay.status,
        valueCents: shiftPay.valueCents,
        feeCents: shiftPay.feeCents,
        holdExpiresAt: shiftPay.holdExpiresAt,
        paidAt: shiftPay.paidAt,
        releasedAt: shiftPay.releasedAt,
      },
      // Its pay-out once the PIX was sent: the receipt both sides read (decision 0046).
      sentPayoutId: payouts.id,
    })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.freelancerId))
    .leftJoin(profiles, eq(profiles.userId, jobApplications.freelancerId))
    .leftJoin(shiftPay, eq(shiftPay.shiftId, jobApplications.id))
    .leftJoin(payouts, and(eq(payouts.shiftId, jobApplications.id), eq(payouts.status, 'sent')))
    .where(and(eq(jobApplications.jobId, jobId), notCancelled))
    .orderBy(STATE_ORDER, asc(jobApplications.appliedAt), asc(jobApplications.id));
}

export type JobApplicationRow = Awaited<ReturnType<typeof findForJob>>[number];

/** created_at-style microsecond ISO text of applied_at, for keyset cursors. */
const appliedAtText = sql<string>`to_char(${jobApplications.appliedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The job of a shift as lists summarize it, with what its rules read. */
const jobSummary = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  city: jobs.city,
  state: jobs.state,
  salaryCents: jobs.salaryCents,
  imageUrl: jobs.imageUrl,
  ...jobRules,
};

/** "My applications", newest applied first, each with its job (a builder, for the EXPLAIN test). */
export function myApplicationsQuery(
  db: DbOrTx,
  freelancerId: string,
  after: { at: string; id: string } | undefined,
  take: number,
) {
  const conditions = [eq(jobApplications.freelancerId, freelancerId), notCancelled];
  if (after) {
    conditions.push(
      sql`(${jobApplications.appliedAt}, ${jobApplications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return db
    .select({ application: jobApplications, appliedAtText, job: jobSummary })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(...conditions))
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
    .limit(take);
}

export type MyApplicationRow = Awaited<ReturnType<typeof myApplicationsQuery>>[number];

/** The freelancer's open invitations ('Convites', decision 0037), the soonest shift first. */
export function myInvitationsQuery(db: DbOrTx, freelancerId: string) {
  return db
    .select({ application: jobApplications, job: jobSummary })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobApplications.freelancerId, freelancerId), eq(jobApplications.status, 'invited')))
    .orderBy(asc(jobs.serviceDate), asc(jobs.startTime), asc(jobApplications.id))
    .limit(100);
}

export type MyInvitationRow = Awaited<ReturnType<typeof myInvitationsQuery>>[number];

/** How many of the freelancer's shifts are in each state (a builder, for the EXPLAIN test). */
export function myApplicationCountsQuery(db: DbOrTx, freelancerId: string) {
  return db
    .select({ status: jobApplications.status, n: count() })
    .from(jobApplications)
    .where(eq(jobApplications.freelancerId, freelancerId))
    .groupBy(jobApplications.status);
}

export async function countByState(db: DbOrTx, freelancerId: string): Promise<Map<ShiftState, number>> {
  const rows = await myApplicationCountsQuery(db, freelancerId);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** The freelancer's profile, and how they relate to the contractor's jobs (applied? booked?). */
export async function findApplicantProfile(db: DbOrTx, freelancerId: string, contractorId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      position: profiles.position,
      description: profiles.description,
      phone: profiles.phone,
      cpf: profiles.cpf,
      applied: sql<boolean>`EXISTS (SELECT 1 FROM job_applications a JOIN jobs j ON j.id = a.job_id
        WHERE a.freelancer_id = users.id AND j.contractor_id = ${contractorId}::uuid AND a.status <> 'cancelled')`,
      approved: sql<boolean>`EXISTS (SELECT 1 FROM job_applications a JOIN jobs j ON j.id = a.job_id
        WHERE a.freelancer_id = users.id AND j.contractor_id = ${contractorId}::uuid
          AND a.status IN ${valueList(BOOKED_STATES)})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, freelancerId), eq(users.role, 'freelancer')));
  return row;
}

export type ApplicantProfileRow = NonNullable<Awaited<ReturnType<typeof findApplicantProfile>>>;

/** A freelancer's shifts with their job and contractor, as their agenda shows them. */
function freelancerShifts(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      shift: jobApplications,
      job: { ...jobSummary, updatedAt: jobs.updatedAt },
      contractor: { id: users.id, name: users.name, fullName: profiles.fullName, phone: profiles.phone },
      contractorRated: sql<boolean>`EXISTS (
        SELECT 1 FROM evaluations e
         WHERE e.job_id = ${jobs.id} AND e.evaluator_id = ${jobApplications.freelancerId}
           AND e.evaluated_id = ${jobs.contractorId})`,
      presence: presenceTimes,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(users, eq(users.id, jobs.contractorId))
    .leftJoin(profiles, eq(profiles.userId, jobs.contractorId))
    .where(where);
}

/**
 * The freelancer's agenda (spec 01 §4): their booked shifts still ahead or under way, on jobs
 * neither cancelled nor completed, date then time, each with its job and contractor (the
 * freelancer is booked on it, so the contact may be shown).
 */
export async function findFreelancerAgenda(db: DbOrTx, freelancerId: string) {
  return freelancerShifts(
    db,
    and(
      eq(jobApplications.freelancerId, freelancerId),
      inArray(jobApplications.status, [...UPCOMING_STATES]),
      notInArray(jobs.status, ['cancelled', 'completed', 'closed']),
    ),
  ).orderBy(asc(jobs.serviceDate), asc(jobs.startTime), asc(jobs.id));
}

/** One of the freelancer's shifts as their agenda shows it (any state): the answer of 'Concluir'. */
export async function findFreelancerShift(db: DbOrTx, shiftId: string) {
  const [row] = await freelancerShifts(db, eq(jobApplications.id, shiftId));
  return row;
}

export type FreelancerAgendaRow = Awaited<ReturnType<typeof findFreelancerAgenda>>[number];

/**
 * The contractor's jobs that ever had someone booked (an approval puts a job on their agenda, and
 * it stays there), with the names of the freelancers booked on it now.
 */
export async function findContractorAgendaJobs(db: DbOrTx, contractorId: string) {
  // `jobs.id` literally: Drizzle leaves columns unqualified in a one-table select, where "id" would
  // mean the subquery's own a.id.
  const booked = sql<{ id: string; full_name: string }[] | string>`coalesce((
      SELECT json_agg(json_build_object('id', u.id, 'full_name', coalesce(p.full_name, u.name))
                      ORDER BY coalesce(p.full_name, u.name))
        FROM job_applications a
        JOIN users u ON u.id = a.freelancer_id
        LEFT JOIN profiles p ON p.user_id = a.freelancer_id
       WHERE a.job_id = jobs.id AND a.status IN ${valueList(BOOKED_STATES)}), '[]')`;
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      location: jobs.location,
      serviceDate: jobs.serviceDate,
      startTime: jobs.startTime,
      endTime: jobs.endTime,
      status: jobs.status,
      createdAt: jobs.createdAt,
      updatedAt: jobs.updatedAt,
      booked,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.contractorId, contractorId),
        sql`EXISTS (SELECT 1 FROM job_applications a WHERE a.job_id = jobs.id AND a.approved_at IS NOT NULL)`,
      ),
    );
  return rows.map((row) => ({
    ...row,
    booked:
      typeof row.booked === 'string' ? (JSON.parse(row.booked) as { id: string; full_name: string }[]) : row.booked,
  }));
}

export type ContractorAgendaJobRow = Awaited<ReturnType<typeof findContractorAgendaJobs>>[number];

/** A job's owner, status and times: what its check-in code is decided on. */
export async function findJobTimes(db: DbOrTx, jobId: string) {
  const [row] = await db
    .select({ id: jobs.id, ...jobRules })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row;
}

/**
 * Whether a guaranteed-pay place's money was already settled (released, compensated or refunded):
 * read under the job's lock, which the pay's settlement holds too (decision 0044), so a no-show
 * never comes after the money went.
 */
export async function payIsSettled(db: DbOrTx, shiftId: string): Promise<boolean> {
  const [row] = await db.select({ status: shiftPay.status }).from(shiftPay).where(eq(shiftPay.shiftId, shiftId));
  return row !== undefined && ['released', 'compensated', 'refunded'].includes(row.status);
}
