import { accounts, users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import { totpCode } from '../modules/auth/totp.ts';
import { uniqueEmail } from './factories.ts';
import type { TestApp } from './test-app.ts';

export const OPERATOR_PASSWORD = 'Operador@Forte1';

export type SignedInOperator = { id: string; email: string; name: string; cookie: string };

/** The Cookie header a browser would send back after these Set-Cookie values. */
export function cookieOf(setCookies: string[]): string {
  return setCookies
    .map((c) => c.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
}

/** An operator's login (decision 0048) inserted with a known password: no second factor yet. */
export async function insertOperatorLogin(
  t: TestApp,
  name = 'Operadora Teste',
): Promise<{ id: string; email: string; name: string }> {
  const email = uniqueEmail('operador');
  const [user] = await t.deps.db.insert(users).values({ name, email, role: 'operator' }).returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  const password = await hashPassword(OPERATOR_PASSWORD);
  await t.deps.db.insert(accounts).values({ userId: user.id, accountId: user.id, providerId: 'credential', password });
  return { id: user.id, email, name };
}

/** Signs the operator in at POST /api/auth/operator/login: a session whose second factor is still to come. */
export async function signInOperatorAs(
  t: TestApp,
  operator: { id: string; email: string; name: string },
): Promise<SignedInOperator> {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/operator/login',
    payload: { email: operator.email, password: OPERATOR_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`operator login: ${res.statusCode} ${res.body}`);
  const setCookie = res.headers['set-cookie'];
  return { ...operator, cookie: cookieOf(Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) };
}

/** Enrols the operator's authenticator and verifies a first code: the session may use the operator's routes. */
export async function enrolAndVerify(t: TestApp, operator: SignedInOperator, at = new Date()): Promise<string> {
  const enrolment = await t.request({
    method: 'POST',
    url: '/api/auth/operator/totp/enrolment',
    cookie: operator.cookie,
  });
  if (enrolment.statusCode !== 200) throw new Error(`enrolment: ${enrolment.statusCode} ${enrolment.body}`);
  const { secret } = enrolment.json<{ secret: string }>();
  const verified = await verifyCode(t, operator, totpCode(secret, at));
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return secret;
}

export function verifyCode(t: TestApp, operator: SignedInOperator, code: string) {
  return t.request({
    method: 'POST',
    url: '/api/auth/operator/totp/verify',
    cookie: operator.cookie,
    payload: { code },
  });
}

/** A new operator, signed in, with the second factor verified. */
export async function readyOperator(t: TestApp, name?: string): Promise<SignedInOperator & { secret: string }> {
  const signedIn = await signInOperatorAs(t, await insertOperatorLogin(t, name));
  return { ...signedIn, secret: await enrolAndVerify(t, signedIn) };
}
