import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import type { OperatorActor } from '../../http/actor.ts';

export type OperatorDeps = Pick<Deps, 'db' | 'events' | 'config' | 'mailer' | 'sessionCache'>;

/** One operator action's transaction: the operator, the clock, the transaction and its after-commit hook. */
export type ActionContext = {
  deps: OperatorDeps;
  tx: Tx;
  afterCommit: AfterCommit;
  operator: OperatorActor;
  now: Date;
};
