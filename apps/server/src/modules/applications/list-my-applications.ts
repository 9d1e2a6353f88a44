import { todayInSaoPaulo } from '@vamos/shared/dates';
import type { MyApplicationsResponse } from '@vamos/shared/schemas/applications';
import type { PageQuery } from '@vamos/shared/schemas/jobs';
import type { Deps } from '../../app-deps.ts';
import { decodeCursor, paginate } from '../../http/cursor.ts';
import type { Actor } from '../../http/actor.ts';
import { presentMyApplication } from './application-presenter.ts';
import * as applicationsRepo from './applications.repo.ts';

/** `GET /api/freelancer/applications`: mine, newest applied first, each with its job; counts of all. */
export async function listMyApplications(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  query: PageQuery,
): Promise<MyApplicationsResponse> {
  const after = decodeCursor(query.cursor);
  const today = todayInSaoPaulo();
  const rows = await applicationsRepo.myApplicationsQuery(deps.db, actor.id, after, query.limit + 1);
  const { page, next } = paginate(rows, query.limit, (row) => ({ at: row.appliedAtText, id: row.application.id }));
  const byStatus = await applicationsRepo.countByStatus(deps.db, actor.id);
  const n = (status: 'pending' | 'approved' | 'rejected' | 'withdrawn') => byStatus.get(status) ?? 0;
  return {
    applications: page.map((row) => presentMyApplication(row, today)),
    counts: {
      total: [...byStatus.values()].reduce((a, b) => a + b, 0),
      pending: n('pending'),
      approved: n('approved'),
      rejected: n('rejected'),
      withdrawn: n('withdrawn'),
    },
    next_cursor: next,
  };
}
