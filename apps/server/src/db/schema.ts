import { sql } from 'drizzle-orm';
import type { AgendaItemStatus, AgendaItemType } from '@vamos/shared/agenda';
import type { StrikeReason } from '@vamos/shared/cancellation-policy';
import type { Currency } from '@vamos/shared/currencies';
import type { GenderPreference } from '@vamos/shared/gender';
import type { JobHistoryAction } from '@vamos/shared/job-history';
import type { JobStatus } from '@vamos/shared/job-statuses';
import type { PaymentProviderName } from '@vamos/shared/payment-providers';
import type { PixKeyType, ReceivingAs } from '@vamos/shared/pix-keys';
import type { MoneyEntryKind, PayoutStatus, ShiftPayStatus, ShiftRefundReason } from '@vamos/shared/guaranteed-pay';
import type { RejectionReason, ShiftMoveName, ShiftState } from '@vamos/shared/shift-states';
import type { LoginRole, UserRole as Role } from '@vamos/shared/user-roles';
import type { OperatorAuditAction, OperatorAuditTarget } from '@vamos/shared/schemas/operator';
import type { ReportAction, ReportCategory, ReportStatus, ReportTargetType } from '@vamos/shared/schemas/reports';
import type { ConsentDocument } from '@vamos/shared/consents';
import type { JobAlertFrequency } from '@vamos/shared/job-alerts';
import type { PaidPlanId } from '@vamos/shared/pricing';
import type { PAYMENT_KINDS, PaymentStatus } from '@vamos/shared/schemas/payments';
import type { WebVitalName, WebVitalRating } from '@vamos/shared/schemas/vitals';
import type {
  DeliveryStatus,
  NotificationCategory,
  NotificationChannel,
  NotificationKind,
} from '@vamos/shared/notifications';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Drizzle mirror of db/migrations/*.sql (the SQL files are the source of truth). */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () => ts('updated_at').notNull().defaultNow();

export type { LoginRole };
export type {
  AgendaItemStatus,
  AgendaItemType,
  Currency,
  GenderPreference,
  JobHistoryAction,
  JobStatus,
  PaymentProviderName,
  ShiftState,
  Role,
};
export type { PaymentStatus } from '@vamos/shared/schemas/payments';
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
/** The plans a subscription row may hold (Enterprise is sold by hand). */
export type PlanKey = 'free' | PaidPlanId;

export type Address = {
  cep: string;
  state: string;
  city: string;
  neighborhood: string;
  street: string;
  number: string;
  complement?: string | null;
};

// better-auth models (keys are better-auth's field names). A user row is never deleted (a trigger
// refuses, decision 0023): only its sessions and accounts would cascade; every other key restricts.
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role').$type<LoginRole>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  token: text('token').notNull().unique(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // Not mirrored here, on purpose: 0038's second_factor_at and last_active_at (an operator's session).
  // better-auth's adapter reads back every column of this object, and tests run today's app on a
  // database migrated before 0038; auth.repo.ts reads and writes the two columns in plain SQL.
});

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: ts('access_token_expires_at'),
  refreshTokenExpiresAt: ts('refresh_token_expires_at'),
  scope: text('scope'),
  password: text('password'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const verifications = pgTable('verifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  userType: text('user_type').$type<Role>().notNull(),
  fullName: text('full_name').notNull(),
  cpf: text('cpf'),
  phone: text('phone'),
  position: text('position'),
  description: text('description'),
  address: jsonb('address').$type<Address | null>(),
  avatarUrl: text('avatar_url'),
  companyName: text('company_name'),
  companyLegalName: text('company_legal_name'),
  companySector: text('company_sector'),
  cnpj: text('cnpj'),
  companyPhone: text('company_phone'),
  companyEmail: text('company_email'),
  companyLogoUrl: text('company_logo_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const balances = pgTable(
  'balances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').$type<Currency>().notNull(),
    balance: integer('balance').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency] })],
);

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  currency: text('currency').$type<Currency>().notNull(),
  delta: integer('delta').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  reason: text('reason').notNull(),
  reference: text('reference'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  /** Insertion order (0055): created_at ties within a millisecond on PGlite, and within one transaction. */
  seq: bigint('seq', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
  createdAt: createdAt(),
  headers: jsonb('headers').$type<Record<string, string> | null>(),
  /** The message's Message-ID: stored once (0015). */
  messageId: text('message_id').unique('mail_outbox_message_id_key'),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: ts('reset_at').notNull(),
});

