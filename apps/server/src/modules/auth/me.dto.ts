import type { Me } from '@vamos/shared/schemas/auth';
import type { MeRow } from './auth.repo.ts';

/** The signed-in user as the API shows it: no credentials, no session data. */
export function presentMe(row: MeRow): Me {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    full_name: row.fullName ?? row.name,
    avatar_url: row.avatarUrl,
  };
}
