/**
 * 'Gerentes' (issue 26, decision 0040): the owner invites managers by e-mail, sees them and their
 * open invitations, cancels an invitation, removes a manager (whose sessions end at once); the
 * invited person accepts from the link, with a new login or the manager's login they have already.
 */
import { createHash, randomBytes } from 'node:crypto';
import { PasswordSchema } from '@vamos/shared/password';
import { AUTH_MESSAGES } from '@vamos/shared/schemas/auth';
import {
  MANAGER_INVITATION_DAYS,
  MAX_COMPANY_MANAGERS,
  type AcceptManagerInvitation,
  type ManagerInvitation,
  type ManagerInvitationView,
  type ManagersResponse,
} from '@vamos/shared/schemas/managers';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import { createLogin, endSessionsOf, isPasswordOf, signIn, type SignedIn } from '../auth/auth.service.ts';
import { acceptCurrentDocuments } from '../consents/consents.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import * as companyRepo from './company.repo.ts';
import { managerInvitationMessage } from './manager-invitation-mail.ts';

type Log = { error: (obj: unknown, msg: string) => void };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const presentInvitation = (row: companyRepo.InvitationRow): ManagerInvitation => ({
  id: row.id,
  email: row.email,
  sent_at: row.createdAt,
  expires_at: row.expiresAt,
});

const companyChanged = (deps: Pick<Deps, 'events'>, companyId: string) =>
  publishEvent(deps, { type: 'company.changed', userIds: [companyId] });

/** `GET /api/contractor/managers`: the company's managers now and its open invitations. */
export async function listManagers(deps: Pick<Deps, 'db'>, actor: Actor): Promise<ManagersResponse> {
  const [managers, invitations] = await Promise.all([
    companyRepo.findManagers(deps.db, actor.id),
    companyRepo.findOpenInvitations(deps.db, actor.id),
  ]);
  return {
    managers: managers.map((m) => ({ user_id: m.userId, full_name: m.name, email: m.email, joined_at: m.joinedAt })),
    invitations: invitations.map(presentInvitation),
  };
}

/**
 * 'Convidar gerente': a single-use link by e-mail, valid for MANAGER_INVITATION_DAYS. A new
 * invitation to the same e-mail replaces the open one. Refused for the owner's own e-mail or any
 * freelancer's or company's, for one of the company's managers, someone managing another company,
 * and past MAX_COMPANY_MANAGERS. If the e-mail cannot be sent, the invitation is withdrawn.
 */
export async function inviteManager(
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'events'>,
  actor: Actor,
  email: string,
  log: Log,
): Promise<ManagerInvitation> {
  const token = randomBytes(32).toString('base64url');
  const row = await inTransaction(deps.db, async (tx) => {
    await companyRepo.lockCompany(tx, actor.id);
    const login = await companyRepo.findLoginByEmail(tx, email);
    if (login && login.role !== 'manager') throw new AppError('MANAGER_EMAIL_UNAVAILABLE');
    if (login?.managesCompanyId === actor.id) throw new AppError('MANAGER_ALREADY');
    if (login?.managesCompanyId) throw new AppError('MANAGER_OF_OTHER_COMPANY');
    await companyRepo.revokeOpenInvitationTo(tx, actor.id, email);
    if ((await companyRepo.countPeopleAndInvitations(tx, actor.id)) >= MAX_COMPANY_MANAGERS) {
      throw new AppError('MANAGER_LIMIT');
    }
    const expiresAt = new Date(Date.now() + MANAGER_INVITATION_DAYS * 24 * 60 * 60 * 1000);
    return companyRepo.insertInvitation(tx, {
      companyId: actor.id,
      email,
      tokenHash: hashToken(token),
      invitedBy: actor.personId,
      expiresAt,
    });
  });
  const company = (await companyRepo.findCompanyName(deps.db, actor.id)) ?? actor.name;
  try {
    await deps.mailer.send(
      managerInvitationMessage({ email, company, inviter: actor.name, token, appUrl: deps.config.APP_URL }),
    );
  } catch (error) {
    log.error({ err: error }, 'manager invitation: the e-mail could not be sent');
    await inTransaction(deps.db, (tx) => companyRepo.revokeInvitation(tx, actor.id, row.id));
    throw new AppError('MANAGER_INVITATION_NOT_SENT');
  }
  await companyChanged(deps, actor.id);
  return presentInvitation(row);
}

