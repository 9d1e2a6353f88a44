/**
 * The operators' sign-in (decision 0048): e-mail and password through better-auth, then a second
 * factor (TOTP) before anything else opens. An operator's session records when its second factor was
 * verified and when it was last used; it ends 12 h after sign-in or after 30 minutes idle.
 */
import type { OperatorSession, TotpEnrolment } from '@vamos/shared/schemas/operator';
import QRCode from 'qrcode';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { OperatorActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import * as authRepo from './auth.repo.ts';
import { openPasswordSession } from './password-session.ts';
import { acceptedStep, newTotpSecret, openTotpSecret, sealTotpSecret, totpUri } from './totp.ts';

const MINUTE = 60 * 1000;
/** An operator's session ends this long after sign-in, used or not. */
export const OPERATOR_SESSION_MAX_MS = 12 * 60 * MINUTE;
/** ...and after this long without a request. */
export const OPERATOR_IDLE_MS = 30 * MINUTE;

/** A signed-in operator's session as the operator routes see it: verified or not yet. */
export type OperatorSessionState = { actor: OperatorActor; verified: boolean };

type AuthDeps = Pick<Deps, 'db' | 'auth' | 'config'>;

/**
 * The operator of the request's session at `now`, or null: no session, not an operator's, or ended
 * (12 h since sign-in, 30 minutes idle: then it is deleted). Each request marks the session used.
 */
export async function lookUpOperator(
  deps: AuthDeps,
  headers: Headers,
  now = new Date(),
): Promise<OperatorSessionState | null> {
  const result = await deps.auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (!result || (result.user as { role?: string }).role !== 'operator') return null;
  const touched = await authRepo.touchOperatorSession(deps.db, result.session.id, now, {
    idleMs: OPERATOR_IDLE_MS,
    maxMs: OPERATOR_SESSION_MAX_MS,
  });
  if (!touched) {
    await authRepo.deleteSession(deps.db, result.session.id);
    return null;
  }
  return {
    actor: {
      role: 'operator',
      personId: result.user.id,
      email: result.user.email,
      name: result.user.name,
      sessionId: result.session.id,
    },
    verified: touched.secondFactorAt !== null,
  };
}

/**
 * `POST /api/auth/operator/login`: an operator's e-mail and password open a session whose second
 * factor is still to come. Anyone else's credentials (right or wrong) answer INVALID_CREDENTIALS and
 * leave no session.
 */
export async function signInOperator(
  deps: AuthDeps,
  credentials: { email: string; password: string },
  headers: Headers,
): Promise<{ cookies: string[] }> {
  const { user, token, cookies } = await openPasswordSession(deps, credentials, headers);
  if (user.role !== 'operator') {
    await authRepo.deleteSessionByToken(deps.db, user.id, token);
    throw new AppError('INVALID_CREDENTIALS');
  }
  return { cookies };
}

/** `GET /api/auth/operator/session`: who is signed in, and what the second factor asks of them now. */
export async function operatorSession(deps: Pick<Deps, 'db'>, state: OperatorSessionState): Promise<OperatorSession> {
  const stage = state.verified
    ? 'ready'
    : (await authRepo.findOperatorTotp(deps.db, state.actor.personId))?.verifiedAt
      ? 'verify'
      : 'enrol';
  return { name: state.actor.name, email: state.actor.email, stage };
}

/**
 * `POST /api/auth/operator/totp/enrolment`: the secret to add to the authenticator app (the same one
 * until a first code confirms it), as text and as a QR code. Refused once the enrolment is confirmed:
 * a session without its second factor cannot replace it.
 */
export async function startEnrolment(deps: AuthDeps, actor: OperatorActor): Promise<TotpEnrolment> {
  const secret = await inTransaction(deps.db, async (tx) => {
    const sealed = sealTotpSecret(newTotpSecret(), deps.config.authSecret);
    const row = await authRepo.insertOperatorTotp(tx, actor.personId, sealed);
    if (row.verifiedAt) throw new AppError('TOTP_ALREADY_ENROLLED');
    return openTotpSecret(row.secretEncrypted, deps.config.authSecret);
  });
  const uri = totpUri(secret, actor.email);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauth_uri: uri,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * `POST /api/auth/operator/totp/verify`: the code of the authenticator app, within ±30 s, never one
 * already used (the row locked, its last step compared). Right: the enrolment is confirmed (the first
 * time) and this session's second factor is verified. Wrong, used or not enrolled: TOTP_INVALID.
 */
export async function verifyOperatorCode(
  deps: AuthDeps,
  actor: OperatorActor,
  code: string,
  now = new Date(),
): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const row = await authRepo.lockOperatorTotp(tx, actor.personId);
    if (!row) throw new AppError('TOTP_INVALID');
    const secret = openTotpSecret(row.secretEncrypted, deps.config.authSecret);
    const step = acceptedStep(secret, code, now, row.lastStep);
    if (step === null) throw new AppError('TOTP_INVALID');
    await authRepo.acceptTotpStep(tx, actor.personId, step, now);
    await authRepo.markSecondFactor(tx, actor.sessionId, now);
  });
}

/** `POST /api/auth/operator/logout` ends the operator's session. */
export async function signOutOperator(deps: Pick<Deps, 'db'>, actor: OperatorActor): Promise<void> {
  await authRepo.deleteSession(deps.db, actor.sessionId);
}
