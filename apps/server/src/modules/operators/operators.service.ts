import type { AuditList, ContestList } from '@vamos/shared/schemas/operator';
import type { Deps } from '../../app-deps.ts';
import { presentAuditEntry, presentContest } from './operator-presenter.ts';
import * as operatorsRepo from './operators.repo.ts';

export { decideContest } from './decide-contest.ts';
export { getDashboard } from './get-dashboard.ts';

const AUDIT_PAGE = 200;

/** 'Contestações': every contested no-show, the oldest contest first. */
export async function listContests(deps: Pick<Deps, 'db'>): Promise<ContestList> {
  return { contests: (await operatorsRepo.listContested(deps.db)).map(presentContest) };
}

/** 'Auditoria': what operators did, newest first (the latest AUDIT_PAGE entries). */
export async function listAuditEntries(deps: Pick<Deps, 'db'>): Promise<AuditList> {
  return { entries: (await operatorsRepo.listAudit(deps.db, AUDIT_PAGE)).map(presentAuditEntry) };
}
