import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { profiles, users, type Address } from '../../db/schema.ts';

/** A profile row with the account e-mail. */
export type ProfileRecord = typeof profiles.$inferSelect & { email: string };

export type PersonalFields = {
  fullName: string;
  cpf: string;
  phone: string;
  description?: string | null;
  position?: string | null;
  address?: Address | null;
};

export type CompanyFields = {
  companyName?: string | null;
  companyLegalName?: string | null;
  companySector?: string | null;
  cnpj?: string | null;
  companyPhone?: string | null;
  companyEmail?: string | null;
};

export type ImageColumn = 'avatarUrl' | 'companyLogoUrl';

const imageColumn = (column: ImageColumn) => (column === 'avatarUrl' ? profiles.avatarUrl : profiles.companyLogoUrl);

export async function findProfile(db: DbOrTx, userId: string): Promise<ProfileRecord | undefined> {
  const [row] = await db
    .select({ profile: profiles, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row ? { ...row.profile, email: row.email } : undefined;
}

export type NewProfile = typeof profiles.$inferInsert;

/** A new person's profile (at signup). */
export async function insertProfile(tx: Tx, profile: NewProfile): Promise<void> {
  await tx.insert(profiles).values(profile);
}

/** Updates the personal data (undefined fields unchanged); false when there is no profile. */
export async function updatePersonal(tx: DbOrTx, userId: string, fields: PersonalFields): Promise<boolean> {
  const updated = await tx
    .update(profiles)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  return updated.length > 0;
}

/** Updates the company data (undefined fields unchanged; a body with none of them changes nothing, not even updated_at). */
export async function updateCompany(db: DbOrTx, userId: string, fields: CompanyFields): Promise<boolean> {
  const given = Object.values(fields).some((value) => value !== undefined);
  const updated = given
    ? await db
        .update(profiles)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(profiles.userId, userId))
        .returning({ userId: profiles.userId })
    : await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userId, userId));
  return updated.length > 0;
}

/** The current URL of an image column, locking the row until the transaction ends. undefined: no profile. */
export async function lockImageUrl(
  tx: DbOrTx,
  userId: string,
  column: ImageColumn,
): Promise<{ url: string | null } | undefined> {
  const [row] = await tx
    .select({ url: imageColumn(column) })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  return row;
}

export async function setImageUrl(tx: DbOrTx, userId: string, column: ImageColumn, url: string | null): Promise<void> {
  await tx
    .update(profiles)
    .set({ [column]: url, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

/**
 * A deleted account (decision 0051): every personal field is blanked and the name becomes `name` (a
 * contractor's company name too, as their jobs and ratings still show it). Returns the image URLs
 * it held: the caller removes those files from storage after the commit.
 */
export async function eraseProfile(
  tx: Tx,
  userId: string,
  name: string,
): Promise<{ avatarUrl: string | null; companyLogoUrl: string | null } | undefined> {
  const [before] = await tx
    .select({ avatarUrl: profiles.avatarUrl, companyLogoUrl: profiles.companyLogoUrl })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  if (!before) return undefined;
  await tx
    .update(profiles)
    .set({
      fullName: name,
      cpf: null,
      phone: null,
      position: null,
      description: null,
      address: null,
      avatarUrl: null,
      companyName: sql`CASE WHEN ${profiles.userType} = 'contractor' THEN ${name} END`,
      companyLegalName: null,
      companySector: null,
      cnpj: null,
      companyPhone: null,
      companyEmail: null,
      companyLogoUrl: null,
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.userId, userId));
  return before;
}
