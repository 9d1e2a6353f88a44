/**
 * Confirmation and check-in (issue 24, decision 0030): 'Vou comparecer' (the move `confirm`),
 * 'Cheguei' with the job's code of the day (the move `check_in`, its time the move's), and the
 * code the contractor shows. Each is one transaction through the lifecycle (moveShift).
 */
import QRCode from 'qrcode';
import { checkInWindow } from '@vamos/shared/check-in';
import { todayInSaoPaulo } from '@vamos/shared/dates';
import type { FreelancerAgendaItem } from '@vamos/shared/schemas/agenda';
import type { CheckInCode } from '@vamos/shared/schemas/check-in';
import type { ShiftMoveName, ShiftState } from '@vamos/shared/shift-states';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { isJobOpen } from '../jobs/job-policies.ts';
import { assertCheckInCode, checkInCodeOf } from './check-in-code.ts';
import { moveShift, type MoveOptions } from './shift-lifecycle.ts';
import { presentFreelancerAgendaItem } from './shift-presenter.ts';
import * as shiftViews from './shift-views.repo.ts';

type PresenceDeps = Pick<Deps, 'db' | 'events' | 'config'>;

/**
 * Makes `move` on the freelancer's own shift and answers its agenda item. Made again (a second
 * tap, a retry, 50 at once), it changes nothing and answers the same: the shift already is where
 * the move leads (`done`), checked by `verify` too.
 */
async function moveMyShift(
  deps: PresenceDeps,
  actor: Actor,
  shiftId: string,
  move: Extract<ShiftMoveName, 'confirm' | 'check_in'>,
  done: readonly ShiftState[],
  verify?: (jobId: string, now: Date) => void,
): Promise<FreelancerAgendaItem> {
  if (!isUuid(shiftId)) throw new AppError('AGENDA_ITEM_NOT_FOUND');
  const now = new Date();
  const options: MoveOptions = { now, verify: verify && ((shift) => verify(shift.job.id, now)) };
  try {
    await inTransaction(deps.db, (tx) => moveShift(deps, tx, actor, shiftId, move, options));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The agenda's words: an item of someone else's, or of no shift, is not found.
    if (error.code === 'APPLICATION_NOT_FOUND') throw new AppError('AGENDA_ITEM_NOT_FOUND');
    const row = error.code === 'SHIFT_STATE_CONFLICT' ? await shiftViews.findFreelancerShift(deps.db, shiftId) : null;
    if (!row || row.shift.freelancerId !== actor.id || !done.includes(row.shift.status)) throw error;
    verify?.(row.job.id, now);
    return presentFreelancerAgendaItem(row, actor, now);
  }
  const row = await shiftViews.findFreelancerShift(deps.db, shiftId);
  if (!row) throw new AppError('AGENDA_ITEM_NOT_FOUND');
  return presentFreelancerAgendaItem(row, actor, now);
}

/** `POST /api/freelancer/agenda/:id/confirm` ('Vou comparecer'): before the shift starts. */
export function confirmShift(deps: PresenceDeps, actor: Actor, shiftId: string): Promise<FreelancerAgendaItem> {
  return moveMyShift(deps, actor, shiftId, 'confirm', ['confirmed']);
}

/**
 * `POST /api/freelancer/agenda/:id/check-in` ('Cheguei'): the approved freelancer, from 2 h before
 * the start to its end, with the job's code of today (typed or read from the QR code).
 */
export function checkIn(
  deps: PresenceDeps,
  actor: Actor,
  shiftId: string,
  code: string,
): Promise<FreelancerAgendaItem> {
  const secret = deps.config.authSecret;
  return moveMyShift(deps, actor, shiftId, 'check_in', ['checked_in'], (jobId, now) =>
    assertCheckInCode(secret, jobId, code, now),
  );
}

/**
 * `GET /api/contractor/jobs/:id/check-in-code`: the job's code of today and its QR code, for its
 * contractor only (anyone else: not found), during the check-in window of a job still open; outside
 * it, only when the window opens and closes.
 */
export async function checkInCodeOfJob(
  deps: Pick<Deps, 'db' | 'config'>,
  actor: Actor,
  jobId: string,
  now = new Date(),
): Promise<CheckInCode> {
  if (!isUuid(jobId) || actor.role !== 'contractor') throw new AppError('JOB_NOT_FOUND');
  const job = await shiftViews.findJobTimes(deps.db, jobId);
  if (!job || job.contractorId !== actor.id) throw new AppError('JOB_NOT_FOUND');
  const { opensAt, closesAt } = checkInWindow(job);
  const window = { opens_at: opensAt.toISOString(), closes_at: closesAt.toISOString() };
  if (!isJobOpen(job) || now < opensAt || now >= closesAt) {
    return { code: null, qr_svg: null, valid_on: null, ...window };
  }
  const today = todayInSaoPaulo(now);
  const code = checkInCodeOf(deps.config.authSecret, job.id, today);
  const qrSvg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { code, qr_svg: qrSvg, valid_on: today, ...window };
}
