import { formatErrorMessage } from '@vamos/shared/errors';
import type { Deps } from '../../app-deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { SESSION_REVOKED } from '../../http/session-cache.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import * as authRepo from './auth.repo.ts';

/**
 * A login an operator suspended (decision 0050): `user_suspensions` holds the standing ones. While a
 * suspension stands the login refuses the person (and, for a contractor, the managers who act for the
 * company) with ACCOUNT_SUSPENDED, and a password reset lets nobody in.
 */
export type LoginSuspension = authRepo.SuspensionRow;

/** The refusal a suspended person reads at the login: the message with the support e-mail of the config. */
export function accountSuspendedError(config: Pick<Deps['config'], 'SUPPORT_EMAIL'>): AppError {
  return new AppError('ACCOUNT_SUSPENDED', {
    message: formatErrorMessage('ACCOUNT_SUSPENDED', { email: config.SUPPORT_EMAIL }),
  });
}

/** The suspension standing on this login, or on the company it acts for (a manager's), if any. */
export function standingSuspension(
  db: DbOrTx,
  userId: string,
  companyId: string | null = null,
): Promise<LoginSuspension | undefined> {
  return authRepo.findSuspension(db, companyId && companyId !== userId ? [userId, companyId] : [userId]);
}

/**
 * Whether the person's login is suspended now: their own suspension, or the company's they act for (a
 * manager's). The notification queue asks it before an e-mail or a push goes out (decision 0050).
 */
export async function loginSuspended(deps: Pick<Deps, 'companies'>, db: DbOrTx, userId: string): Promise<boolean> {
  return (await standingSuspension(db, userId, await deps.companies.managerCompanyOf(db, userId))) !== undefined;
}

/**
 * Suspends `userId` in the caller's transaction and ends every session of it and of `alsoEnd` (a
 * company's managers): the rows are deleted here, so the next request of any of them is refused; once
 * committed, every instance's session cache forgets them and their open live streams close.
 * Returns null when the login is already suspended (nothing changes).
 */
export async function suspendLogin(
  deps: Pick<Deps, 'sessionCache' | 'events'>,
  tx: Tx,
  afterCommit: AfterCommit,
  input: { userId: string; operatorId: string; reason: string; at: Date; alsoEnd: string[] },
): Promise<{ sessionsEnded: number } | null> {
  const inserted = await authRepo.insertSuspension(tx, {
    userId: input.userId,
    suspendedBy: input.operatorId,
    reason: input.reason,
    at: input.at,
  });
  if (!inserted) return null;
  const people = [input.userId, ...input.alsoEnd.filter((id) => id !== input.userId)];
  const sessionsEnded = await authRepo.deleteSessionsOfAll(tx, people);
  afterCommit(async () => {
    for (const id of people) deps.sessionCache.forgetUser(id);
    await publishEvent(deps, { type: SESSION_REVOKED, userIds: people });
    // The realtime hub closes the open streams of the people in a 'company.left' event (decision 0040).
    await publishEvent(deps, { type: 'company.left', userIds: people });
  });
  return { sessionsEnded };
}

/** Lifts the suspension of `userId` in the caller's transaction; returns what it was (undefined: none stood). */
export function reactivateLogin(tx: Tx, userId: string): Promise<LoginSuspension | undefined> {
  return authRepo.deleteSuspension(tx, userId);
}

/**
 * Sends the password-reset e-mail of the account (better-auth's token, the same e-mail as 'Esqueci
 * minha senha'); PASSWORD_RESET_NOT_SENT (503) when the mailer fails.
 */
export async function sendPasswordResetTo(
  deps: Pick<Deps, 'auth'>,
  email: string,
  log: { error: (obj: object, msg: string) => void },
): Promise<void> {
  try {
    await deps.auth.api.requestPasswordReset({ body: { email } });
  } catch (error) {
    log.error({ err: error }, 'operator password reset: the e-mail could not be sent');
    throw new AppError('PASSWORD_RESET_NOT_SENT');
  }
}
