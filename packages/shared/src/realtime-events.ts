/**
 * Every realtime event type (server → browser over SSE, and between server instances). Ids only,
 * never data: a browser refetches what it may see. Lower-case dotted `noun.verb`, safe on an SSE
 * `event:` line. The server publishes only these; the web maps them to query keys. A typo fails
 * the typecheck on both sides.
 */
export const REALTIME_EVENT_TYPES = [
  'application.created',
  'application.approved',
  'application.rejected',
  'application.cancelled',
  'application.withdrawn',
  /** A shift moved without one of the events above (confirmed, concluded, attended…). */
  'application.changed',
  'evaluation.changed',
  'job.created',
  'job.changed',
  'job.cancelled',
  'job.listing_changed',
  /** The date, times or value of a job changed for its approved freelancers. */
  'job.shift_changed',
  /** The user's notifications changed (a new one, or read on another tab): the bell refetches. */
  'notification.changed',
  'payment.changed',
  /** A freelancer's pay-outs changed (released, sent, failed): 'Meus ganhos' refetches (decision 0044). */
  'payout.changed',
  'profile.changed',
  'wallet.changed',
  /** The contractor's 'Minha equipe' or 'Bloqueados' changed (another tab refetches both). */
  'team.changed',
  /**
   * The contractors whose jobs a freelancer may see changed (a block, an unblock, a hidden or
   * shown contractor): their board, job details and 'Contratantes ocultos' refetch. Names no one.
   */
  'visibility.changed',
  /** The company's managers or open manager invitations changed: 'Gerentes' refetches (decision 0040). */
  'company.changed',
  /**
   * People who no longer act for a company (a manager removed): the hub ends their open streams,
   * at once, on every instance; never sent to a browser.
   */
  'company.left',
  /** A user's sessions were revoked (logout, password reset): every instance drops its cache. */
  'session.revoked',
] as const;

export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];
