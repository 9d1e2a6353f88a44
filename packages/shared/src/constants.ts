/** Product vocabulary and limits (spec 01 §3/§9, spec 02 §9, DESIGN §2 "One vocabulary"). */

export { BR_STATES, UF_CODES, citiesOf, isUf } from './br-states.ts';
export type { BrState, Uf } from './br-states.ts';
export {
  COIN_PACKAGES,
  COIN_PACKAGE_IDS,
  PLANS,
  PLAN_IDS,
  PAID_PLAN_IDS,
  PIX_CHARGE_EXPIRY_HOURS,
  PLAN_PERIOD_DAYS,
  SIGNUP_BONUS_COINS,
  FREE_PLAN_CREDITS,
  coinPackageById,
  planById,
} from './pricing.ts';
export type { CoinPackage, CoinPackageId, PaidPlanId, Plan, PlanId } from './pricing.ts';

// ---------------------------------------------------------------- value lists of the database
// Each list below is also a CHECK constraint in the SQL migrations; db/value-lists.test.ts keeps them equal.

/** Who a user is (users.role, profiles.user_type). */
export const USER_ROLES = ['freelancer', 'contractor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** What a balance holds: a freelancer's coins, a contractor's credits. */
export const CURRENCIES = ['coin', 'credit'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Who handles a PIX charge: the local development provider or Asaas. */
export const PAYMENT_PROVIDERS = ['local', 'asaas'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

// ---------------------------------------------------------------- signup options

/** Position options offered at freelancer signup (spec 01 §3). */
export const FREELANCER_POSITIONS = [
  'Garçom',
  'Segurança',
  'Limpeza',
  'Churrasqueiro',
  'Copeiro',
  'Recepção',
  'Atendente',
] as const;

export type FreelancerPosition = (typeof FREELANCER_POSITIONS)[number];

export const COMPANY_SECTORS = [
  'Bar',
  'Restaurante',
  'Buffet',
  'Casa de Eventos',
  'Hotel',
  'Produtora de Eventos',
  'Catering',
  'Casa Noturna',
  'Outro',
] as const;

export type CompanySector = (typeof COMPANY_SECTORS)[number];

// ---------------------------------------------------------------- statuses

export const JOB_STATUSES = ['active', 'filled', 'in_progress', 'completed', 'cancelled', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  active: 'Ativo',
  filled: 'Preenchido',
  in_progress: 'Em andamento',
  completed: 'Concluído',
  cancelled: 'Cancelado',
  closed: 'Fechado',
};

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';

export const JOB_STATUS_BADGE: Record<JobStatus, BadgeVariant> = {
  active: 'default',
  filled: 'secondary',
  in_progress: 'secondary',
  completed: 'outline',
  cancelled: 'destructive',
  closed: 'outline',
};

// A person's shift at a job (the application and what follows it) has its own module.
export {
  BOOKED_STATES,
  REJECTION_REASONS,
  REJECTION_REASON_LABELS,
  SHIFT_MOVE_NAMES,
  SHIFT_STATES,
  SHIFT_STATE_LABELS,
  SHIFT_STATE_TONES,
  UPCOMING_STATES,
  isBooked,
  isUpcoming,
} from './shift-states.ts';
export type { RejectionReason, ShiftMoveName, ShiftState } from './shift-states.ts';

// ---------------------------------------------------------------- agenda

export const AGENDA_ITEM_TYPES = ['job', 'meeting', 'personal', 'other'] as const;
export type AgendaItemType = (typeof AGENDA_ITEM_TYPES)[number];

export const AGENDA_ITEM_TYPE_LABELS: Record<AgendaItemType, string> = {
  job: 'Trabalho',
  meeting: 'Reunião',
  personal: 'Pessoal',
  other: 'Outro',
};

export const AGENDA_ITEM_STATUSES = ['scheduled', 'confirmed', 'cancelled', 'completed'] as const;
export type AgendaItemStatus = (typeof AGENDA_ITEM_STATUSES)[number];

export const AGENDA_ITEM_STATUS_LABELS: Record<AgendaItemStatus, string> = {
  scheduled: 'Agendado',
  confirmed: 'Confirmado',
  cancelled: 'Cancelado',
  completed: 'Concluído',
};

// ---------------------------------------------------------------- gender preference

export const GENDER_PREFERENCES = ['male', 'female', 'no_preference'] as const;
export type GenderPreference = (typeof GENDER_PREFERENCES)[number];

export const GENDER_PREFERENCE_LABELS: Record<GenderPreference, string> = {
  male: 'Masculino',
  female: 'Feminino',
  no_preference: 'Sem preferência',
};

const GENDER_ALIASES: Record<string, GenderPreference> = {
  male: 'male',
  homem: 'male',
  masculino: 'male',
  female: 'female',
  mulher: 'female',
  feminino: 'female',
  no_preference: 'no_preference',
  tanto_faz: 'no_preference',
};

/** Stored value for any accepted spelling (male|homem, female|mulher, no_preference|tanto_faz); otherwise null. */
export function normalizeGender(value: string | null | undefined): GenderPreference | null {
  return GENDER_ALIASES[value?.trim().toLowerCase() ?? ''] ?? null;
}

/** Display label; an empty value shows 'Sem preferência' (spec 01 §3), an unknown one is shown as is. */
export function genderLabel(value: string | null | undefined): string {
  if (!value?.trim()) return GENDER_PREFERENCE_LABELS.no_preference;
  const gender = normalizeGender(value);
  return gender ? GENDER_PREFERENCE_LABELS[gender] : value;
}

// ---------------------------------------------------------------- limits and misc

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/**
 * Every uploaded image is stored as WebP in two sizes of fixed dimensions, so that a page knows
 * them before the image arrives: `sm` for cards, lists and avatars in the navigation, `lg` for
 * details. `cover` fills the frame (cropping the edges), `contain` fits the whole image (a logo)
 * on a transparent background.
 */
export const IMAGE_VARIANTS = {
  avatars: { fit: 'cover', sm: { width: 96, height: 96 }, lg: { width: 320, height: 320 } },
  logos: { fit: 'contain', sm: { width: 96, height: 96 }, lg: { width: 320, height: 320 } },
  jobs: { fit: 'cover', sm: { width: 480, height: 270 }, lg: { width: 1280, height: 720 } },
} as const;
export type ImageFolder = keyof typeof IMAGE_VARIANTS;
export type ImageVariant = 'sm' | 'lg';

// Small modules of their own (the web's first load reads them without the rest of this file).
export { TOAST_DURATION_MS } from './toasts.ts';
export {
  WHATSAPP_NUMBER_PATTERN,
  SUPPORT_GREETING,
  supportWhatsAppUrl,
  whatsAppChatUrl,
  freelancerGreeting,
  contractorGreeting,
} from './whatsapp.ts';

/** Lengths and ranges of a job's fields and of the board's search (the job schemas check them). */
export const JOB_LIMITS = {
  company: 100,
  /** The edit form's company is shorter (spec 02 §5 "Job edit"). */
  companyOnEdit: 60,
  city: 100,
  neighborhood: 100,
  street: 100,
  number: 20,
  complement: 100,
  requirements: 300,
  description: 500,
  minSalaryCents: 100,
  maxSalaryCents: 100_000_000,
  minPeople: 1,
  maxPeople: 50,
  search: 100,
  pageSize: 20,
  maxPageSize: 50,
} as const;

/** The four yes/no toggles of the dialog, in its order, with their labels. */
export const EVALUATION_TOGGLES = [
  { key: 'punctual', label: 'Pontual' },
  { key: 'proactive', label: 'Proativo(a)' },
  { key: 'polite', label: 'Educado(a)' },
  { key: 'agile', label: 'Agilidade' },
] as const;

export type EvaluationToggle = (typeof EVALUATION_TOGGLES)[number]['key'];

/** A freelancer's description at signup and in the profile: at most this many characters. */
export const DESCRIPTION_MAX_LENGTH = 500;
