/**
 * What the product tells people (DESIGN §6 "One way to tell people things"): every kind of
 * notification, the category a person's preferences decide by, and the Portuguese labels. The
 * server renders each kind's title and body when it stores it (modules/notifications); the web
 * lists them and links each to its screen.
 */

/** Preference categories, in the order the preferences screen shows them. */
export const NOTIFICATION_CATEGORIES = [
  'applications',
  'shifts',
  'reminders',
  'payments',
  'evaluations',
  'news',
  'job_alerts',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  applications: 'Candidaturas',
  shifts: 'Aprovações e turnos',
  reminders: 'Lembretes',
  payments: 'Pagamentos',
  evaluations: 'Avaliações',
  news: 'Novidades',
  job_alerts: 'Alertas de vagas',
};

/** Each kind and its category. */
export const NOTIFICATION_KIND_CATEGORY = {
  /** A freelancer applied to the contractor's job. */
  application_received: 'applications',
  /** The contractor approved the freelancer. */
  application_approved: 'shifts',
  /** The contractor rejected the freelancer. */
  application_rejected: 'shifts',
  /** A pending application ended without a decision: the job filled, was cancelled or completed. */
  application_closed: 'shifts',
  /** The contractor cancelled a job the freelancer was approved on (coins refunded). */
  job_cancelled: 'shifts',
  /** The date, times or value of a job the freelancer was approved on changed. */
  shift_changed: 'shifts',
  /** An approved freelancer gave up ('Desistir'). */
  application_withdrawn: 'shifts',
  /** The contractor concluded the service: both sides may rate. */
  job_completed: 'evaluations',
  /** Someone rated the person. */
  evaluation_received: 'evaluations',
  /** A PIX charge was paid and the coins or plan were added. */
  payment_confirmed: 'payments',
  /** A PIX charge expired unpaid. */
  payment_expired: 'payments',
  /** An operator refunded a purchase by PIX (decision 0053): the money back, the coins or credits taken. */
  payment_refunded: 'payments',
  /** A contractor tried to approve the freelancer, who has too few coins for it. */
  coins_needed: 'payments',
  /** The contractor spent their last credit (publishing and approving need them). */
  credits_low: 'payments',
  /** The contractor's paid plan ends in 3 days or less. */
  plan_expiring: 'payments',
  /** The contractor's paid plan ended: back to Free. */
  plan_expired: 'payments',
  /** 24 h and 2 h before an approved shift (freelancer and contractor). */
  shift_reminder: 'reminders',
  /** 24 h after a completed service, for whoever has not rated yet. */
  evaluation_reminder: 'reminders',
  /** The contractor marked the freelancer absent ('Não compareceu'): strikes, and 48 h to contest. */
  no_show_marked: 'shifts',
  /** The freelancer contested a no-show the contractor marked. */
  no_show_contested: 'shifts',
  /** An operator kept a contested no-show ('Manter falta'): to both sides. */
  no_show_upheld: 'shifts',
  /** An operator withdrew a contested no-show ('Retirar falta'): to both sides. */
  no_show_cleared: 'shifts',
  /** An approved freelancer has not confirmed ('Vou comparecer') 12 h before the shift (to the contractor). */
  shift_unconfirmed: 'shifts',
  /** A new job matches one of the freelancer's 'Na hora' alerts. */
  job_alert: 'job_alerts',
  /** 08:00: the jobs of the last day that match the freelancer's 'Resumo diário' alerts. */
  job_alert_digest: 'job_alerts',
  /** The contractor kept the freelancer as a reserve ('Aprovar como reserva'): on standby, nothing charged. */
  shift_reserved: 'shifts',
  /** A booked freelancer gave up and the reserve was confirmed (charged then). */
  reserve_promoted: 'shifts',
  /** The shift started or the job ended: the reserve is released. */
  reserve_released: 'shifts',
  /** The contractor invited the freelancer to a job ('Convidar', 'Convidar minha equipe primeiro'). */
  shift_invited: 'shifts',
  /** The invited freelancer accepted: booked (to the contractor). */
  invitation_accepted: 'applications',
  /** The invited freelancer declined (to the contractor). */
  invitation_declined: 'applications',
  /** Guaranteed pay: a place's PIX payment was confirmed, its freelancer booked (to the contractor). */
  place_paid: 'payments',
  /** Guaranteed pay: a place's PIX charge was not paid in 30 minutes; the approval was undone (to the contractor). */
  place_payment_lapsed: 'payments',
  /** Guaranteed pay: the PIX paying all of a job's places at once was confirmed (to the contractor, decision 0056). */
  job_funded: 'payments',
  /** Guaranteed pay: the PIX paying all of a job's places was not paid in 30 minutes (to the contractor). */
  job_funding_lapsed: 'payments',
  /** Guaranteed pay: the freelancer's pay for a shift reached their PIX key. */
  payout_sent: 'payments',
  /** Guaranteed pay: the freelancer's pay could not be sent to their PIX key after every attempt. */
  payout_failed: 'payments',
  /** Guaranteed pay: a place's money went back to the contractor by PIX (cancelled, given up, absent). */
  place_refunded: 'payments',
  /** An operator hid the contractor's job (decision 0054): why, and that everyone on it was refunded. */
  job_hidden: 'shifts',
  /** What became of a person's report ('Denunciar', decision 0054): the operator's outcome and reason. */
  report_outcome: 'shifts',
} as const satisfies Record<string, NotificationCategory>;

