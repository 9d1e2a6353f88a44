import type { FastifyBaseLogger } from 'fastify';
import { UserActionInputSchema, type UserActionResult } from '@vamos/shared/schemas/operator-users';
import type { Deps } from '../../app-deps.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTransactionOrJoin } from '../../db/transaction.ts';
import type { OperatorActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import { reactivateLogin, suspendLogin } from '../auth/login-suspensions.ts';
import { openJobIdsOf } from '../jobs/jobs.service.ts';
import { lockOpenReportsOn } from '../reports/reports.service.ts';
import { accountReactivatedMessage, accountSuspendedMessage } from './account-status-mail.ts';
import type { ActionContext } from './action-context.ts';
import { hideWithReports } from './hide-job.ts';
import * as operatorsRepo from './operators.repo.ts';
import * as directory from './user-directory.repo.ts';

/**
 * What suspending and reactivating need. `db` may be a transaction opened by inTransaction: the action
 * then commits (or rolls back) with the caller's, and its e-mail goes after that commit (a report's
 * resolution suspends the reported person in the resolution's own transaction). `log` receives an
 * e-mail that could not be sent (the action stands).
 */
export type UserActionDeps = Pick<Deps, 'config' | 'mailer' | 'sessionCache' | 'events'> & {
  db: Db | Tx;
  log?: Pick<FastifyBaseLogger, 'error'>;
};

/** The reason as the audit keeps it (10 to 1000 characters), or VALIDATION with its Portuguese message. */
export function operatorReason(reason: string): string {
  const parsed = UserActionInputSchema.safeParse({ reason });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? '';
    throw new AppError('VALIDATION', { message, fields: { reason: message } });
  }
  return parsed.data.reason;
}

/** The person an operator may act on: USER_NOT_FOUND for an unknown id, OPERATOR_NOT_SUSPENDABLE for an operator. */
async function personToActOn(tx: Tx, userId: string) {
  const person = isUuid(userId) ? await directory.findPerson(tx, userId) : undefined;
  if (!person) throw new AppError('USER_NOT_FOUND');
  if (person.role === 'operator') throw new AppError('OPERATOR_NOT_SUSPENDABLE');
  return person;
}

function tell(deps: UserActionDeps, send: () => Promise<void>): () => Promise<void> {
  return async () => {
    try {
      await send();
    } catch (error) {
      deps.log?.error({ err: error }, 'user suspension: the e-mail could not be sent');
    }
  };
}

/**
 * 'Suspender conta' (decision 0050): the person's login is refused from now on, every session of theirs
 * ends at once (rows deleted in this transaction; caches and open live streams after the commit), and
 * the audit entry 'user_suspended' is written beside it. Suspending a contractor suspends the company:
 * its managers' sessions end too and their logins are refused while it stands. An operator cannot be
 * suspended here; a second suspension is USER_ALREADY_SUSPENDED (409). The person is told by e-mail.
 * A suspended company's open jobs are hidden with the suspension's reason, each as 'Ocultar vaga'
 * hides it (hideOpenJobsOf): no freelancer applies to, or stays booked at, a company that cannot sign
 * in to run the job.
 */
export async function suspendUser(
  deps: UserActionDeps,
  operator: OperatorActor,
  userId: string,
  reason: string,
  now = new Date(),
): Promise<UserActionResult> {
  const why = operatorReason(reason);
  return inTransactionOrJoin(deps.db, async (tx, afterCommit) => {
    const person = await personToActOn(tx, userId);
    const managers = person.role === 'contractor' ? await directory.activeManagerIds(tx, person.id) : [];
    const ended = await suspendLogin(deps, tx, afterCommit, {
      userId: person.id,
      operatorId: operator.personId,
      reason: why,
      at: now,
      alsoEnd: managers,
    });
    if (!ended) throw new AppError('USER_ALREADY_SUSPENDED');
    const jobsHidden =
      person.role === 'contractor'
        ? {
            jobs_hidden: await hideOpenJobsOf(
              { deps: { ...deps, db: tx }, tx, afterCommit, operator, now },
              person.id,
              why,
            ),
          }
        : {};
    const auditId = await operatorsRepo.appendAudit(tx, {
      operatorId: operator.personId,
      action: 'user_suspended',
      targetType: 'user',
      targetId: person.id,
      before: { status: 'active' },
      after: {
        status: 'suspended',
        sessions_ended: ended.sessionsEnded,
        managers: managers.length,
        ...jobsHidden,
      },
      reason: why,
      at: now,
    });
    afterCommit(
      tell(deps, () =>
        deps.mailer.send(accountSuspendedMessage(person, { reason: why, supportEmail: deps.config.SUPPORT_EMAIL })),
      ),
    );
    return { user_id: person.id, status: 'suspended', audit_id: auditId };
  });
}

/**
 * Every open job of a contractor being suspended, hidden in the suspension's transaction exactly as
 * 'Ocultar vaga' hides one (decision 0054: the shifts cancelled by hide_job, coins back, guaranteed
 * pay refunded in full, everyone on it told, its open reports resolved, one 'job_hidden' audit entry
 * each), with the suspension's reason. Reactivation does not bring them back: the company publishes
 * again. Returns how many were hidden.
 */
async function hideOpenJobsOf(ctx: ActionContext, contractorId: string, reason: string): Promise<number> {
  const jobIds = await openJobIdsOf(ctx.tx, contractorId);
  for (const jobId of jobIds) {
    const reports = await lockOpenReportsOn(ctx.tx, 'job', jobId);
    await hideWithReports(ctx, jobId, reason, reports);
  }
  return jobIds.length;
}

/**
 * 'Reativar conta': the suspension is lifted (the login works again, the managers' with it), the
 * audit entry 'user_reactivated' keeps when it began and why; USER_NOT_SUSPENDED (409) when none stood.
 */
export async function reactivateUser(
  deps: UserActionDeps,
  operator: OperatorActor,
  userId: string,
  reason: string,
  now = new Date(),
): Promise<UserActionResult> {
  const why = operatorReason(reason);
  return inTransactionOrJoin(deps.db, async (tx, afterCommit) => {
    const person = await personToActOn(tx, userId);
    const lifted = await reactivateLogin(tx, person.id);
    if (!lifted) throw new AppError('USER_NOT_SUSPENDED');
    const auditId = await operatorsRepo.appendAudit(tx, {
      operatorId: operator.personId,
      action: 'user_reactivated',
      targetType: 'user',
      targetId: person.id,
      before: { status: 'suspended', suspended_at: lifted.suspendedAt.toISOString(), suspended_reason: lifted.reason },
      after: { status: 'active' },
      reason: why,
      at: now,
    });
    afterCommit(tell(deps, () => deps.mailer.send(accountReactivatedMessage(person, { appUrl: deps.config.APP_URL }))));
    return { user_id: person.id, status: 'active', audit_id: auditId };
  });
}
