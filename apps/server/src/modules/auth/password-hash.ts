import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (m=19 MiB, t=2, p=1). */
/** `algorithm: 2` is Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword({
  hash: encoded,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
}

/** The password functions better-auth is handed: argon2id here; a test may wrap them to count the calls. */
export type PasswordHasher = { hash: typeof hashPassword; verify: typeof verifyPassword };

export const argon2Hasher: PasswordHasher = { hash: hashPassword, verify: verifyPassword };
