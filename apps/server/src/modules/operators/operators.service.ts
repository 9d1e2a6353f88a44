import type { AuditList, ContestList } from '@vamos/shared/schemas/operator';
import type { OperatorJobList } from '@vamos/shared/schemas/operator-jobs';
import type { OperatorReportList } from '@vamos/shared/schemas/reports';
import type { Deps } from '../../app-deps.ts';
import { listOpenReports } from '../reports/reports.service.ts';
import { presentAuditEntry, presentContest, presentOperatorJob } from './operator-presenter.ts';
import * as operatorsRepo from './operators.repo.ts';

export { decideContest } from './decide-contest.ts';
export { getDashboard } from './get-dashboard.ts';
export { hideJob } from './hide-job.ts';
export { resolveReport } from './resolve-report.ts';

/** How many jobs 'Vagas' lists at most; a narrower search finds the rest. */
export const OPERATOR_JOBS_LIMIT = 100;

/** 'Vagas' (decision 0054): jobs by text, city, status and date. */
export async function listOperatorJobs(
  deps: Pick<Deps, 'db'>,
  filter: operatorsRepo.OperatorJobQueryValues,
): Promise<OperatorJobList> {
  const rows = await operatorsRepo.searchJobs(deps.db, filter, OPERATOR_JOBS_LIMIT);
  return { jobs: rows.map(presentOperatorJob), limit: OPERATOR_JOBS_LIMIT };
}

/** 'Denúncias' (decision 0054): the open reports, oldest first. */
export async function listReports(deps: Pick<Deps, 'db'>): Promise<OperatorReportList> {
  return listOpenReports(deps.db);
}

const AUDIT_PAGE = 200;

/** 'Contestações': every contested no-show, the oldest contest first. */
export async function listContests(deps: Pick<Deps, 'db'>): Promise<ContestList> {
  return { contests: (await operatorsRepo.listContested(deps.db)).map(presentContest) };
}

/** 'Auditoria': what operators did, newest first (the latest AUDIT_PAGE entries). */
export async function listAuditEntries(deps: Pick<Deps, 'db'>): Promise<AuditList> {
  return { entries: (await operatorsRepo.listAudit(deps.db, AUDIT_PAGE)).map(presentAuditEntry) };
}
