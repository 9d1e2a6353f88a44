import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from './app-deps.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAuth } from './modules/auth/auth.ts';
import { passwordResetMessage } from './modules/auth/password-reset-mail.ts';
import type { PasswordHasher } from './modules/auth/password-hash.ts';
import type { EventBus } from './modules/realtime/event-bus.ts';
import { InProcessBus } from './modules/realtime/in-process-bus.ts';
import { PostgresBus } from './modules/realtime/postgres-bus.ts';
import { createCepProvider } from './providers/cep/create-cep-provider.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import { OutboxMailer } from './providers/mail/outbox-mailer.ts';
import { SmtpMailer } from './providers/mail/smtp-mailer.ts';
import { createPaymentProvider } from './providers/payment/create-payment-provider.ts';
import type { PushSender } from './providers/push/push-sender.ts';
import { storedVapidKeys } from './providers/push/vapid-keys.repo.ts';
import { generateVapidKeys, WebPushSender } from './providers/push/web-push-sender.ts';
import { createStorage } from './providers/storage/create-storage.ts';

type ProviderName = 'mailer' | 'events' | 'storage' | 'cep' | 'payments' | 'push';

/**
 * The providers a test may replace (buildApp's `overrides`); production picks each from config. A
 * test may also hand better-auth its own password functions (to count the argon2 computations).
 */
export type ProviderOverrides = Partial<Pick<Deps, ProviderName>> & { passwordHasher?: PasswordHasher };

/** The outside world the modules reach through Deps: the providers, the realtime bus and better-auth. */
export async function createProviders(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  overrides: ProviderOverrides = {},
): Promise<Pick<Deps, ProviderName | 'auth'>> {
  const mailer: Mailer =
    overrides.mailer ??
    (config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new OutboxMailer(database.db, log));
  // Realtime fan-out: LISTEN/NOTIFY across instances on PostgreSQL; one process on PGlite.
  const events: EventBus =
    overrides.events ??
    (database.kind === 'postgres' && database.connectionString
      ? await PostgresBus.start({ connectionString: database.connectionString, db: database.db, log })
      : new InProcessBus());
  const auth = createAuth({
    db: database.db,
    config,
    sendPasswordReset: (input) => mailer.send(passwordResetMessage({ ...input, appUrl: config.APP_URL })),
    log,
    passwordHasher: overrides.passwordHasher,
  });
  const storage = overrides.storage ?? createStorage(config);
  const cep = overrides.cep ?? createCepProvider(config);
  const payments = overrides.payments ?? createPaymentProvider(config, database.db);
  const push = overrides.push ?? (await createPushSender(config, database.db));
  return { mailer, events, auth, storage, cep, payments, push };
}

/** Web Push with the configured VAPID keys, or the pair generated once and kept in the database. */
async function createPushSender(config: Config, db: Database['db']): Promise<PushSender> {
  const keys =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
      : await storedVapidKeys(db, generateVapidKeys);
  return new WebPushSender({ ...keys, subject: config.VAPID_SUBJECT });
}