// Never deleted (a trigger refuses, decision 0023): a job is cancelled, and its rows keep pointing at it.
// 0028_events: what one publication made at once (an event's roles, a weekly series).
export const jobEvents = pgTable('job_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  roles: integer('roles').notNull(),
  weeks: integer('weeks').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  company: text('company').notNull(),
  location: text('location').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  address: jsonb('address').$type<Address | null>(),
  serviceDate: date('service_date', { mode: 'string' }).notNull(),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
  paymentDate: date('payment_date', { mode: 'string' }).notNull(),
  salaryCents: integer('salary_cents').notNull(),
  requirements: text('requirements'),
  imageUrl: text('image_url'),
  lancheNoLocal: boolean('lanche_no_local').notNull().default(false),
  isPublic: boolean('is_public').notNull().default(true),
  genderPreference: text('gender_preference').$type<GenderPreference>().notNull().default('no_preference'),
  segment: text('segment').notNull(),
  requiredPeople: integer('required_people').notNull().default(1),
  approvedCount: integer('approved_count').notNull().default(0),
  status: text('status').$type<JobStatus>().notNull().default('active'),
  eventId: uuid('event_id').references(() => jobEvents.id, { onDelete: 'restrict' }),
  /** 0027: open only to the contractor's team until then ('Convidar minha equipe primeiro'); null: open to all. */
  inviteFirstUntil: ts('invite_first_until'),
  /** 0031: 'Pagamento garantido pelo Vamos Trabalhar' (decision 0042), and its service fee in basis points (null unless chosen). */
  guaranteedPay: boolean('guaranteed_pay').notNull().default(false),
  guaranteedFeeBps: integer('guaranteed_fee_bps'),
  /** 0045: when an operator hid it ('Ocultar vaga', decision 0054); it is cancelled too. */
  hiddenAt: ts('hidden_at'),
  searchText: text('search_text')
    .notNull()
    .default(sql`''`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// 0002_marketplace

export const jobApplications = pgTable('job_applications', {
  id: uuid('id').primaryKey().defaultRandom(),
  jobId: uuid('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'restrict' }),
  freelancerId: uuid('freelancer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  status: text('status').$type<ShiftState>().notNull().default('pending'),
  applicationCost: integer('application_cost').notNull(),
  appliedAt: ts('applied_at').notNull().defaultNow(),
  approvedAt: ts('approved_at'),
  decidedAt: ts('decided_at'),
  rejectionReason: text('rejection_reason').$type<RejectionReason>(),
});

export const agendaItems = pgTable('agenda_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  title: text('title').notNull(),
  description: text('description'),
  date: date('date', { mode: 'string' }).notNull(),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
  type: text('type').$type<AgendaItemType>().notNull().default('other'),
  status: text('status').$type<AgendaItemStatus>().notNull().default('scheduled'),
  /** The end, before the start, is on the day after `date` (decision 0012). */
  endsNextDay: boolean('ends_next_day').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// 0016_shift_lifecycle

/** Every move of a shift (a job_applications row), append-only; actor NULL: the system. */
export const shiftMoves = pgTable('shift_moves', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  shiftId: uuid('shift_id')
    .notNull()
    .references(() => jobApplications.id, { onDelete: 'restrict' }),
  move: text('move').$type<ShiftMoveName>().notNull(),
  fromState: text('from_state').$type<ShiftState>(),
  toState: text('to_state').$type<ShiftState>().notNull(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'restrict' }),
  at: ts('at').notNull().defaultNow(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
});

// 0038_operators: an operator's TOTP secret (encrypted) and the last time step accepted.
export const operatorTotp = pgTable('operator_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  verifiedAt: ts('verified_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// 0042_user_suspensions (decision 0050): a login an operator suspended, while the suspension stands.
export const userSuspensions = pgTable('user_suspensions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  suspendedBy: uuid('suspended_by')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  suspendedAt: ts('suspended_at').notNull().defaultNow(),
  reason: text('reason').notNull(),
});

// 0038_operators: what operators did; append-only (the database refuses UPDATE, DELETE, TRUNCATE).
export const operatorAudit = pgTable('operator_audit', {
  id: uuid('id').primaryKey().defaultRandom(),
  operatorId: uuid('operator_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  at: ts('at').notNull().defaultNow(),
  action: text('action').$type<OperatorAuditAction>().notNull(),
  targetType: text('target_type').$type<OperatorAuditTarget>().notNull(),
  targetId: uuid('target_id').notNull(),
  before: jsonb('before').$type<Record<string, unknown>>().notNull().default({}),
  after: jsonb('after').$type<Record<string, unknown>>().notNull().default({}),
  reason: text('reason').notNull(),
});

export const strikes = pgTable('strikes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  shiftId: uuid('shift_id')
    .notNull()
    .references(() => jobApplications.id, { onDelete: 'restrict' }),
  reason: text('reason').$type<StrikeReason>().notNull(),
  count: smallint('count').notNull(),
  givenAt: ts('given_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  forgivenAt: ts('forgiven_at'),
});

/** One strike forgiven after a run of attended shifts (decision 0028), earned once by the shift that completed it. */
export const strikeForgiveness = pgTable('strike_forgiveness', {
  id: uuid('id').primaryKey().defaultRandom(),
  strikeId: uuid('strike_id')
    .notNull()
    .references(() => strikes.id, { onDelete: 'restrict' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  earnedBy: uuid('earned_by')
    .notNull()
    .references(() => jobApplications.id, { onDelete: 'restrict' }),
  forgivenAt: ts('forgiven_at').notNull(),
});

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  kind: text('kind').$type<PaymentKind>().notNull(),
  productId: text('product_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  quantity: integer('quantity').notNull(),
  provider: text('provider').$type<PaymentProviderName>().notNull(),
  providerPaymentId: text('provider_payment_id'),
  status: text('status').$type<PaymentStatus>().notNull().default('pending'),
  pixPayload: text('pix_payload'),
  qrCodePngBase64: text('qr_code_png_base64'),
  invoiceUrl: text('invoice_url'),
  expiresAt: ts('expires_at').notNull(),
  confirmedAt: ts('confirmed_at'),
  closedAt: ts('closed_at'),
  refundShortfall: integer('refund_shortfall').notNull().default(0),
  /** Insertion order (0055): created_at ties within a millisecond on PGlite, and within one transaction. */
  seq: bigint('seq', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    providerPaymentId: text('provider_payment_id'),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

// 0008_free_plan_months
export const freePlanMonths = pgTable(
  'free_plan_months',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    month: date('month', { mode: 'string' }).notNull(),
    credited: integer('credited').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  planId: text('plan_id').$type<PlanKey>().notNull(),
  startedAt: ts('started_at'),
  expiresAt: ts('expires_at'),
  paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
  updatedAt: updatedAt(),
});

export const localPixCharges = pgTable('local_pix_charges', {
  id: text('id').primaryKey(),
  externalReference: text('external_reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  customerName: text('customer_name').notNull(),
  pixPayload: text('pix_payload').notNull(),
  status: text('status')
    .$type<'pending' | 'confirmed' | 'overdue' | 'cancelled' | 'refunded'>()
    .notNull()
    .default('pending'),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// 0032_local_pix_transfers (decision 0043)
export const localPixTransfers = pgTable('local_pix_transfers', {
  id: text('id').primaryKey(),
  externalReference: text('external_reference').notNull().unique(),
  pixKeyType: text('pix_key_type').$type<PixKeyType>().notNull(),
  pixKey: text('pix_key').notNull(),
  amountCents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  status: text('status').$type<'pending' | 'done' | 'failed' | 'cancelled'>().notNull(),
  endToEndId: text('end_to_end_id').unique(),
  failReason: text('fail_reason'),
  effectiveAt: ts('effective_at'),
  /** Insertion order (0054): created_at ties within a millisecond on PGlite. */
  seq: bigint('seq', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// 0035_local_pix_refunds (decision 0045)
export const localPixRefunds = pgTable('local_pix_refunds', {
  reference: text('reference').primaryKey(),
  chargeId: text('charge_id')
    .notNull()
    .references(() => localPixCharges.id, { onDelete: 'restrict' }),
  amountCents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  endToEndId: text('end_to_end_id').notNull().unique(),
  refundedAt: ts('refunded_at').notNull(),
  createdAt: createdAt(),
});

// 0005_evaluations
export const evaluations = pgTable('evaluations', {
  id: uuid('id').primaryKey().defaultRandom(),
  jobId: uuid('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'restrict' }),
  evaluatorId: uuid('evaluator_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  evaluatedId: uuid('evaluated_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  rating: smallint('rating').notNull(),
  comment: text('comment'),
  punctual: boolean('punctual').notNull().default(false),
  proactive: boolean('proactive').notNull().default(false),
  polite: boolean('polite').notNull().default(false),
  agile: boolean('agile').notNull().default(false),
  requirementsMet: boolean('requirements_met').generatedAlwaysAs(sql`punctual AND proactive AND polite AND agile`),
  /** Insertion order (0055): created_at ties within a millisecond on PGlite, and within one transaction. */
  seq: bigint('seq', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** 0045: 'Remover avaliação' (decision 0054): kept as the record, out of every profile and average. */
  removedAt: ts('removed_at'),
});

// 0045_reports_and_hidden_jobs (decision 0054)
export const reports = pgTable('reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  reporterId: uuid('reporter_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  targetType: text('target_type').$type<ReportTargetType>().notNull(),
  jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'restrict' }),
  reportedUserId: uuid('reported_user_id').references(() => users.id, { onDelete: 'restrict' }),
  evaluationId: uuid('evaluation_id').references(() => evaluations.id, { onDelete: 'restrict' }),
  category: text('category').$type<ReportCategory>().notNull(),
  text: text('text').notNull(),
  status: text('status').$type<ReportStatus>().notNull().default('open'),
  createdAt: createdAt(),
  resolvedAt: ts('resolved_at'),
  resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'restrict' }),
  resolution: text('resolution').$type<ReportAction>(),
  resolutionReason: text('resolution_reason'),
});

// 0009_web_vitals
export const webVitals = pgTable('web_vitals', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  recordedAt: ts('recorded_at').notNull().defaultNow(),
  route: text('route').notNull(),
  metric: text('metric').$type<WebVitalName>().notNull(),
  value: doublePrecision('value').notNull(),
  rating: text('rating').$type<WebVitalRating>().notNull(),
  navigationType: text('navigation_type'),
  effectiveType: text('effective_type'),
});

// 0010_notifications
export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  kind: text('kind').$type<NotificationKind>().notNull(),
  ref: text('ref').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link').notNull(),
  readAt: ts('read_at'),
  /** Insertion order (0055): created_at ties within a millisecond on PGlite, and within one transaction. */
  seq: bigint('seq', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
  createdAt: createdAt(),
});

// 0011_notification_delivery
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    category: text('category').$type<NotificationCategory>().notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    consentedAt: ts('consented_at'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

export const notificationDeliveries = pgTable('notification_deliveries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  notificationId: uuid('notification_id')
    .notNull()
    .references(() => notifications.id, { onDelete: 'restrict' }),
  channel: text('channel').$type<NotificationChannel>().notNull(),
  status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  runAt: ts('run_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
  /** The worker's pass that holds the claim (0015). */
  claimedBy: uuid('claimed_by'),
  lastError: text('last_error'),
  sentAt: ts('sent_at'),
  createdAt: createdAt(),
});

// 0012_web_push
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  label: text('label').notNull(),
  createdAt: createdAt(),
  lastUsedAt: ts('last_used_at'),
});

export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

/** 'Alertas de vagas' (0021): a freelancer's saved search. */
export const jobAlerts = pgTable('job_alerts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  segments: text('segments')
    .array()
    .notNull()
    .default(sql`'{}'`),
  city: text('city').notNull(),
  cityKey: text('city_key').notNull(),
  neighborhoods: text('neighborhoods')
    .array()
    .notNull()
    .default(sql`'{}'`),
  neighborhoodKeys: text('neighborhood_keys')
    .array()
    .notNull()
    .default(sql`'{}'`),
  matchKeys: text('match_keys').array().notNull(),
  daysMask: smallint('days_mask').notNull(),
  minSalaryCents: integer('min_salary_cents').notNull().default(0),
  frequency: text('frequency').$type<JobAlertFrequency>().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Published jobs waiting to be matched against the alerts (0021). */
export const jobAlertRuns = pgTable('job_alert_runs', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'restrict' }),
  queuedAt: ts('queued_at').notNull().defaultNow(),
  doneAt: ts('done_at'),
});

/** A job sent to a person by their alerts, once per (person, job) (0021). */
export const jobAlertMatches = pgTable(
  'job_alert_matches',
  {
    // No foreign keys (migration 0023): written only by the matching statement, from rows it has just read.
    userId: uuid('user_id').notNull(),
    jobId: uuid('job_id').notNull(),
    alertId: uuid('alert_id'),
    frequency: text('frequency').$type<JobAlertFrequency>().notNull(),
    matchedAt: ts('matched_at').notNull().defaultNow(),
    digestOn: date('digest_on', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

/** A contractor's favourite freelancers, 'Minha equipe' (decision 0034). */
export const teamMembers = pgTable(
  'team_members',
  {
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contractorId, t.freelancerId] })],
);

/** A contractor blocking a freelancer, or a freelancer hiding a contractor (decision 0034). */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // Also blocks_blocked_idx (blocked_id, blocker_id), in the migration.
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

/** A contractor's named job templates (decision 0035): the form's fields without dates. */
export const jobTemplates = pgTable('job_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  fields: jsonb('fields').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

// 0029_managers (decision 0040)

/** Which company a manager (users.role 'manager') acts for; removed_at set: no longer. */
export const companyManagers = pgTable('company_managers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  invitedBy: uuid('invited_by')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  joinedAt: ts('joined_at').notNull().defaultNow(),
  removedAt: ts('removed_at'),
  removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'restrict' }),
});

/** 'Convidar gerente': the e-mailed link's token, kept as its SHA-256 only. */
export const managerInvitations = pgTable('manager_invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: uuid('invited_by')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  acceptedAt: ts('accepted_at'),
  acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'restrict' }),
  revokedAt: ts('revoked_at'),
});

/** What the company's people did to a job, and who (append-only; actor NULL: the system). */
export const jobHistory = pgTable('job_history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  jobId: uuid('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'restrict' }),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'restrict' }),
  action: text('action').$type<JobHistoryAction>().notNull(),
  at: ts('at').notNull().defaultNow(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
});

