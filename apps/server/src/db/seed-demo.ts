import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { CURRENT_VERSIONS } from '@vamos/shared/consents';
import { accounts, companyManagers, consents, jobs, profiles, users, type LoginRole, type Role } from './schema.ts';
import {
  DEMO_CONTRACTOR,
  DEMO_FREELANCER,
  DEMO_JOBS,
  DEMO_MANAGER,
  DEMO_PASSWORD,
  demoJobTitle,
  type DemoJob,
  type DemoPersona,
} from './seed-demo-data.ts';

export { DEMO_CONTRACTOR, DEMO_FREELANCER, DEMO_MANAGER, DEMO_PASSWORD } from './seed-demo-data.ts';

/** Advisory lock: two instances starting together seed once. */
const SEED_LOCK = 727_003;

export type DemoAccount = { role: LoginRole; email: string; password: string; name: string };
export type SeedDemoResult = { accounts: DemoAccount[]; createdUsers: number; createdJobs: number };

/**
 * What the seed needs from the modules, handed in by its caller (main.ts composes them): db/ sits
 * below the modules and never imports them.
 */
export type SeedDemoOperations = {
  hashPassword(password: string): Promise<string>;
  grantOpeningBalance(tx: Tx, userId: string, role: Role): Promise<void>;
};

/**
 * Demo data for the embedded default (`npm start`): a freelancer, a contractor with a company and
 * a manager of it, their opening balances and a handful of active jobs. Idempotent: users are matched by e-mail,
 * balances by ledger idempotency key, jobs by fixed id, so running it on every start adds
 * nothing the second time. An e-mail already taken by a user of the other role is left alone.
 */
