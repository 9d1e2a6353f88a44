import {
  USER_SEARCH_PAGE_SIZE,
  type ManagedRole,
  type UserDetail,
  type UserSearchResult,
  type UserSummary,
} from '@vamos/shared/schemas/operator-users';
import type { AuditEntry } from '@vamos/shared/schemas/operator';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import * as directory from './user-directory.repo.ts';

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

function presentSummary(row: directory.PersonRow): UserSummary {
  const role = row.role as ManagedRole;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role,
    status: row.suspended ? 'suspended' : 'active',
    created_at: iso(row.createdAt),
    document: (role === 'contractor' ? row.cnpj : row.cpf) || null,
    company_name: role === 'freelancer' ? null : row.companyName,
  };
}

function presentAudit(row: directory.AuditLine): AuditEntry {
  return {
    id: row.id,
    at: iso(row.at),
    operator: { id: row.operatorId, name: row.operatorName, email: row.operatorEmail },
    action: row.action as AuditEntry['action'],
    target_type: row.targetType as AuditEntry['target_type'],
    target_id: row.targetId,
    before: row.before,
    after: row.after,
    reason: row.reason,
  };
}

/** 'Usuários': the people matching `q` (name, e-mail, CPF or CNPJ), newest sign-up first, a page at a time. */
export async function searchUsers(
  deps: Pick<Deps, 'db'>,
  query: { q: string; page: number },
): Promise<UserSearchResult> {
  const { rows, total } = await directory.searchPeople(deps.db, query.q, query.page);
  return { users: rows.map(presentSummary), page: query.page, page_size: USER_SEARCH_PAGE_SIZE, total };
}

/**
 * A user's page: the profile, a contractor's (or a manager's company's) jobs, a freelancer's shifts, the
 * ledger, the PIX charges and pay-outs, and every operator action about them. An operator's own login
 * is not a user here (USER_NOT_FOUND).
 */
export async function getUserDetail(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDetail> {
  const person = isUuid(userId) ? await directory.findPerson(deps.db, userId) : undefined;
  if (!person || person.role === 'operator') throw new AppError('USER_NOT_FOUND');
  const companyId = person.role === 'freelancer' ? null : person.companyId;
  const [suspension, balances, jobs, shifts, ledger, payments, payouts, audit] = await Promise.all([
    directory.standingSuspensionOf(deps.db, person.id, companyId),
    directory.balancesOf(deps.db, person.id),
    companyId ? directory.jobsOf(deps.db, companyId) : [],
    person.role === 'freelancer' ? directory.shiftsOf(deps.db, person.id) : [],
    directory.ledgerOf(deps.db, person.id),
    directory.paymentsOf(deps.db, person.id),
    person.role === 'freelancer' ? directory.payoutsOf(deps.db, person.id) : [],
    directory.auditAbout(deps.db, person.id, companyId),
  ]);
  return {
    user: { ...presentSummary(person), phone: person.phone, cpf: person.cpf, cnpj: person.cnpj, city: person.city },
    suspension: suspension
      ? { at: iso(suspension.at), reason: suspension.reason, own: suspension.own, by: suspension.by }
      : null,
    balances,
    jobs: jobs.map((j) => ({
      id: j.id,
      title: j.title,
      service_date: j.serviceDate,
      status: j.status,
      required_people: j.requiredPeople,
      approved_count: j.approvedCount,
    })),
    shifts: shifts.map((s) => ({
      id: s.id,
      job_id: s.jobId,
      job_title: s.jobTitle,
      company: s.company,
      service_date: s.serviceDate,
      state: s.state,
      applied_at: iso(s.appliedAt),
    })),
    ledger: ledger.map((l) => ({
      id: String(l.id),
      at: iso(l.at),
      currency: l.currency,
      delta: l.delta,
      balance_after: l.balanceAfter,
      reason: l.reason,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      product_id: p.productId,
      amount_cents: p.amountCents,
      status: p.status,
      provider: p.provider,
      created_at: iso(p.createdAt),
      confirmed_at: isoOrNull(p.confirmedAt),
    })),
    payouts: payouts.map((p) => ({
      id: p.id,
      job_title: p.jobTitle,
      amount_cents: p.amountCents,
      status: p.status,
      created_at: iso(p.createdAt),
      sent_at: isoOrNull(p.sentAt),
    })),
    audit: audit.map(presentAudit),
  };
}