// 0030_pix_keys (decision 0041)

/** 'Recebimento': the freelancer's PIX key (one each), normalized for its type, and the name shown to confirm it. */
export const pixKeys = pgTable('pix_keys', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  keyType: text('key_type').$type<PixKeyType>().notNull(),
  key: text('key').notNull(),
  holderName: text('holder_name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // 0037_receiving_as: a person (CPF, a NIT/PIS if given) or a MEI (its CNPJ).
  receivingAs: text('receiving_as').$type<ReceivingAs>().notNull().default('person'),
  nit: text('nit'),
  meiCnpj: text('mei_cnpj'),
});

// 0031_guaranteed_pay (decision 0042)

/** A guaranteed-pay place's money: what it costs and where it is (one row per shift ever held). */
export const shiftPay = pgTable('shift_pay', {
  shiftId: uuid('shift_id')
    .primaryKey()
    .references(() => jobApplications.id, { onDelete: 'restrict' }),
  jobId: uuid('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'restrict' }),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  freelancerId: uuid('freelancer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  valueCents: integer('value_cents').notNull(),
  feeCents: integer('fee_cents').notNull(),
  status: text('status').$type<ShiftPayStatus>().notNull(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'restrict' }),
  holdExpiresAt: ts('hold_expires_at').notNull(),
  paidAt: ts('paid_at'),
  releasedAt: ts('released_at'),
  /** 'passed': the reserve's shift the place went to, with its money (migration 0040). */
  passedToShiftId: uuid('passed_to_shift_id').references(() => jobApplications.id, { onDelete: 'restrict' }),
  /** A place taken from the job's paid funding (migration 0051, decision 0056): the pool's job; its charge is the job's. */
  fundingJobId: uuid('funding_job_id').references(() => jobs.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// 0034_payouts (decision 0044)

/** A released place's pay-out to its freelancer's PIX key, and how its transfer went. */
export const payouts = pgTable('payouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  shiftId: uuid('shift_id')
    .notNull()
    .unique()
    .references(() => jobApplications.id, { onDelete: 'restrict' }),
  jobId: uuid('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'restrict' }),
  freelancerId: uuid('freelancer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').$type<PayoutStatus>().notNull(),
  attempt: integer('attempt').notNull().default(1),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  claimedUntil: ts('claimed_until'),
  providerTransferId: text('provider_transfer_id'),
  pixKeyType: text('pix_key_type').$type<PixKeyType>(),
  pixKey: text('pix_key'),
  endToEndId: text('end_to_end_id'),
  failReason: text('fail_reason'),
  sentAt: ts('sent_at'),
  /** Insertion order (0055): created_at ties within a millisecond on PGlite, and within one transaction. */
  seq: bigint('seq', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// 0036_shift_refunds (decision 0044)

/** A place's money going back to its contractor by a PIX refund of its charge. */
export const shiftRefunds = pgTable('shift_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Null: what a job's funding did not use, refunded when its pool closed (reason 'pool_leftover', decision 0056). */
  shiftId: uuid('shift_id').references(() => jobApplications.id, { onDelete: 'restrict' }),
  jobId: uuid('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'restrict' }),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  /** One refund per place of a charge (a job's charge pays many places: migration 0051), and one leftover. */
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'restrict' }),
  amountCents: integer('amount_cents').notNull(),
  reason: text('reason').$type<ShiftRefundReason>().notNull(),
  status: text('status').$type<'queued' | 'sending' | 'done' | 'failed'>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  claimedUntil: ts('claimed_until'),
  endToEndId: text('end_to_end_id'),
  failReason: text('fail_reason'),
  refundedAt: ts('refunded_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** 0053_refund_retry: a failed refund asked again by an operator is a new round (a new provider reference). */
  round: integer('round').notNull().default(1),
});

// 0051_job_funding (decision 0056)

export type JobFundingStatus = 'awaiting' | 'paid' | 'lapsed' | 'closed';

/** A guaranteed-pay job's places paid at once by one PIX charge (kind 'job'): the pool its approvals take from. */
export const jobFunding = pgTable('job_funding', {
  id: uuid('id').primaryKey().defaultRandom(),
  jobId: uuid('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'restrict' }),
  paymentId: uuid('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id, { onDelete: 'restrict' }),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  places: integer('places').notNull(),
  valueCents: integer('value_cents').notNull(),
  feeCents: integer('fee_cents').notNull(),
  status: text('status').$type<JobFundingStatus>().notNull(),
  paidAt: ts('paid_at'),
  closedAt: ts('closed_at'),
  /** Insertion order (0055): created_at ties within a millisecond on PGlite, and within one transaction. */
  seq: bigint('seq', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// 0044_operator_payments (decision 0053)

export type ChargeRefundStatus = 'queued' | 'sending' | 'done' | 'failed';

/** An operator's refund of a purchase (coins or a plan) by PIX: one per charge, sent by the payments module. */
export const chargeRefunds = pgTable('charge_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  paymentId: uuid('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id, { onDelete: 'restrict' }),
  operatorId: uuid('operator_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').$type<ChargeRefundStatus>().notNull(),
  round: integer('round').notNull().default(1),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  claimedUntil: ts('claimed_until'),
  endToEndId: text('end_to_end_id'),
  failReason: text('fail_reason'),
  refundedAt: ts('refunded_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An entry of the guaranteed-pay ledger: its lines sum to zero (a deferred check). */
export const moneyEntries = pgTable('money_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<MoneyEntryKind>().notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'restrict' }),
  shiftId: uuid('shift_id').references(() => jobApplications.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
});

/** A line of an entry: an account and its amount (positive a debit, negative a credit). */
export const moneyLines = pgTable(
  'money_lines',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => moneyEntries.id, { onDelete: 'restrict' }),
    account: text('account').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.account] })],
);

// 0043_lgpd (decision 0051)

/** Every consent a person gave or withdrew, with its time and address; append-only (triggers refuse the rest). */
export const consents = pgTable('consents', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  document: text('document').$type<ConsentDocument>().notNull(),
  version: text('version'),
  granted: boolean('granted').notNull(),
  at: ts('at').notNull().defaultNow(),
  ip: text('ip'),
});

/** The people who deleted their account ('Excluir minha conta'): their users row stays, its personal data erased. */
export const accountDeletions = pgTable('account_deletions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  role: text('role').$type<Role>().notNull(),
  deletedAt: ts('deleted_at').notNull().defaultNow(),
});

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  profiles,
  balances,
  ledgerEntries,
  mailOutbox,
  rateLimits,
  jobs,
  jobApplications,
  agendaItems,
  shiftMoves,
  strikes,
  strikeForgiveness,
  payments,
  paymentEvents,
  subscriptions,
  freePlanMonths,
  localPixCharges,
  localPixTransfers,
  localPixRefunds,
  evaluations,
  webVitals,
  notifications,
  notificationPreferences,
  notificationDeliveries,
  pushSubscriptions,
  serverKeys,
  jobAlerts,
  jobAlertRuns,
  jobAlertMatches,
  teamMembers,
  blocks,
  jobTemplates,
  jobEvents,
  companyManagers,
  managerInvitations,
  jobHistory,
  pixKeys,
  shiftPay,
  moneyEntries,
  moneyLines,
  payouts,
  shiftRefunds,
  jobFunding,
  chargeRefunds,
  operatorTotp,
  operatorAudit,
  reports,
  userSuspensions,
  consents,
  accountDeletions,
};
export type Schema = typeof schema;