export async function seedDemo(
  db: Db,
  { hashPassword, grantOpeningBalance }: SeedDemoOperations,
): Promise<SeedDemoResult> {
  const personas = [DEMO_FREELANCER, DEMO_CONTRACTOR];
  const emails = [...personas.map((p) => p.email), DEMO_MANAGER.email];
  const existing = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const known = new Set(existing.map((row) => row.email.toLowerCase()));
  // argon2 is slow by design: hash before the transaction, and only for users still to create.
  const hashes = new Map<string, string>();
  for (const email of emails) {
    if (!known.has(email)) hashes.set(email, await hashPassword(DEMO_PASSWORD));
  }

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK}::bigint)`);
    const result: SeedDemoResult = { accounts: [], createdUsers: 0, createdJobs: 0 };
    const ids = new Map<Role, string>();
    for (const persona of personas) {
      const passwordHash = async () => hashes.get(persona.email) ?? hashPassword(DEMO_PASSWORD);
      const user = await ensureUser(tx, persona, passwordHash);
      if (!user) continue;
      if (user.created) result.createdUsers += 1;
      ids.set(persona.role, user.id);
      await grantOpeningBalance(tx, user.id, persona.role);
      result.accounts.push({
        role: persona.role,
        email: persona.email,
        password: DEMO_PASSWORD,
        name: persona.fullName,
      });
    }
    const contractorId = ids.get('contractor');
    if (contractorId && DEMO_CONTRACTOR.company) {
      result.createdJobs = await insertJobs(tx, contractorId, DEMO_CONTRACTOR.company.name);
      const manager = await ensureManager(
        tx,
        contractorId,
        async () => hashes.get(DEMO_MANAGER.email) ?? hashPassword(DEMO_PASSWORD),
      );
      if (manager) {
        if (manager.created) result.createdUsers += 1;
        result.accounts.push({
          role: 'manager',
          email: DEMO_MANAGER.email,
          password: DEMO_PASSWORD,
          name: DEMO_MANAGER.fullName,
        });
      }
    }
    return result;
  });
}

/** The user, its credential account and profile, as signup creates them; null on a role clash. */
async function ensureUser(
  tx: Tx,
  persona: DemoPersona,
  passwordHash: () => Promise<string>,
): Promise<{ id: string; created: boolean } | null> {
  const inserted = await tx
    .insert(users)
    .values({ name: persona.fullName, email: persona.email, role: persona.role })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  const newId = inserted[0]?.id;
  if (newId) {
    const password = await passwordHash();
    await tx.insert(accounts).values({ userId: newId, accountId: newId, providerId: 'credential', password });
    await tx.insert(profiles).values(profileOf(newId, persona)).onConflictDoNothing({ target: profiles.userId });
    // The terms and the privacy policy in force, as the signup's checkbox records them (decision 0051).
    await tx.insert(consents).values(currentConsents(newId));
    return { id: newId, created: true };
  }
  const rows = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, persona.email))
    .limit(1);
  const row = rows[0];
  if (!row || row.role !== persona.role) return null;
  return { id: row.id, created: false };
}

/** The terms and the privacy policy in force, accepted (a demo account is as one made by a person). */
function currentConsents(userId: string): (typeof consents.$inferInsert)[] {
  return [
    { userId, document: 'terms', version: CURRENT_VERSIONS.terms, granted: true, ip: null },
    { userId, document: 'privacy', version: CURRENT_VERSIONS.privacy, granted: true, ip: null },
  ];
}

/**
 * The demo manager: a login of their own (no profile, no balance) managing the demo company, as an
 * accepted invitation leaves them (decision 0040); null when the e-mail is someone else's.
 */
async function ensureManager(
  tx: Tx,
  companyId: string,
  passwordHash: () => Promise<string>,
): Promise<{ created: boolean } | null> {
  const inserted = await tx
    .insert(users)
    .values({ name: DEMO_MANAGER.fullName, email: DEMO_MANAGER.email, role: DEMO_MANAGER.role })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  const newId = inserted[0]?.id;
  if (!newId) {
    const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.email, DEMO_MANAGER.email)).limit(1);
    return row?.role === 'manager' ? { created: false } : null;
  }
  const password = await passwordHash();
  await tx.insert(accounts).values({ userId: newId, accountId: newId, providerId: 'credential', password });
  await tx.insert(companyManagers).values({ userId: newId, companyId, invitedBy: companyId });
  // The terms and the privacy policy in force, as the invitation's checkbox records them (decision 0051).
  await tx.insert(consents).values(currentConsents(newId));
  return { created: true };
}

function profileOf(userId: string, persona: DemoPersona): typeof profiles.$inferInsert {
  return {
    userId,
    userType: persona.role,
    fullName: persona.fullName,
    cpf: persona.cpf,
    phone: persona.phone,
    address: persona.address,
    position: persona.position ?? null,
    description: persona.description ?? null,
    companyName: persona.company?.name ?? null,
    companyLegalName: persona.company?.legalName ?? null,
    companySector: persona.company?.sector ?? null,
    cnpj: persona.company?.cnpj ?? null,
    companyPhone: persona.company?.phone ?? null,
    companyEmail: persona.company?.email ?? null,
  };
}

/** "Today" where the users are: dates are decided in America/Sao_Paulo, never in UTC. */
const todayInSaoPaulo = sql`(now() AT TIME ZONE 'America/Sao_Paulo')::date`;

/**
 * The demo jobs, inserted once each (fixed ids). Publishing a job normally costs the contractor
 * 1 credit (create_job_with_credit); these are demo data and are deliberately not charged, so the
 * demo contractor keeps the free plan's 2 credits to try publishing and approving.
 */
async function insertJobs(tx: Tx, contractorId: string, company: string): Promise<number> {
  const rows = DEMO_JOBS.map((job: DemoJob) => {
    const title = demoJobTitle(job);
    return {
      id: job.id,
      contractorId,
      title,
      description: job.description,
      company,
      location: job.location,
      city: job.address.city,
      state: job.address.state,
      address: job.address,
      serviceDate: sql`${todayInSaoPaulo} + ${job.daysFromToday}::int`,
      paymentDate: sql`${todayInSaoPaulo} + ${job.daysFromToday + job.paymentDelayDays}::int`,
      startTime: job.startTime,
      endTime: job.endTime,
      salaryCents: job.salaryCents,
      requirements: job.requirements,
      lancheNoLocal: job.lancheNoLocal,
      genderPreference: job.genderPreference,
      segment: job.segment,
      requiredPeople: job.requiredPeople,
      status: 'active' as const,
      searchText: sql`lower(unaccent(${title}::text || ' ' || ${job.location}::text || ' ' || ${company}::text))`,
    };
  });
  const inserted = await tx
    .insert(jobs)
    .values(rows)
    .onConflictDoNothing({ target: jobs.id })
    .returning({ id: jobs.id });
  return inserted.length;
}
