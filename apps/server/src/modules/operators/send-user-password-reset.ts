import type { FastifyBaseLogger } from 'fastify';
import type { UserActionResult } from '@vamos/shared/schemas/operator-users';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { OperatorActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import { sendPasswordResetTo } from '../auth/login-suspensions.ts';
import * as operatorsRepo from './operators.repo.ts';
import { operatorReason } from './suspend-user.ts';
import * as directory from './user-directory.repo.ts';

/**
 * 'Redefinir senha' (decision 0050): the person gets the e-mail of 'Esqueci minha senha' (better-auth's
 * single-use token, 1 hour), then the audit entry 'password_reset_sent' is written. The e-mail goes
 * first: a failed send writes nothing and answers PASSWORD_RESET_NOT_SENT (503). The operator never
 * sees the link. A suspended person's link sets nothing until the account is reactivated.
 */
export async function sendUserPasswordReset(
  deps: Pick<Deps, 'db' | 'auth'> & { log: Pick<FastifyBaseLogger, 'error'> },
  operator: OperatorActor,
  userId: string,
  reason: string,
  now = new Date(),
): Promise<UserActionResult> {
  const why = operatorReason(reason);
  const person = isUuid(userId) ? await directory.findPerson(deps.db, userId) : undefined;
  if (!person || person.role === 'operator') throw new AppError('USER_NOT_FOUND');
  await sendPasswordResetTo(deps, person.email, deps.log);
  const auditId = await inTransaction(deps.db, (tx) =>
    operatorsRepo.appendAudit(tx, {
      operatorId: operator.personId,
      action: 'password_reset_sent',
      targetType: 'user',
      targetId: person.id,
      before: {},
      after: { email: person.email },
      reason: why,
      at: now,
    }),
  );
  return { user_id: person.id, status: person.suspended ? 'suspended' : 'active', audit_id: auditId };
}
