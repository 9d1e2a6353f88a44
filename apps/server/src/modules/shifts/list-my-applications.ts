import type { MyApplicationsResponse } from '@vamos/shared/schemas/applications';
import type { PageQuery } from '@vamos/shared/schemas/jobs';
import type { ShiftState } from '@vamos/shared/shift-states';
import type { Deps } from '../../app-deps.ts';
import { decodeCursor, paginate } from '../../http/cursor.ts';
import type { Actor } from '../../http/actor.ts';
import { presentMyApplication } from './shift-presenter.ts';
import * as shiftViews from './shift-views.repo.ts';

/** How "Minhas candidaturas" counts each state (a cancelled application is not one of them). */
const COUNTED_AS: Record<ShiftState, 'pending' | 'approved' | 'rejected' | 'withdrawn' | null> = {
  pending: 'pending',
  reserve: 'pending',
  invited: 'pending',
  awaiting_payment: 'pending',
  waitlisted: 'rejected',
  rejected: 'rejected',
  cancelled: null,
  approved: 'approved',
  confirmed: 'approved',
  checked_in: 'approved',
  checked_out: 'approved',
  attended: 'approved',
  no_show: 'approved',
  contested: 'approved',
  no_show_upheld: 'approved',
  job_cancelled: 'approved',
  withdrawn: 'withdrawn',
};

/** `GET /api/freelancer/applications`: mine, newest applied first, each with its job; counts of all. */
export async function listMyApplications(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  query: PageQuery,
): Promise<MyApplicationsResponse> {
  const after = decodeCursor(query.cursor);
  const now = new Date();
  const rows = await shiftViews.myApplicationsQuery(deps.db, actor.id, after, query.limit + 1);
  const { page, next } = paginate(rows, query.limit, (row) => ({ at: row.appliedAtText, id: row.application.id }));
  const counts = { total: 0, pending: 0, approved: 0, rejected: 0, withdrawn: 0 };
  for (const [state, n] of await shiftViews.countByState(deps.db, actor.id)) {
    const group = COUNTED_AS[state];
    if (!group) continue;
    counts[group] += n;
    counts.total += n;
  }
  return { applications: page.map((row) => presentMyApplication(row, actor, now)), counts, next_cursor: next };
}
