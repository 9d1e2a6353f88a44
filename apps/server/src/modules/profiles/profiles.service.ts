import type { ProfileAddress } from '@vamos/shared/schemas/address';
import type { CompanyUpdate, ProfileUpdate } from '@vamos/shared/schemas/profile';
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import type { Address } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { renameUser } from '../auth/auth.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import * as profilesRepo from './profiles.repo.ts';
import type { ProfileRecord } from './profiles.repo.ts';

/** Company data (and the company logo) belong to contractors only. */
export function assertCanEditCompany(actor: Actor): void {
  if (actor.role !== 'contractor') throw new AppError('FORBIDDEN');
}

/** A user's profile for another module (e.g. the buyer of a PIX charge); undefined when there is none. */
export function findProfileOf(deps: Pick<Deps, 'db'>, userId: string): Promise<ProfileRecord | undefined> {
  return profilesRepo.findProfile(deps.db, userId);
}

/** The profile that may pay a PIX charge (its name and CPF go on it), or null when either is missing. */
export async function payerProfileOf(
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<(ProfileRecord & { cpf: string }) | null> {
  const profile = await findProfileOf(deps, userId);
  return profile?.fullName.trim() && profile.cpf?.length === 11 ? { ...profile, cpf: profile.cpf } : null;
}

/** The user's other tabs and devices refetch their profile and session (the name in the top bar). */
export function profileChanged(deps: Pick<Deps, 'events'>, userId: string): Promise<void> {
  return publishEvent(deps, { type: 'profile.changed', userIds: [userId] });
}

/**
 * The signed-in person's profile. A company's manager (decision 0040) reads the company's data under
 * their own name and e-mail: the owner's personal data (CPF, phone, address, photo) is not theirs.
 */
export async function getOwnProfile(deps: Pick<Deps, 'db'>, actor: Actor): Promise<ProfileRecord> {
  const profile = await profilesRepo.findProfile(deps.db, actor.id);
  if (!profile) throw new AppError('NOT_FOUND');
  if (actor.companyRole !== 'manager') return profile;
  return {
    ...profile,
    userId: actor.personId,
    email: actor.email,
    fullName: actor.name,
    cpf: null,
    phone: null,
    address: null,
    avatarUrl: null,
  };
}

/** Saves the personal data (spec 01 §5 "Profile edit"); absent optional fields stay as they are. */
export async function updatePersonalData(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  input: ProfileUpdate,
): Promise<ProfileRecord> {
  const saved = await deps.db.transaction(async (tx) => {
    const updated = await profilesRepo.updatePersonal(tx, actor.id, {
      fullName: input.full_name,
      cpf: input.cpf,
      phone: input.phone,
      description: input.description,
      position: input.position,
      address: input.address === undefined ? undefined : toStoredAddress(input.address),
    });
    // The name the person's sessions carry follows (the login is auth's).
    if (updated) await renameUser(tx, actor.id, input.full_name);
    return updated;
  });
  if (!saved) throw new AppError('NOT_FOUND');
  await profileChanged(deps, actor.id);
  return getOwnProfile(deps, actor);
}

/** Saves the company data (spec 02 §5 "Company form"): blank fields become null, absent ones stay. */
export async function updateCompanyData(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  input: CompanyUpdate,
): Promise<ProfileRecord> {
  assertCanEditCompany(actor);
  const saved = await profilesRepo.updateCompany(deps.db, actor.id, {
    companyName: input.company_name,
    companyLegalName: input.company_legal_name,
    companySector: input.company_sector,
    cnpj: input.cnpj,
    companyPhone: input.company_phone,
    companyEmail: input.company_email,
  });
  if (!saved) throw new AppError('NOT_FOUND');
  await profileChanged(deps, actor.id);
  return getOwnProfile(deps, actor);
}

/** An address left entirely empty is stored as no address. */
function toStoredAddress(a: ProfileAddress): Address | null {
  const empty = Object.values(a).every((v) => v === '');
  return empty ? null : { ...a };
}

/** A new person's profile, inside the signup's transaction. */
export function createProfile(tx: Tx, profile: profilesRepo.NewProfile): Promise<void> {
  return profilesRepo.insertProfile(tx, profile);
}

/**
 * 'Excluir minha conta' (decision 0051), in the deletion's transaction: the profile keeps its row
 * (ratings and jobs point at it) with every personal field blanked and the name `name`. Returns the
 * images it held (avatar, logo): the caller deletes them from storage after the commit.
 */
export async function eraseProfile(tx: Tx, userId: string, name: string): Promise<string[]> {
  const images = await profilesRepo.eraseProfile(tx, userId, name);
  return [images?.avatarUrl, images?.companyLogoUrl].filter((url): url is string => Boolean(url));
}
