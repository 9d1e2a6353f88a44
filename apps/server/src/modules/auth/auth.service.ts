import type { Me, UserType } from '@vamos/shared/schemas/auth';
import { isAPIError } from 'better-auth/api';
import type { Deps } from '../../app-deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { LoginRole } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { SESSION_REVOKED, sessionTokenOf } from '../../http/session-cache.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import * as authRepo from './auth.repo.ts';
import { findAccountByEmail, findMe } from './auth.repo.ts';
import { accountSuspendedError, standingSuspension } from './login-suspensions.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

export { rememberDevice } from './known-device.ts';
import { loginAlertMessage } from './login-alert-mail.ts';
import { presentMe } from './me.dto.ts';
import { openPasswordSession } from './password-session.ts';

/** A signed-in user and the Set-Cookie values better-auth produced for the browser. */
export type SignedIn = { user: Me; cookies: string[] };

/** better-auth's identifier of a password-reset token (see requestPasswordReset in better-auth). */
const resetTokenIdentifier = (token: string) => `reset-password:${token}`;

/**
 * Opens a new database session. Unknown e-mail and wrong password give the same
 * INVALID_CREDENTIALS, and both cost one argon2 computation (better-auth hashes on unknown users).
 */
export async function signIn(
  deps: Deps,
  credentials: { email: string; password: string },
  headers: Headers,
): Promise<SignedIn> {
  const session = await openPasswordSession(deps, credentials, headers);
  const userId = session.user.id;
  const row = await findMe(deps.db, userId);
  if (row?.role === 'operator') {
    // An operator signs in only with their second factor, at /operador/entrar (decision 0048).
    await authRepo.deleteSessionByToken(deps.db, userId, session.token);
    throw new AppError('OPERATOR_LOGIN_ONLY');
  }
  const company = row ? await deps.companies.companyOfPerson(deps.db, userId, row.role) : null;
  if (!row || (row.role === 'manager' && !company)) {
    // A manager no company has now (decision 0040): the password was right, but there is nothing to sign in to.
    await authRepo.deleteSessionsOf(deps.db, userId);
    throw new AppError('MANAGER_REMOVED');
  }
  // Checked after the session exists, so a suspension committed at any moment ends it (decision 0050):
  // before this read, the suspension's own DELETE finds the session; after it, this refusal does.
  if (await standingSuspension(deps.db, userId, company?.id ?? null)) {
    await authRepo.deleteSessionByToken(deps.db, userId, session.token);
    throw accountSuspendedError(deps.config);
  }
  return { user: presentMe(row, company), cookies: session.cookies };
}

/**
 * Ends every session of a person at once, on every instance (a manager removed from their company,
 * decision 0040): the rows go, the caches forget them, and their open live streams end.
 */
export async function endSessionsOf(deps: Pick<Deps, 'db' | 'sessionCache' | 'events'>, userId: string): Promise<void> {
  await authRepo.deleteSessionsOf(deps.db, userId);
  await forgetSessionsEverywhere(deps, userId);
  await publishEvent(deps, { type: 'company.left', userIds: [userId] });
}

/** Deletes the current session (if any) and returns the cookie-clearing headers. */
export async function signOut(deps: Deps, headers: Headers, userId: string | undefined): Promise<string[]> {
  const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
  // After the row is gone, so a request racing the logout cannot cache it again.
  const token = sessionTokenOf(headers.get('cookie') ?? undefined);
  if (token) deps.sessionCache.forget(token);
  if (userId) await forgetSessionsEverywhere(deps, userId);
  return result.headers.getSetCookie();
}

/**
 * A session row was deleted: every instance drops the user's cached sessions now, instead of
 * serving them for the rest of the cache's few seconds (each is looked up again on its next request).
 */
async function forgetSessionsEverywhere(deps: Pick<Deps, 'sessionCache' | 'events'>, userId: string): Promise<void> {
  deps.sessionCache.forgetUser(userId);
  await publishEvent(deps, { type: SESSION_REVOKED, userIds: [userId] });
}

