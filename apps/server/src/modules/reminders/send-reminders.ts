import type { FastifyBaseLogger } from 'fastify';
import { todayInSaoPaulo, toHourMinute } from '@vamos/shared/dates';
import { PLANS } from '@vamos/shared/pricing';
import { CONFIRMATION_REQUEST_HOURS, UNCONFIRMED_NOTICE_HOURS } from '@vamos/shared/check-in';
import type { Deps } from '../../app-deps.ts';
import { startPeriodicTask } from '../../periodic-task.ts';
import { inTransaction } from '../../db/transaction.ts';
import { addressLine, notify, type Notice } from '../notifications/notifications.service.ts';
import * as remindersRepo from './reminders.repo.ts';
import { expireStartedInvitations, releaseStartedReserves } from '../shifts/shifts.service.ts';
import { openInviteFirstJobs } from '../jobs/jobs.service.ts';

const HOUR = 3_600_000;
/** The two reminders before an approved shift, latest first. */
const LEADS = [
  { name: '2h', hours: 2 },
  { name: '24h', hours: 24 },
] as const;
const PLAN_WARNING_DAYS = 3;

export type ReminderReport = { stored: number };

/**
 * Everything that is due at `now`, computed from what the database holds (so a restart between
 * scheduling and sending loses nothing, and no timer has to survive): the 24 h and 2 h reminders
 * of approved shifts (freelancer and contractor; a cancelled job or a withdrawn application has
 * none; a reminder whose moment came before the approval is not sent), the rating reminder a day
 * after a completed service nobody rated, and the 3-day warning before a paid plan ends. Each is
 * stored once (its ref names the moment; a moved shift gets new ones). Tests pass a test clock.
 */
export async function sendDueReminders(
  deps: Pick<Deps, 'db' | 'events'>,
  { now = new Date() }: { now?: Date } = {},
): Promise<ReminderReport> {
  // The shifts that started let their reserves go (decision 0036) and their invitations lapse
  // (decision 0037), each job in its own transaction; invite-first windows that ended open their jobs.
  await releaseStartedReserves(deps, now);
  await expireStartedInvitations(deps, now);
  await openInviteFirstJobs(deps, now);
  const notices: Notice[] = [...(await shiftReminders(deps, now)), ...(await ratingReminders(deps, now))];
  for (const plan of await remindersRepo.findExpiringPlans(deps.db, now, PLAN_WARNING_DAYS)) {
    const expiresOn = todayInSaoPaulo(plan.expiresAt);
    notices.push({
      userId: plan.userId,
      kind: 'plan_expiring',
      ref: `plan:${plan.expiresAt.toISOString()}`,
      data: { planName: PLANS.find((p) => p.id === plan.planId)?.name ?? plan.planId, expiresOn },
    });
  }
  if (notices.length === 0) return { stored: 0 };
  return { stored: await inTransaction(deps.db, (tx) => notify(deps, tx, notices)) };
}

const approvedAfter = (shift: remindersRepo.UpcomingShift, moment: number) =>
  shift.approvedAt !== null && shift.approvedAt.getTime() > moment;

async function shiftReminders(deps: Pick<Deps, 'db'>, now: Date): Promise<Notice[]> {
  const today = todayInSaoPaulo(now);
  const notices: Notice[] = [];
  const contractors = new Map<string, { shift: remindersRepo.UpcomingShift; lead: string; approved: number }>();
  for (const shift of await remindersRepo.findUpcomingShifts(deps.db, now, 24)) {
    const untilStart = shift.startsAt.getTime() - now.getTime();
    const lead = LEADS.find((l) => untilStart <= l.hours * HOUR) ?? LEADS[1];
    const moment = shift.startsAt.getTime() - lead.hours * HOUR;
    const when = `${lead.name}:${shift.serviceDate}T${toHourMinute(shift.startTime)}`;
    const mention = {
      jobId: shift.jobId,
      jobTitle: shift.title,
      serviceDate: shift.serviceDate,
      startTime: shift.startTime,
      day: shift.serviceDate === today ? ('today' as const) : ('tomorrow' as const),
    };
    const contractorKey = `${shift.jobId}|${when}`;
    const seen = contractors.get(contractorKey);
    contractors.set(contractorKey, { shift, lead: when, approved: (seen?.approved ?? 0) + 1 });
    // Not confirmed UNCONFIRMED_NOTICE_HOURS before the start: the contractor is told, once per shift.
    const unconfirmedAt = shift.startsAt.getTime() - UNCONFIRMED_NOTICE_HOURS * HOUR;
    if (shift.state === 'approved' && now.getTime() >= unconfirmedAt && !approvedAfter(shift, unconfirmedAt)) {
      notices.push({
        userId: shift.contractorId,
        kind: 'shift_unconfirmed',
        ref: `application:${shift.applicationId}:unconfirmed`,
        data: { ...mention, applicationId: shift.applicationId, freelancerName: shift.freelancerName },
      });
    }
    // Approved after the reminder's moment: the approval itself told them.
    if (approvedAfter(shift, moment)) continue;
    notices.push({
      userId: shift.freelancerId,
      kind: 'shift_reminder',
      ref: `application:${shift.applicationId}:${when}`,
      data: {
        ...mention,
        role: 'freelancer',
        address: addressLine(shift.address, shift.location),
        // The day before, the reminder asks for 'Vou comparecer' (one message, issue 24).
        ...(lead.hours === CONFIRMATION_REQUEST_HOURS && shift.state === 'approved'
          ? { confirmShiftId: shift.applicationId }
          : {}),
      },
    });
  }
  for (const { shift, lead, approved } of contractors.values()) {
    notices.push({
      userId: shift.contractorId,
      kind: 'shift_reminder',
      ref: `job:${shift.jobId}:${lead}`,
      data: {
        jobId: shift.jobId,
        jobTitle: shift.title,
        serviceDate: shift.serviceDate,
        startTime: shift.startTime,
        day: shift.serviceDate === today ? 'today' : 'tomorrow',
        role: 'contractor',
        approved,
      },
    });
  }
  return notices;
}

async function ratingReminders(deps: Pick<Deps, 'db'>, now: Date): Promise<Notice[]> {
  return (await remindersRepo.findUnratedCompletions(deps.db, now)).map((pending) => ({
    userId: pending.userId,
    kind: 'evaluation_reminder' as const,
    ref: pending.ref,
    data: {
      jobId: pending.data.jobId,
      jobTitle: pending.data.jobTitle,
      serviceDate: pending.data.serviceDate,
      role: pending.data.role,
    },
  }));
}

/** Runs the reminders every `seconds` in a served process; any instance may (each is stored once). */
export function startReminderSweep(
  deps: Pick<Deps, 'db' | 'events'>,
  log: FastifyBaseLogger,
  seconds: number,
): () => Promise<void> {
  return startPeriodicTask(
    () =>
      sendDueReminders(deps)
        .then((report) => {
          if (report.stored) log.info({ report }, 'reminders');
        })
        .catch((error: unknown) => log.error({ err: error }, 'reminder sweep failed')),
    { firstMs: 3_000, everyMs: seconds * 1000 },
  );
}
