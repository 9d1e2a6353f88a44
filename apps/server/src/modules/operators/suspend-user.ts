import type { FastifyBaseLogger } from 'fastify';
import { UserActionInputSchema, type UserActionResult } from '@vamos/shared/schemas/operator-users';
import type { Deps } from '../../app-deps.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTransactionOrJoin } from '../../db/transaction.ts';
import type { OperatorActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import { reactivateLogin, suspendLogin } from '../auth/login-suspensions.ts';
import { accountReactivatedMessage, accountSuspendedMessage } from './account-status-mail.ts';
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
    const auditId = await operatorsRepo.appendAudit(tx, {
      operatorId: operator.personId,
      action: 'user_suspended',
      targetType: 'user',
      targetId: person.id,
      before: { status: 'active' },
      after: { status: 'suspended', sessions_ended: ended.sessionsEnded, managers: managers.length },
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
