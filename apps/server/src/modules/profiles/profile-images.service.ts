import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import type { UploadedFile } from '../uploads/multipart.ts';
import { deleteStoredImage, storeImage, type ImageFolder } from '../uploads/uploads.service.ts';
import { assertCanEditCompany, profileChanged } from './profiles.service.ts';
import * as profilesRepo from './profiles.repo.ts';

export type ProfileImageKind = 'avatar' | 'company_logo';

type Log = Pick<FastifyBaseLogger, 'warn'>;
type ImageDeps = Pick<Deps, 'db' | 'storage' | 'events'>;

const TARGET: Record<ProfileImageKind, { column: profilesRepo.ImageColumn; folder: ImageFolder }> = {
  avatar: { column: 'avatarUrl', folder: 'avatars' },
  company_logo: { column: 'companyLogoUrl', folder: 'logos' },
};

function assertCanChange(actor: Actor, kind: ProfileImageKind): void {
  if (kind === 'company_logo') assertCanEditCompany(actor);
}

/** Stores a new avatar or company logo, points the profile at it and deletes the one it replaced. */
export async function replaceProfileImage(
  deps: ImageDeps,
  { actor, kind, file, log }: { actor: Actor; kind: ProfileImageKind; file: UploadedFile | undefined; log: Log },
): Promise<{ url: string }> {
  assertCanChange(actor, kind);
  const { column, folder } = TARGET[kind];
  const stored = await storeImage(deps, { userId: actor.id, folder, file });
  let swapped: { previous: string | null } | undefined;
  try {
    swapped = await swapImageUrl(deps, actor.id, column, stored.url);
  } catch (error) {
    await deleteQuietly(deps, actor.id, stored.url, log);
    throw error;
  }
  if (!swapped) {
    await deleteQuietly(deps, actor.id, stored.url, log);
    throw new AppError('NOT_FOUND');
  }
  await profileChanged(deps, actor.id);
  await deleteQuietly(deps, actor.id, swapped.previous, log);
  return { url: stored.url };
}

/** Clears the avatar or company logo and deletes its file. */
export async function removeProfileImage(
  deps: ImageDeps,
  actor: Actor,
  kind: ProfileImageKind,
  log: Log,
): Promise<void> {
  assertCanChange(actor, kind);
  const swapped = await swapImageUrl(deps, actor.id, TARGET[kind].column, null);
  if (!swapped) throw new AppError('NOT_FOUND');
  await profileChanged(deps, actor.id);
  await deleteQuietly(deps, actor.id, swapped.previous, log);
}

/** Points the column at `url` and returns the URL it held; undefined when there is no profile. */
function swapImageUrl(
  deps: ImageDeps,
  userId: string,
  column: profilesRepo.ImageColumn,
  url: string | null,
): Promise<{ previous: string | null } | undefined> {
  return deps.db.transaction(async (tx) => {
    const current = await profilesRepo.lockImageUrl(tx, userId, column);
    if (!current) return undefined;
    await profilesRepo.setImageUrl(tx, userId, column, url);
    return { previous: current.url };
  });
}

/**
 * The database already moved on, so a file that cannot be deleted only costs space: it is
 * logged (for a later sweep) and the request still succeeds.
 */
async function deleteQuietly(deps: ImageDeps, userId: string, url: string | null, log: Log): Promise<void> {
  try {
    await deleteStoredImage(deps, userId, url);
  } catch (error) {
    log.warn({ err: error, url }, 'could not delete a replaced upload');
  }
}