/** 'Cancelar convite': the link stops working. */
export async function revokeManagerInvitation(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  id: string,
): Promise<void> {
  if (!isUuid(id) || !(await inTransaction(deps.db, (tx) => companyRepo.revokeInvitation(tx, actor.id, id)))) {
    throw new AppError('MANAGER_INVITATION_NOT_FOUND');
  }
  await companyChanged(deps, actor.id);
}

/**
 * 'Remover': the manager no longer acts for the company, and their sessions end at once (every
 * instance forgets them, their open live streams close).
 */
export async function removeManager(
  deps: Pick<Deps, 'db' | 'events' | 'sessionCache'>,
  actor: Actor,
  userId: string,
): Promise<void> {
  const removed =
    isUuid(userId) &&
    (await inTransaction(deps.db, async (tx) => {
      await companyRepo.lockCompany(tx, actor.id);
      return companyRepo.removeManager(tx, actor.id, userId, actor.personId);
    }));
  if (!removed) throw new AppError('MANAGER_NOT_FOUND');
  await endSessionsOf(deps, userId);
  await companyChanged(deps, actor.id);
}

/** `GET /api/manager-invitations/:token`: the company and e-mail of an open invitation. */
export async function viewManagerInvitation(deps: Pick<Deps, 'db'>, token: string): Promise<ManagerInvitationView> {
  const invitation = await companyRepo.findOpenInvitationByHash(deps.db, hashToken(token));
  if (!invitation) throw new AppError('MANAGER_INVITATION_INVALID');
  const [company, login] = await Promise.all([
    companyRepo.findCompanyName(deps.db, invitation.companyId),
    companyRepo.findLoginByEmail(deps.db, invitation.email),
  ]);
  if (company === undefined) throw new AppError('MANAGER_INVITATION_INVALID');
  return { company_name: company, email: invitation.email, has_account: login?.role === 'manager' };
}

/**
 * Accepts an invitation and signs the person in as the company's manager. Without a login for the
 * e-mail: a new one (a name, a password, and the terms and the privacy policy accepted, recorded with
 * their versions, the time and the address as a signup records them). With a manager's login: its password, and they move
 * to this company if no other has them now. Any other account of the e-mail (a freelancer's, a
 * company's) cannot be a manager. The invitation is used once, the company's people locked meanwhile.
 */
export async function acceptManagerInvitation(
  deps: Deps,
  token: string,
  input: AcceptManagerInvitation,
  headers: Headers,
  ip: string | null,
): Promise<SignedIn> {
  const joined = await inTransaction(deps.db, async (tx) => {
    const invitation = await companyRepo.findOpenInvitationByHash(tx, hashToken(token), true);
    if (!invitation) throw new AppError('MANAGER_INVITATION_INVALID');
    await companyRepo.lockCompany(tx, invitation.companyId);
    const login = await companyRepo.findLoginByEmail(tx, invitation.email);
    let userId: string;
    if (!login) {
      if (!input.full_name) {
        throw new AppError('VALIDATION', { fields: { full_name: AUTH_MESSAGES.nameRequired } });
      }
      const rules = PasswordSchema.safeParse(input.password);
      if (!rules.success) {
        throw new AppError('VALIDATION', { fields: { password: rules.error.issues[0]?.message ?? '' } });
      }
      if (input.terms !== true) throw new AppError('VALIDATION', { fields: { terms: AUTH_MESSAGES.termsRequired } });
      const created = await createLogin(tx, {
        name: input.full_name,
        email: invitation.email,
        role: 'manager',
        password: input.password,
      });
      if (!created) throw new AppError('EMAIL_TAKEN');
      await acceptCurrentDocuments(tx, created, ip);
      userId = created;
    } else {
      if (login.role !== 'manager') throw new AppError('MANAGER_EMAIL_UNAVAILABLE');
      if (!(await isPasswordOf(tx, login.id, input.password))) throw new AppError('INVALID_CREDENTIALS');
      if (login.managesCompanyId && login.managesCompanyId !== invitation.companyId) {
        throw new AppError('MANAGER_OF_OTHER_COMPANY');
      }
      userId = login.id;
    }
    await companyRepo.upsertManager(tx, { userId, companyId: invitation.companyId, invitedBy: invitation.invitedBy });
    await companyRepo.markInvitationAccepted(tx, invitation.id, userId);
    return invitation;
  });
  await companyChanged(deps, joined.companyId);
  return signIn(deps, { email: joined.email, password: input.password }, headers);
}
