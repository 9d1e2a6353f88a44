import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyUpdateSchema,
  OwnProfileSchema,
  ProfileUpdateSchema,
  UploadedImageSchema,
} from '@vamos/shared/schemas/profile';
import type { ModuleOptions } from '../../app-deps.ts';
import { actorOf, requireAccountHolder, requireHolderRole, requireUser } from '../../http/request-context.ts';
import { readUpload, registerUploadParsing } from '../uploads/multipart.ts';
import { presentOwnProfile } from './profile-dto.ts';
import { removeProfileImage, replaceProfileImage, type ProfileImageKind } from './profile-images.service.ts';
import { getOwnProfile, updateCompanyData, updatePersonalData } from './profiles.service.ts';

const ownProfileResponse = { 200: OwnProfileSchema };
const signedIn = { onRequest: requireUser };
/** Changing the profile is the account holder's: a manager reads the company's, never changes it (decision 0040). */
const holder = { onRequest: requireAccountHolder };
const contractor = { onRequest: requireHolderRole('contractor') };

/** The signed-in user's own profile: personal data, company data (contractors), avatar and logo. */
export const profilesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get('/profile', { ...signedIn, schema: { response: ownProfileResponse } }, async (request) =>
    presentOwnProfile(await getOwnProfile(deps, actorOf(request))),
  );

  app.put(
    '/profile',
    { ...holder, schema: { body: ProfileUpdateSchema, response: ownProfileResponse } },
    async (request) => presentOwnProfile(await updatePersonalData(deps, actorOf(request), request.body)),
  );

  app.put(
    '/profile/company',
    { ...contractor, schema: { body: CompanyUpdateSchema, response: ownProfileResponse } },
    async (request) => presentOwnProfile(await updateCompanyData(deps, actorOf(request), request.body)),
  );

  const images: { path: string; kind: ProfileImageKind; access: typeof holder }[] = [
    { path: '/profile/avatar', kind: 'avatar', access: holder },
    { path: '/profile/company-logo', kind: 'company_logo', access: contractor },
  ];

  for (const { path, kind, access } of images) {
    app.delete(path, { ...access }, async (request, reply) => {
      await removeProfileImage(deps, actorOf(request), kind, request.log);
      return reply.status(204).send();
    });
  }

  // Uploads live in their own scope: only there is multipart/form-data accepted.
  await app.register(async (uploads) => {
    await registerUploadParsing(uploads);
    for (const { path, kind, access } of images) {
      uploads.post(path, { ...access, schema: { response: { 200: UploadedImageSchema } } }, async (request) =>
        replaceProfileImage(deps, { actor: actorOf(request), kind, file: await readUpload(request), log: request.log }),
      );
    }
  });
};
