import { isAPIError } from 'better-auth/api';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';

/** A session better-auth just opened for a right e-mail and password: whose, its token, its cookies. */
export type PasswordSession = { user: { id: string; role?: string }; token: string; cookies: string[] };

/**
 * better-auth's e-mail and password check, the one way in of both logins (the people's and the
 * operators', decision 0048): a new database session, or INVALID_CREDENTIALS alike for an unknown
 * e-mail and a wrong password (both cost one argon2 computation). The caller decides whether the
 * person may have it, and deletes it by its token when not.
 */
export async function openPasswordSession(
  deps: Pick<Deps, 'auth'>,
  credentials: { email: string; password: string },
  headers: Headers,
): Promise<PasswordSession> {
  try {
    const result = await deps.auth.api.signInEmail({ body: credentials, headers, returnHeaders: true });
    return {
      user: result.response.user as PasswordSession['user'],
      token: result.response.token,
      cookies: result.headers.getSetCookie(),
    };
  } catch (error) {
    if (isAPIError(error) && (error.statusCode === 400 || error.statusCode === 401))
      throw new AppError('INVALID_CREDENTIALS');
    throw error;
  }
}
