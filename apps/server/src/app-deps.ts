import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Lifecycle } from './http/lifecycle.ts';
import type { SessionCache } from './http/session-cache.ts';
import type { Metrics } from './modules/metrics/metrics.ts';
import type { Auth } from './modules/auth/auth.ts';
import type { JobDetailCache } from './modules/jobs/job-detail-cache.ts';
import type { JobHistoryWriter } from './modules/jobs/job-history.ts';
import type { JobListCache } from './modules/jobs/job-list-cache.ts';
import type { NoticeChecks, SuspendedLogin } from './modules/notifications/notice-checks.ts';
import type { EventBus } from './modules/realtime/event-bus.ts';
import type { PaymentProvider } from './providers/payment/payment-provider.ts';
import type { CepProvider } from './providers/cep/cep-provider.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { StorageProvider } from './providers/storage/storage-provider.ts';
import type { PushSender } from './providers/push/push-sender.ts';
import type { TeamReads } from './modules/team/team-reads.ts';
import type { CompanyReads } from './modules/company/company.service.ts';
import type { InvitationHold, JobFundingHook, PlaceHold, ShiftChargeHook } from './guaranteed-pay-hooks.ts';

/** Everything a module needs, built once in buildApp and handed to each route plugin. */
export type Deps = {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  events: EventBus;
  storage: StorageProvider;
  cep: CepProvider;
  payments: PaymentProvider;
  /** Web Push (VAPID): the notification queue's push channel. */
  push: PushSender;
  sessionCache: SessionCache;
  /** Serving or on its way out (SIGTERM): what /api/ready tells the load balancer (decision 0052). */
  lifecycle: Lifecycle;
  /** This instance's Prometheus registry: request, queue, stream and pool measures (GET /metrics). */
  metrics: Metrics;
  /** Whether a delayed notification is still true when it goes out, by kind (the modules that know). */
  noticeChecks: NoticeChecks;
  /** Whether a person's login is suspended now (decision 0050): auth's, read by the notification queue. */
  suspendedLogin: SuspendedLogin;
  /** The job board's pages, cleared by the realtime events that make them stale (decision 0008). */
  jobListCache: JobListCache;
  /** Each job detail's public part, forgotten by the events of its job (decision 0008). */
  jobDetailCache: JobDetailCache;
  /**
   * Teams and blocks as jobs and shifts read them (decision 0034): each freelancer's invisible
   * contractors (cached, forgotten by `visibility.changed`), an applicant's standing.
   */
  team: TeamReads;
  /** Which company a contractor's person acts for (decision 0040), read by auth and the request context. */
  companies: CompanyReads;
  /**
   * A job's history as the modules `jobs` reaches write it (decision 0040): `evaluations` records the
   * company's ratings with it, handed in rather than imported (that import would close a module loop).
   */
  jobHistory: JobHistoryWriter;
  /**
   * What a guaranteed-pay place's settled PIX charge does to its shift and the ledger (decision 0042):
   * the shift-pay module's, handed to payments (that import would close a module loop).
   */
  shiftCharges: ShiftChargeHook;
  /** 'Aprovar' on a guaranteed-pay job (decision 0042): shift-pay's, handed to shifts for the same reason. */
  placeHolds: PlaceHold;
  /** 'Aceitar' an invitation to a guaranteed-pay job: shift-pay's as well. */
  invitationHolds: InvitationHold;
  /** 'Pagar todas as vagas agora' when publishing a guaranteed-pay job (decision 0056): shift-pay's as well. */
  jobFundings: JobFundingHook;
};

export type ModuleOptions = { deps: Deps };
