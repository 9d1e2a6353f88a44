import type { CompanyRole } from '@vamos/shared/user-roles';
import type { Role } from '../db/schema.ts';

/**
 * Who makes a request, as the request context resolves it from the session (decision 0040):
 * - `id` is the account acted for: the freelancer, or the contractor's company (the account that
 *   signed up; its credits, jobs, team and reputation). Every ownership check, in policies and in
 *   SQL, compares with it, never with the person.
 * - `personId` is who clicked: the same as `id` for a freelancer and a company's owner, the
 *   manager's own login for a manager. What a person did is recorded with it (shift moves, the
 *   job's history).
 * - `companyRole`: for a contractor, whether the person is the company's owner or a manager.
 */
export type Actor = {
  id: string;
  personId: string;
  role: Role;
  companyRole: CompanyRole | null;
  email: string;
  name: string;
  sessionId: string;
};

/**
 * An operator of the platform (decision 0048), as the operator routes resolve them from a session
 * whose second factor was verified. Never an `Actor`: no other route answers an operator.
 */
export type OperatorActor = {
  role: 'operator';
  personId: string;
  email: string;
  name: string;
  sessionId: string;
};
