import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
// better-auth's drizzle adapter is this module's storage: it is handed our tables, and writes them itself.
// eslint-disable-next-line no-restricted-imports
import { accounts, sessions, users, verifications } from '../../db/schema.ts';
import { argon2Hasher, type PasswordHasher } from './password-hash.ts';

export type PasswordResetSender = (input: { email: string; name: string; token: string }) => Promise<void>;

const DAY = 24 * 60 * 60;

/**
 * better-auth owns credentials, sessions and password-reset tokens (DB sessions in an HttpOnly,
 * SameSite=Lax cookie; Secure + __Secure- prefix over HTTPS). Our routes call auth.api directly,
 * so validation, errors and rate limits stay ours.
 */
/** better-auth's cookies, named with the __Host- prefix (used over HTTPS). */
const hostPrefixedCookies = Object.fromEntries(
  ['session_token', 'session_data', 'dont_remember', 'account_data'].map((name) => [
    name,
    { name: `__Host-vt.${name}` },
  ]),
);

export function createAuth(deps: {
  db: Db;
  config: Config;
  sendPasswordReset: PasswordResetSender;
  log: FastifyBaseLogger;
  passwordHasher?: PasswordHasher;
}) {
  const { config, log } = deps;
  const https = config.APP_URL.startsWith('https://');
  return betterAuth({
    appName: 'Vamos Trabalhar',
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.APP_URL],
    // better-auth's own messages go to the app's logger (silent in tests), never to the console.
    logger: {
      level: 'warn',
      log: (level, message, ...details: unknown[]) => log[level]({ details }, `better-auth: ${message}`),
    },
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
      transaction: true,
    }),
    user: {
      additionalFields: { role: { type: 'string', required: true, input: false } },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: deps.passwordHasher ?? argon2Hasher,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) =>
        deps.sendPasswordReset({ email: user.email, name: user.name, token }),
    },
    session: {
      // Idle timeout: a session unused for SESSION_IDLE_DAYS expires; each day of use slides it.
      // The absolute timeout (SESSION_ABSOLUTE_DAYS from sign-in) is enforced by the auth guard.
      expiresIn: config.SESSION_IDLE_DAYS * DAY,
      updateAge: DAY,
    },
    // Reset tokens are stored as SHA-256 hashes: a leaked verifications table opens no account.
    verification: { storeIdentifier: 'hashed' },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'vt',
      // Over HTTPS the cookies carry the __Host- prefix (not better-auth's __Secure-): the browser then
      // accepts them only with Secure, Path=/ and no Domain, so no subdomain can set or shadow them.
      useSecureCookies: false,
      ...(https ? { cookies: hostPrefixedCookies, defaultCookieAttributes: { secure: true } } : {}),
      database: { generateId: 'uuid' },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const role = (user as { role?: unknown }).role;
            if (role !== 'freelancer' && role !== 'contractor') return false;
            return { data: user };
          },
        },
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