/** The signed-in person and the company they act for; a manager no company has now is signed out. */
export async function getMe(deps: Pick<Deps, 'db' | 'companies'>, userId: string): Promise<Me> {
  const row = await findMe(deps.db, userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  const company = await deps.companies.companyOfPerson(deps.db, row.id, row.role);
  if (row.role === 'manager' && !company) throw new AppError('UNAUTHENTICATED');
  return presentMe(row, company);
}

/** Sends the reset e-mail when the address has an account; says nothing either way. */
export async function requestPasswordReset(deps: Deps, email: string, headers: Headers): Promise<void> {
  await deps.auth.api.requestPasswordReset({ body: { email }, headers });
}

/**
 * Sets a new password with a single-use, expiring token. better-auth consumes the token and
 * revokes every session of the user in one transaction; then this browser gets a fresh session
 * so the reset page can send the user to their area.
 */
export async function resetPassword(
  deps: Deps,
  input: { token: string; password: string },
  headers: Headers,
): Promise<{ userId: string; role: UserType | 'operator'; cookies: string[] }> {
  const context = await deps.auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(resetTokenIdentifier(input.token));
  if (!verification || verification.expiresAt < new Date()) throw new AppError('INVALID_RESET_TOKEN');
  const user = await findMe(deps.db, verification.value);
  if (!user) throw new AppError('INVALID_RESET_TOKEN');
  // A suspended login's link sets nothing and opens nothing (decision 0050); it still works, within its
  // hour, once the account is reactivated. A manager of a suspended company is refused by signIn below.
  if (await standingSuspension(deps.db, user.id)) throw accountSuspendedError(deps.config);
  try {
    await deps.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password }, headers });
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400) throw new AppError('INVALID_RESET_TOKEN');
    throw error;
  }
  // Every session of the user was revoked: no instance may serve one from its cache either.
  await forgetSessionsEverywhere(deps, user.id);
  // An operator (the link `npm run operator:create` printed) signs in at /operador/entrar, with the second factor.
  if (user.role === 'operator') return { userId: user.id, role: 'operator', cookies: [] };
  const signedIn = await signIn(deps, { email: user.email, password: input.password }, headers);
  return { userId: user.id, role: user.role === 'freelancer' ? 'freelancer' : 'contractor', cookies: signedIn.cookies };
}

/** Tells the owner of `email`, if it is an account, that its logins are being attacked (decision 0010). */
export async function alertAccountOwner(deps: Deps, email: string): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (!account) return;
  await deps.mailer.send(loginAlertMessage({ email: account.email, name: account.name, appUrl: deps.config.APP_URL }));
}

/**
 * A new login, inside the signup's transaction: the user and their credential account (the
 * password hashed with argon2id). null when the e-mail (any case) is taken, a concurrent signup
 * included.
 */
export async function createLogin(
  tx: Tx,
  login: { name: string; email: string; role: LoginRole; password: string },
): Promise<string | null> {
  const passwordHash = await hashPassword(login.password);
  const userId = await authRepo.insertUser(tx, { name: login.name, email: login.email, role: login.role });
  if (!userId) return null;
  await authRepo.insertCredentialAccount(tx, userId, passwordHash);
  return userId;
}

/** Whether `password` is the login's (a manager's login joining a company again, decision 0040). */
export async function isPasswordOf(db: DbOrTx, userId: string, password: string): Promise<boolean> {
  const hash = await authRepo.findPasswordHash(db, userId);
  return hash !== undefined && verifyPassword({ hash, password });
}

/** The name a person's sessions carry follows their profile's full name (profiles asks, in its transaction). */
export function renameUser(tx: Tx, userId: string, name: string): Promise<void> {
  return authRepo.renameUser(tx, userId, name);
}

/**
 * 'Excluir minha conta' (decision 0051), in the deletion's transaction: the login keeps its row, named
 * `name`, with no e-mail, password, session or reset token left. After the commit, `forgetSessions`.
 */
export function eraseLogin(tx: Tx, userId: string, name: string): Promise<void> {
  return authRepo.eraseLogin(tx, userId, name);
}

/** After a deletion's commit: no instance serves the person's sessions from its cache, and their live streams end. */
export function forgetSessions(deps: Pick<Deps, 'sessionCache' | 'events'>, userId: string): Promise<void> {
  return forgetSessionsEverywhere(deps, userId);
}
