import { DEFAULT_GUARANTEED_PAY_FEE_PERCENT, DEFAULT_LATE_CANCEL_SHARE_PERCENT } from '@vamos/shared/guaranteed-pay';
import { isIP } from 'node:net';
import { z } from 'zod';
import { WHATSAPP_NUMBER_PATTERN } from '@vamos/shared/whatsapp';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((v) => v === 'true' || v === '1' || v === 'on');

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4/IPv6 address, optionally with a prefix length (10.0.0.0/8, fd00::/8). */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** What to set instead of a TRUST_PROXY value that would believe a client's own X-Forwarded-For. */
const NAME_THE_PROXIES =
  'set the addresses or CIDRs of the proxies in front of the app (e.g. 10.0.0.0/8,127.0.0.1), or false';

/**
 * TRUST_PROXY (decision 0022): the proxies whose X-Forwarded-For is believed, as addresses and
 * CIDRs (Fastify's `trustProxy` list), or `false` (nobody: the socket's peer is the client). Never
 * `true`, which believes whatever address any client writes in the header, nor a hop count, which
 * believes the header from whatever peer connects (Fastify 5.12 ignores one and trusts nobody).
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((raw, ctx): false | string[] => {
    const value = raw.trim();
    if (value === '' || value === 'false' || value === '0') return false;
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (['true', '1'].includes(value.toLowerCase()))
      return refuse(
        `${value} is refused: any client could pose as any address by sending X-Forwarded-For; ${NAME_THE_PROXIES}`,
      );
    if (/^\d+$/.test(value))
      return refuse(
        `a hop count (${value}) is refused: it believes X-Forwarded-For from any peer; ${NAME_THE_PROXIES}`,
      );
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !NAMED_RANGES.has(entry) && !isAddressOrCidr(entry));
    if (invalid.length > 0)
      return refuse(
        `not an address or CIDR: ${invalid.map((entry) => JSON.stringify(entry)).join(', ')}; ${NAME_THE_PROXIES}`,
      );
    return entries;
  });

/** The only place that reads process.env. Parsed once at boot; the process refuses to start on bad config. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  PGLITE_DIR: z.string().default('./data/pglite'),
  AUTH_SECRET: z.string().min(32).optional(),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Milliseconds a job board page is reused (cleared on every job/application event; 0 turns it off). */
  JOB_LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** Milliseconds a job detail's public part is reused at most (forgotten on each event of its job; 0 turns it off). */
  JOB_DETAIL_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Seconds a resolved session is reused without the database (0 turns the cache off). */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** The proxies whose X-Forwarded-For is believed: their addresses/CIDRs, or false (decision 0022). */
  TRUST_PROXY: trustProxy,
  SMTP_URL: z.string().startsWith('smtp').optional(),
  MAIL_FROM: z.string().default('Vamos Trabalhar <nao-responda@vamostrabalhar.com.br>'),
  /** Web Push (VAPID, base64url). Without them the keys are generated once and kept in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,90}$/)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,46}$/)
    .optional(),
  /** Who push services may contact about our pushes (RFC 8292): mailto: or https:. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/)
    .default('mailto:suporte@vamostrabalhar.com.br'),
  UPLOADS_DIR: z.string().default('./data/uploads'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  CEP_PROVIDER: z.enum(['offline', 'viacep']).default('offline'),
  VIACEP_URL: z.url().default('https://viacep.com.br/ws'),
  ASAAS_API_KEY: z.string().min(1).optional(),
  ASAAS_BASE_URL: z.url().default('https://api-sandbox.asaas.com/v3'),
  ASAAS_WEBHOOK_TOKEN: z.string().min(16).optional(),
  /** The local PIX provider's receiver (its BR Codes are valid but pay into this key). */
  PIX_KEY: z.string().default('7d9f0335-8dcc-4054-9bf9-0dbd61d36906'),
  PIX_MERCHANT_NAME: z.string().default('VAMOS TRABALHAR'),
  PIX_MERCHANT_CITY: z.string().default('SAO PAULO'),
  /** Reconciliation sweep period (pending charges, expiry, plan expiry); 0 turns it off. */
  PAYMENT_SWEEP_SECONDS: z.coerce.number().int().min(0).default(300),
  /** How often the notification queue is scanned, besides every new notification (0: never, e.g. a separate worker). */
  NOTIFICATION_POLL_MS: z.coerce.number().int().min(0).default(5000),
  /** How often shift, rating and plan reminders are looked for (0: never). */
  REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * Guaranteed pay's worker (decision 0044): how often held places are released and pay-outs sent,
   * besides on every shift move and pay-out change (0: never, e.g. a separate worker).
   */
  PAYOUT_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * 'Pagamento garantido pelo Vamos Trabalhar' (issue 27, decisions 0042 and 0044): whether contractors
   * may choose it. On since the pay-outs, refunds and receipts landed; a deployment whose provider
   * account cannot make transfers or refunds turns it off.
   */
  GUARANTEED_PAY: booleanish.default(true),
  /** The service fee of a guaranteed-pay job published now, in percent of the value per person. */
  GUARANTEED_PAY_FEE_PERCENT: z.coerce.number().min(0).max(50).default(DEFAULT_GUARANTEED_PAY_FEE_PERCENT),
  /** A contractor who cancels a paid place less than 24 h before it pays its freelancer this share (decision 0044). */
  GUARANTEED_PAY_LATE_CANCEL_SHARE_PERCENT: z.coerce
    .number()
    .min(0)
    .max(100)
    .default(DEFAULT_LATE_CANCEL_SHARE_PERCENT),
  SEED_DEMO: booleanish.optional(),
  /** The development pages (/dev/outbox, /dev/pix/:id, /api/dev/*): only when asked for; `npm start` asks in the embedded default. */
  DEV_TOOLS: booleanish.default(false),
  /** The support WhatsApp number (55 + area code + number); required in production. */
  SUPPORT_WHATSAPP: z
    .string()
    .regex(WHATSAPP_NUMBER_PATTERN, 'must be 55, the area code and the number, digits only (e.g. 5511987654321)')
    .optional(),
  /** The support e-mail a suspended person is told to write to (decision 0050). */
  SUPPORT_EMAIL: z.email().default('suporte@vamostrabalhar.com.br'),
  /** The controller of personal data (LGPD Art. 5 VI), named on the privacy page and in 'Meus dados' (decision 0051). */
  COMPANY_LEGAL_NAME: z.string().trim().min(3).max(200).default('Vamos Trabalhar Tecnologia Ltda.'),
  COMPANY_CNPJ: z
    .string()
    .trim()
    .regex(/^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/, 'must be a CNPJ (12.345.678/0001-90)')
    .default('00.000.000/0001-91'),
  /** The data protection officer's address (LGPD Art. 41), for requests about personal data. */
  DPO_EMAIL: z.email().default('privacidade@vamostrabalhar.com.br'),
  WEB_DIST_DIR: z.string().default('../web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The bearer token Prometheus sends to GET /metrics (decision 0052). Unset: no /metrics at all (404),
   * in every environment, so a deployment never publishes its metrics by forgetting a variable.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * On SIGTERM/SIGINT: seconds /api/ready answers 503 while requests are still served, so the load
   * balancer takes the instance out before it stops accepting (decision 0052).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** On SIGTERM/SIGINT: seconds the close may take (requests in flight, queue workers) before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(25),
});