export type NotificationKind = keyof typeof NOTIFICATION_KIND_CATEGORY;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_KIND_CATEGORY) as NotificationKind[];

export function categoryOf(kind: NotificationKind): NotificationCategory {
  return NOTIFICATION_KIND_CATEGORY[kind];
}

/** Where a notification can reach a person besides the in-app list (which always receives everything). */
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = { email: 'E-mail', push: 'Push' };

/** Where a message to send stands in the delivery queue. */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Safe defaults: what the product tells about your jobs and money is on; marketing is off until you opt in. */
export const DEFAULT_NOTIFICATION_PREFERENCES: Record<NotificationCategory, Record<NotificationChannel, boolean>> = {
  applications: { email: true, push: true },
  shifts: { email: true, push: true },
  reminders: { email: true, push: true },
  payments: { email: true, push: true },
  evaluations: { email: true, push: true },
  news: { email: false, push: false },
  job_alerts: { email: true, push: true },
};

/** Categories off by default: turning one on records the person's consent, with its time. */
export const OPT_IN_CATEGORIES: readonly NotificationCategory[] = ['news'];

/** New applications to one job within this window become one message ("3 novas candidaturas em…"). */
export const APPLICATION_DIGEST_MINUTES = 10;

/** Kinds whose messages wait APPLICATION_DIGEST_MINUTES and go out as one per job. */
export const DIGEST_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>(['application_received']);

/** Notifications per page of `/notificacoes`. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;

/**
 * Where 'Você recebeu uma avaliação' leads: the evaluations page opens what was received, at that
 * evaluation (`?received=`, read by the web's evaluation page).
 */
export const RECEIVED_EVALUATION_PARAM = 'received';

export function receivedEvaluationHref(role: 'freelancer' | 'contractor', evaluationId: string): string {
  return `/${role}/evaluation?${RECEIVED_EVALUATION_PARAM}=${encodeURIComponent(evaluationId)}`;
}

/** The action of the freelancer's reminder the day before a shift (issue 24): its label, in the app, the e-mail and the push. */
export const CONFIRM_ACTION_LABEL = 'Vou comparecer';

/** Where 'Vou comparecer' leads: the agenda, at that shift (`?confirmar=`, read by the web's agenda). */
export const CONFIRM_SHIFT_PARAM = 'confirmar';

export function confirmShiftHref(shiftId: string): string {
  return `/freelancer/agenda?${CONFIRM_SHIFT_PARAM}=${encodeURIComponent(shiftId)}`;
}
