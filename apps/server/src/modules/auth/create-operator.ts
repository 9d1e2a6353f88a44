import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { EmailSchema, FullNameSchema } from '@vamos/shared/schemas/auth';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as authRepo from './auth.repo.ts';
import { createAuth } from './auth.ts';
import { hashPassword } from './password-hash.ts';
import { passwordResetLink } from './password-reset-mail.ts';

export const CreateOperatorSchema = z.object({ email: EmailSchema, name: FullNameSchema });

export class CreateOperatorError extends Error {}

/**
 * `npm run operator:create -- email@x.com "Nome"` (decision 0048): the only way an operator exists.
 * Creates the login (role 'operator', a random password nobody knows) and answers a one-time link to
 * set the password: better-auth's own password-reset token (single use, 1 hour), made with a sender
 * that hands the token back instead of e-mailing it. Signing in then asks for the second factor.
 */
export async function createOperator(
  deps: Pick<Deps, 'db' | 'config'> & { log: Parameters<typeof createAuth>[0]['log'] },
  input: { email: string; name: string },
): Promise<{ userId: string; link: string }> {
  const parsed = CreateOperatorSchema.safeParse(input);
  if (!parsed.success) throw new CreateOperatorError(parsed.error.issues.map((issue) => issue.message).join('; '));
  const { email, name } = parsed.data;
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const userId = await inTransaction(deps.db, async (tx) => {
    const id = await authRepo.insertUser(tx, { name, email, role: 'operator' });
    if (!id) throw new CreateOperatorError(`Já existe uma conta com o e-mail ${email}.`);
    await authRepo.insertCredentialAccount(tx, id, unusable);
    return id;
  });
  let token: string | null = null;
  const auth = createAuth({
    db: deps.db,
    config: deps.config,
    log: deps.log,
    sendPasswordReset: async (reset) => {
      token = reset.token;
    },
  });
  await auth.api.requestPasswordReset({ body: { email } });
  if (!token) throw new Error('the password link could not be made');
  return { userId, link: passwordResetLink(deps.config.APP_URL, token) };
}
