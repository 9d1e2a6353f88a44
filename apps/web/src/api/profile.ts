import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyUpdate, OwnProfile, ProfileUpdate, UploadedImage } from '@vamos/shared/schemas/profile';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth';

/**
 * The signed-in user's own profile (`GET /api/profile`): one cache entry for every screen that
 * reads it (the profile, the purchase dialog's name, e-mail and CPF, the plan's charge, the job
 * form's 'Empresa'), under the ['profile'] prefix that lib/realtime refreshes on `profile.changed`.
 * Every mutation below writes its answer into that entry; those that change what the navigation
 * shows (name, photo) also refresh the session.
 */
export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};

export async function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<OwnProfile> {
  return api<OwnProfile>('/profile', { signal });
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKeys.me(), queryFn: ({ signal }) => getProfile({ signal }) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** PUT /api/profile with the personal data (already parsed by ProfileUpdateSchema). */
export async function updateProfile(input: ProfileUpdate): Promise<OwnProfile> {
  return api<OwnProfile>('/profile', { method: 'PUT', body: input });
}

/** PUT /api/profile/company (contractor only); blank fields arrive as null. */
export async function updateCompany(input: CompanyUpdate): Promise<OwnProfile> {
  return api<OwnProfile>('/profile/company', { method: 'PUT', body: input });
}

/** POST /api/profile/avatar, multipart field `file`: the new profile photo. */
export async function uploadAvatar(file: File): Promise<UploadedImage> {
  return uploadImage('/profile/avatar', file);
}

/** POST /api/profile/company-logo, multipart field `file`: the company logo (contractor only). */
export async function uploadCompanyLogo(file: File): Promise<UploadedImage> {
  return uploadImage('/profile/company-logo', file);
}

/** DELETE /api/profile/avatar: removes the profile photo. */
export async function deleteAvatar(): Promise<void> {
  await api<void>('/profile/avatar', { method: 'DELETE' });
}

/** DELETE /api/profile/company-logo: removes the company logo. */
export async function deleteCompanyLogo(): Promise<void> {
  await api<void>('/profile/company-logo', { method: 'DELETE' });
}

async function uploadImage(path: string, file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  return api<UploadedImage>(path, { method: 'POST', body });
}

/**
 * A profile mutation: `update` writes its answer into the cached profile at once, then the
 * profile (and, with `session`, the session the navigation shows) is read again.
 */
function useProfileMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  update: (old: OwnProfile, result: TResult) => OwnProfile,
  { session }: { session: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      queryClient.setQueryData<OwnProfile>(profileKeys.me(), (old) => old && update(old, result));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
        session ? queryClient.invalidateQueries({ queryKey: meQueryKey }) : undefined,
      ]);
    },
  });
}

export function useUpdateProfile() {
  return useProfileMutation(updateProfile, (_old, profile) => profile, { session: true });
}

export function useUpdateCompany() {
  return useProfileMutation(updateCompany, (_old, profile) => profile, { session: false });
}

export function useUploadAvatar() {
  return useProfileMutation(uploadAvatar, (old, { url }) => ({ ...old, avatar_url: url }), { session: true });
}

export function useDeleteAvatar() {
  return useProfileMutation(deleteAvatar, (old) => ({ ...old, avatar_url: null }), { session: true });
}

export function useUploadCompanyLogo() {
  return useProfileMutation(uploadCompanyLogo, (old, { url }) => ({ ...old, company_logo_url: url }), {
    session: false,
  });
}

export function useDeleteCompanyLogo() {
  return useProfileMutation(deleteCompanyLogo, (old) => ({ ...old, company_logo_url: null }), { session: false });
}