export type Config = z.infer<typeof ConfigSchema> & {
  authSecret: string;
  isProduction: boolean;
  supportWhatsapp: string;
};

const DEV_SECRET = 'vamos-trabalhar-development-secret-not-for-production';
/** A placeholder support number, only outside production. */
export const DEV_SUPPORT_WHATSAPP = '5511999999999';

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  const missing: string[] = [];
  if (isProduction && !c.AUTH_SECRET) missing.push('AUTH_SECRET is required in production');
  if (isProduction && !c.DATABASE_URL) missing.push('DATABASE_URL is required in production');
  if (isProduction && !c.ASAAS_API_KEY)
    missing.push('ASAAS_API_KEY is required in production (the local PIX provider is for development)');
  if (isProduction && !c.SUPPORT_WHATSAPP)
    missing.push('SUPPORT_WHATSAPP is required in production (the support number people write to)');
  if (isProduction && c.DEV_TOOLS)
    missing.push('DEV_TOOLS must not be enabled in production (it serves reset links and confirms PIX charges)');
  if (c.ASAAS_API_KEY && !c.ASAAS_WEBHOOK_TOKEN)
    missing.push('ASAAS_API_KEY needs ASAAS_WEBHOOK_TOKEN (at least 16 characters)');
  if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY))
    missing.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  if (c.S3_BUCKET && !(c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY))
    missing.push('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  if (missing.length) throw new Error(`Invalid configuration:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
  return {
    ...c,
    authSecret: c.AUTH_SECRET ?? DEV_SECRET,
    isProduction,
    supportWhatsapp: c.SUPPORT_WHATSAPP ?? DEV_SUPPORT_WHATSAPP,
  };
}
