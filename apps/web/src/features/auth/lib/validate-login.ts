import type { LoginInput } from '@vamos/shared/schemas/auth';

export type LoginErrors = Partial<Record<keyof LoginInput, string>>;
export type LoginValidation = { data: LoginInput | null; errors: LoginErrors };

let schema: Promise<(typeof import('@vamos/shared/schemas/auth'))['LoginSchema']> | undefined;
const loadSchema = () => (schema ??= import('@vamos/shared/schemas/auth').then((m) => m.LoginSchema));

/**
 * The login form checked by the shared LoginSchema (trimmed, lower-cased e-mail), its first
 * message per field. The schema (and zod) load on first use, or ahead with `preload()`.
 */
export async function validateLogin(values: LoginInput): Promise<LoginValidation> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

validateLogin.preload = (): Promise<unknown> => loadSchema().catch(() => undefined);
