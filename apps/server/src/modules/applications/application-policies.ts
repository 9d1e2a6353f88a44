import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/request-context.ts';

type ApplicationRef = { freelancerId: string; contractorId: string };

/**
 * Approve and reject: the contractor of the application's job only. To anyone else the
 * application does not exist (404, nothing about other users' rows is revealed).
 */
export function assertCanDecide<T extends ApplicationRef>(actor: Actor, app: T | undefined): asserts app is T {
  if (!app || actor.role !== 'contractor' || app.contractorId !== actor.id) throw new AppError('APPLICATION_NOT_FOUND');
}

/** Cancel and "Desistir": the freelancer's own application only. */
export function assertOwnsApplication<T extends ApplicationRef>(actor: Actor, app: T | undefined): asserts app is T {
  if (!app || actor.role !== 'freelancer' || app.freelancerId !== actor.id) throw new AppError('APPLICATION_NOT_FOUND');
}
