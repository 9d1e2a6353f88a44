/**
 * A person's shift at a job, from the application on (decision 0024): the states it passes through.
 * The moves between them, who makes each and what it costs are the server's table
 * (apps/server/src/modules/shifts/shift-moves.ts). No imports: the web's first load may read it.
 */
export const SHIFT_STATES = [
  /** Applied; the contractor has not decided. */
  'pending',
  /** The job filled first: pending again as soon as a place reopens. */
  'waitlisted',
  /** Kept by the contractor as a reserve (nothing charged). */
  'reserve',
  /** The contractor invited the freelancer (decision 0037): they accept (booked, charged then) or decline. */
  'invited',
  /**
   * Guaranteed pay (decision 0042): approved, the place held until the contractor's PIX charge for it
   * is confirmed (then 'approved') or lapses after 30 minutes (then 'pending' again). The freelancer
   * is told nothing meanwhile: to them it is still pending.
   */
  'awaiting_payment',
  /** Not taken: the contractor said no, or the job closed before a decision (`rejection_reason`). */
  'rejected',
  /** The freelancer took the application back before a decision; they may apply again. */
  'cancelled',
  /** Booked: the approval charged a credit and the application's coins. */
  'approved',
  /** The freelancer said they will come. */
  'confirmed',
  'checked_in',
  /** The freelancer ended the shift ('Concluir' on the agenda). */
  'checked_out',
  /** The contractor concluded the service with them there ('Concluir Serviço'). */
  'attended',
  /** The freelancer gave the booking up ('Desistir'). */
  'withdrawn',
  /** The contractor marked them absent. */
  'no_show',
  /** The freelancer contests a no-show; an operator decides. */
  'contested',
  /**
   * An operator kept the contested no-show ('Manter falta', decision 0049): its strikes count again.
   * ('Retirar falta' makes the shift 'attended': the freelancer is treated as present.)
   */
  'no_show_upheld',
  /** The contractor cancelled the event after the booking: the coins came back. */
  'job_cancelled',
] as const;

export type ShiftState = (typeof SHIFT_STATES)[number];

/** Booked: the shift holds one of the job's places (jobs.approved_count counts these). */
export const BOOKED_STATES = [
  'approved',
  'confirmed',
  'checked_in',
  'checked_out',
  'attended',
  'no_show',
  'contested',
  'no_show_upheld',
] as const satisfies readonly ShiftState[];

/** Holding one of the job's places (jobs.approved_count counts these): booked, or held for its payment. */
export const PLACE_HOLDING_STATES = ['awaiting_payment', ...BOOKED_STATES] as const satisfies readonly ShiftState[];

/** A shift's state as its freelancer is shown it: a place held for its payment is still pending to them. */
export function stateForFreelancer(state: ShiftState): ShiftState {
  return state === 'awaiting_payment' ? 'pending' : state;
}

/** Booked and still ahead or under way: what the agendas show as confirmed. */
export const UPCOMING_STATES = ['approved', 'confirmed', 'checked_in'] as const satisfies readonly ShiftState[];

/** A shift whose two sides may rate each other once it ends: booked and worked (not absent or contested). */
export const RATABLE_STATES = [
  'approved',
  'confirmed',
  'checked_in',
  'checked_out',
  'attended',
] as const satisfies readonly ShiftState[];

export function isBooked(state: ShiftState): boolean {
  return (BOOKED_STATES as readonly ShiftState[]).includes(state);
}

export function isUpcoming(state: ShiftState): boolean {
  return (UPCOMING_STATES as readonly ShiftState[]).includes(state);
}

/** The moves between states (the server's table, shift-moves.ts, says from, to, who and what each does). */
export const SHIFT_MOVE_NAMES = [
  'apply',
  'cancel',
  'approve',
  'reject',
  'waitlist',
  'reopen',
  'close',
  'withdraw',
  'confirm',
  'check_in',
  'conclude',
  'attend',
  'mark_no_show',
  'contest',
  'cancel_job',
  'reserve',
  'promote',
  'release',
  'invite',
  'accept',
  'decline',
  'expire',
  'hold',
  'fund',
  'lapse',
  'uphold_no_show',
  'clear_no_show',
  'accept_held',
  'hide_job',
] as const;

export type ShiftMoveName = (typeof SHIFT_MOVE_NAMES)[number];

/** How each side reads a shift's state ('Minhas Candidaturas', the candidates of a job). */
export const SHIFT_STATE_LABELS: Record<ShiftState, string> = {
  pending: 'Pendente',
  waitlisted: 'Vaga preenchida',
  reserve: 'Reserva',
  invited: 'Convidado',
  awaiting_payment: 'Aguardando pagamento',
  rejected: 'Rejeitado',
  cancelled: 'Cancelada',
  approved: 'Aprovado',
  confirmed: 'Presença confirmada',
  checked_in: 'Chegou',
  checked_out: 'Concluído',
  attended: 'Compareceu',
  withdrawn: 'Desistiu',
  no_show: 'Não compareceu',
  contested: 'Em contestação',
  no_show_upheld: 'Falta mantida',
  job_cancelled: 'Evento cancelado',
};

/** The badge tone of each state, on both sides. */
export const SHIFT_STATE_TONES: Record<ShiftState, 'success' | 'warning' | 'destructive' | 'outline'> = {
  pending: 'warning',
  waitlisted: 'outline',
  reserve: 'warning',
  invited: 'warning',
  awaiting_payment: 'warning',
  rejected: 'destructive',
  cancelled: 'outline',
  approved: 'success',
  confirmed: 'success',
  checked_in: 'success',
  checked_out: 'outline',
  attended: 'outline',
  withdrawn: 'outline',
  no_show: 'destructive',
  contested: 'warning',
  no_show_upheld: 'destructive',
  job_cancelled: 'destructive',
};

/** Why a shift was rejected when the contractor did not decide it (DESIGN §2); null: 'Rejeitar'. */
export const REJECTION_REASONS = [
  'job_cancelled',
  'job_completed',
  'reserve_released',
  'invitation_declined',
  'invitation_expired',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  job_cancelled: 'Evento cancelado',
  job_completed: 'Vaga concluída',
  reserve_released: 'Reserva encerrada',
  invitation_declined: 'Convite recusado',
  invitation_expired: 'Convite expirado',
};

/** How many reserves a job may keep at once (decision 0036). */
export const MAX_RESERVES = 3;

/** How long, at most, a job may stay open only to the contractor's team ('Convidar minha equipe primeiro'). */
export const INVITE_FIRST_MAX_HOURS = 48;
