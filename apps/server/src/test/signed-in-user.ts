import { randomUUID } from 'node:crypto';
import { accounts, profiles, users, type Role } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import type { TestApp } from './test-app.ts';

export type SignedInUser = { id: string; email: string; role: Role; cookie: string };

export const TEST_PASSWORD = 'Senha@Teste1';

/**
 * A user created directly in the database (user, credential account, profile), then signed in
 * through better-auth: `cookie` is the Cookie header a browser would send.
 */
export async function createSignedInUser(
  t: TestApp,
  options: { role?: Role; email?: string; name?: string } = {},
): Promise<SignedInUser> {
  const role = options.role ?? 'freelancer';
  const email = options.email ?? `usuario-${randomUUID().slice(0, 8)}@teste.com.br`;
  const name = options.name ?? 'Usuário de Teste';
  const password = await hashPassword(TEST_PASSWORD);
  const [user] = await t.deps.db.insert(users).values({ name, email, role }).returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  await t.deps.db.insert(accounts).values({ userId: user.id, accountId: user.id, providerId: 'credential', password });
  await t.deps.db.insert(profiles).values({ userId: user.id, userType: role, fullName: name });
  const result = await t.deps.auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
  const cookie = result.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
  return { id: user.id, email, role, cookie };
}
