import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';
import { weakSecretReason } from './lib/secret-strength.js';

const splitList = (v: string) =>
  v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);

/** An address or CIDR range that Fastify's trustProxy (proxy-addr) accepts, or one of its named ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  const version = isIP(ip ?? '');
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
import { DB_TIMEOUT_DEFAULTS } from './db/timeouts.js';

// A path that must exist when set: a missing certificate stops the boot, not the first Pix charge.
const existingFile = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .refine((path) => existsSync(path), 'file not found')
    .optional(),
);

// Every environment variable the API reads, parsed once at boot. `.env.example` documents each one.
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback unless told otherwise: a developer's API is not reachable from the network by accident.
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.string().url().optional(),
  // Extra browser origins allowed to call the API with credentials (comma-separated), besides PUBLIC_URL.
  CORS_ORIGINS: z.string().default(''),
  DATABASE_URL: z.string().optional(),
  PGLITE_DIR: z.string().default('./data/pglite'),
  // --- PostgreSQL time limits (db/timeouts.ts): past them a request answers 503 instead of hanging ---
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(DB_TIMEOUT_DEFAULTS.connectMs),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(DB_TIMEOUT_DEFAULTS.statementMs),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(DB_TIMEOUT_DEFAULTS.queryMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().positive().default(DB_TIMEOUT_DEFAULTS.idleInTransactionMs),
  DB_HEALTH_TIMEOUT_MS: z.coerce.number().int().positive().default(DB_TIMEOUT_DEFAULTS.healthMs),
  DB_STARTUP_TIMEOUT_MS: z.coerce.number().int().positive().default(DB_TIMEOUT_DEFAULTS.startupMs),
  // Connections of a PostgreSQL pool of background work's own (db/client.ts); 0: it shares the requests' pool.
  DB_BACKGROUND_POOL_SIZE: z.coerce.number().int().min(0).max(20).default(0),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16).default('dev-only-secret-change-me-in-production'),
  ADMIN_EMAILS: z.string().default(''),
  ADMIN_PASSWORD: z.string().optional(),
  SUPER_ADMIN_EMAIL: z.string().email().optional(),
  REVIEW_TEST_PHONE: z.string().optional(),
  REVIEW_TEST_CODE: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  WHATSAPP_CLOUD_BASE_URL: z.string().url().default('https://graph.facebook.com'),
  WHATSAPP_CLOUD_API_VERSION: z.string().default('v23.0'),
  WHATSAPP_CLOUD_ACCESS_TOKEN: z.string().optional(),
  WHATSAPP_CLOUD_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_CLOUD_APP_SECRET: z.string().optional(),
  WHATSAPP_CLOUD_VERIFY_TOKEN: z.string().optional(),
  // --- AI secretary (modules/secretary, modules/channels) ---
  SECRETARY_BRAIN: z.enum(['embedded', 'openai']).optional(),
  LLM_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_TRANSCRIPTION_MODEL: z.string().default('whisper-1'),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  EVOLUTION_BASE_URL: z.string().url().optional(),
  EVOLUTION_API_KEY: z.string().optional(),
  // --- Google sign-in (modules/auth/google.ts) ---
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_REDIRECT_URI: z.string().url().optional(),
  GOOGLE_ADMIN_REDIRECT_URI: z.string().url().optional(),
  GOOGLE_AUTH_URL: z.string().url().optional(),
  /** Google Places API (New) for /app/explorer; without a key the explorer shows how to configure it. */
  GOOGLE_PLACES_API_KEY: z.string().optional(),
  GOOGLE_PLACES_BASE_URL: z.string().url().default('https://places.googleapis.com'),
  /** Map tiles of /app/explorer (Leaflet URL template, https so the page's CSP lets them in) and their credit. */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© colaboradores do OpenStreetMap'),
  GOOGLE_TOKEN_URL: z.string().url().optional(),
  GOOGLE_USERINFO_URL: z.string().url().optional(),
  GOOGLE_JWKS_URL: z.string().url().optional(),
  GOOGLE_CALENDAR_API_URL: z.string().url().default('https://www.googleapis.com/calendar/v3'),
  GOOGLE_REVOKE_URL: z.string().url().default('https://oauth2.googleapis.com/revoke'),
  // HTTPS address Google posts calendar change notifications to (…/webhooks/google-calendar); unset = periodic sync only.
  GOOGLE_CALENDAR_WEBHOOK_URL: z.string().url().optional(),
  INSTAGRAM_BASE_URL: z.string().url().default('https://graph.instagram.com'),
  INSTAGRAM_API_VERSION: z.string().default('v23.0'),
  INSTAGRAM_APP_SECRET: z.string().optional(),
  INSTAGRAM_VERIFY_TOKEN: z.string().optional(),
  // --- Business Login for Instagram (modules/channels/instagram-login.ts) ---
  INSTAGRAM_APP_ID: z.string().optional(),
  INSTAGRAM_REDIRECT_URI: z.string().url().optional(),
  INSTAGRAM_OAUTH_BASE_URL: z.string().url().default('https://www.instagram.com'),
  INSTAGRAM_API_BASE_URL: z.string().url().default('https://api.instagram.com'),
  SECRETARY_WORKER: z.enum(['on', 'off']).default('on'),
  // The job runner (lib/jobs) polls its queues this often (and at once after a webhook or a kick).
  JOBS_POLL_MS: z.coerce.number().int().min(10).default(500),
  // How long the booking page's free times are kept per company (modules/scheduling/availability-cache.ts); 0 = off.
  AVAILABILITY_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  // A schedule change's side effects (staff notifications, the booking's event handlers: confirmation,
  // reminder, CRM, automations) run after the answer ('deferred') or before it ('awaited'). Either way the
  // schedule_events rows are written in the change's transaction and replayed if a process dies meanwhile.
  SCHEDULE_EFFECTS: z.enum(['deferred', 'awaited']).default('deferred'),
  // Channel webhook deliveries one process handles at once; past it, 503 + Retry-After (lib/intake-gate.ts).
  WEBHOOK_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(64),
  // How long a checked session token is trusted without reading its row (modules/sessions/session-cache.ts); 0 = off.
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).default(2_000),
  // Claimed work (outgoing messages, stored webhooks, schedule events) is leased for WORKER_LEASE_MS and
  // renewed every WORKER_HEARTBEAT_MS while it runs: a crashed process's work is taken over after the lease.
  WORKER_LEASE_MS: z.coerce.number().int().min(100).default(6_000),
  WORKER_HEARTBEAT_MS: z.coerce.number().int().min(20).default(1_500),
  // Provider calls one process has in flight for the outbox (a claimed batch is sent this many at a time).
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(16),
  // Jobs of the jobs table (lib/jobs/table-queue.ts) one process runs at once, each in its own transaction.
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  SCHEDULE_EVENTS_REPLAY_INTERVAL_MS: z.coerce.number().int().min(0).default(1_000),
  EVOLUTION_HEALTH_CHECK_MINUTES: z.coerce.number().int().min(0).default(10),
  // Body cap of the Evolution webhook. The gateway inlines media as base64 (webhook `base64: true`);
  // WhatsApp caps video and audio at 16 MB and we keep documents up to 10 MB, so the largest useful
  // message is 16 MB × 4/3 ≈ 21.3 MB of base64 plus the JSON envelope: 24 MB. A larger document gets
  // 413 (we would drop its file anyway; Evolution retries a 413 a few times, then gives up); raise this
  // only together with the media limits.
  EVOLUTION_WEBHOOK_BODY_LIMIT_MB: z.coerce.number().positive().max(200).default(24),
  TWO_FACTOR_MAX_SENDS_PER_PHONE_PER_HOUR: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(600),
  LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(30),
  TWO_FACTOR_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  // --- limits per account and proxies (plugins/rate-limits.ts) ---
  LOGIN_ATTEMPTS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().positive().default(20),
  TWO_FACTOR_MAX_WRONG_CHECKS_PER_PHONE_PER_HOUR: z.coerce.number().int().positive().default(15),
  RATE_LIMIT_NAMESPACE: z.string().min(1).max(100).default('agenda:rl:'),
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .refine((v) => splitList(v).every(isProxyAddress), 'must be comma-separated IP addresses or CIDR ranges'),
  WEB_DIST_DIR: z.string().optional(),
  UPLOADS_DIR: z.string().default('./data/uploads'),
  // --- Private files (client records, company media): lib/storage, served only by signed expiring URLs ---
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  PRIVATE_FILES_DIR: z.string().default('./data/private-files'),
  FILE_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  /** The demo company's week (appointments around today, clients, chats, photos); default: SEED_DEMO. */
  SEED_DEMO_WEEK: z.enum(['true', 'false', '1', '0']).optional(),
  // --- GraphQL cost limits (plugins/graphql.ts, graphql/limits.ts) ---
  GRAPHQL_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(65_536),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).default(2_000),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).default(30),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(8),
  GRAPHQL_MAX_FIELDS: z.coerce.number().int().min(10).default(200),
  GRAPHQL_MAX_COMPLEXITY: z.coerce.number().int().min(10).default(20_000),
  GRAPHQL_EXECUTION_BUDGET_MS: z.coerce.number().int().min(1).default(10_000),
  // --- Billing (modules/subscriptions): the state machine, Stripe cards, Pix (docs/decisions/0012) ---
  SUBSCRIPTION_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  // The next period's bill is created this many days before the period ends.
  SUBSCRIPTION_BILL_LEAD_DAYS: z.coerce.number().int().min(0).max(28).default(3),
  // The recurring job that advances subscriptions every 15 minutes (off: tests drive it by hand).
  BILLING_CLOCK: z.enum(['on', 'off']).default('on'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Only for the local fake (packages/fakes/src/stripe.ts): http://127.0.0.1:PORT.
  STRIPE_API_URL: z.string().url().optional(),
  // A PSP implementing the Banco Central's API Pix (Efí: https://pix.api.efipay.com.br).
  PIX_PSP_BASE_URL: z.string().url().optional(),
  PIX_PSP_CLIENT_ID: z.string().optional(),
  PIX_PSP_CLIENT_SECRET: z.string().optional(),
  // Mutual TLS with the PSP (Efí requires it): the .p12 Efí issues, or a PEM certificate and key.
  PIX_PSP_CERT_P12_PATH: existingFile,
  PIX_PSP_CERT_P12_PASSPHRASE: z.string().optional(),
  PIX_PSP_CERT_PATH: existingFile,
  PIX_PSP_KEY_PATH: existingFile,
  // Extra CA for the PSP's server certificate (homologation, the local fake); system CAs otherwise.
  PIX_PSP_CA_PATH: existingFile,
  // Secret carried in the webhook URL registered at the PSP (?hmac=…), checked on every notice.
  PIX_WEBHOOK_SECRET: z.string().optional(),
  PIX_KEY: z.string().max(77).optional(),
  PIX_MERCHANT_NAME: z.string().default('Agenda Inteligente'),
  PIX_MERCHANT_CITY: z.string().default('Sao Paulo'),
  PIX_CHARGE_EXPIRY_SECONDS: z.coerce.number().int().min(60).max(604_800).default(3_600),
  // --- affiliates (modules/affiliates): commission on each paid bill of a referred company ---
  AFFILIATE_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(20),
  AFFILIATE_COMMISSION_MONTHS: z.coerce.number().int().min(0).max(120).default(12),
  // Error reports (POST /general/slack/notify): a Slack incoming webhook; unset = stored only.
  SLACK_WEBHOOK_URL: z.string().url().optional(),
  SLACK_NOTIFY_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  // The home's live demo (POST /general/demo/message): the company whose secretary answers visitors.
  HOME_DEMO_COMPANY_SLUG: z.string().trim().min(1).max(120).default('barbearia-demo'),
  HOME_DEMO_MESSAGES_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  PLATFORM_EVENTS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  // --- E-mail (integrations/mail): an SMTP server as smtp://user:pass@host:587 (STARTTLS) or smtps://…:465.
  // Unset: outside production the mails land in the development outbox (GET /dev/outbox/emails?to=…);
  // in production they are recorded as failed.
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be smtp://… or smtps://…')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Agenda Inteligente <nao-responda@agendainteligente.com.br>'),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // --- Admin sign-in by e-mail link (modules/auth/admin-email-token.ts) ---
  ADMIN_EMAIL_LINK_TTL_MINUTES: z.coerce.number().int().min(1).max(1_440).default(15),
  ADMIN_EMAIL_LINKS_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
  ADMIN_EMAIL_LINKS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type TConfig = z.infer<typeof ZEnv> & {
  adminEmails: string[];
  /** Peers whose X-Forwarded-For is believed; empty = the socket address is the client. */
  trustedProxies: string[];
  whatsappCloudConfigured: boolean;
  seedDemo: boolean;
  seedDemoWeek: boolean;
  secretaryBrain: 'embedded' | 'openai';
};

const flag = (value: string | undefined, fallback: boolean) => (value ? value === 'true' || value === '1' : fallback);

export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${keys}`);
  }
  const cfg = parsed.data;
  if (cfg.NODE_ENV === 'production' && cfg.JWT_SECRET.startsWith('dev-only')) {
    throw new Error('Invalid environment: JWT_SECRET must be set in production');
  }
  const weakSecret = cfg.NODE_ENV === 'production' ? weakSecretReason(cfg.JWT_SECRET) : null;
  if (weakSecret) throw new Error(`Invalid environment: JWT_SECRET ${weakSecret}; generate one with \`openssl rand -hex 32\``);
  if (cfg.WORKER_HEARTBEAT_MS * 2 > cfg.WORKER_LEASE_MS) {
    throw new Error('Invalid environment: WORKER_HEARTBEAT_MS must be at most half of WORKER_LEASE_MS');
  }
  return {
    ...cfg,
    adminEmails: cfg.ADMIN_EMAILS.split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    trustedProxies: splitList(cfg.TRUSTED_PROXIES),
    seedDemo: flag(cfg.SEED_DEMO, cfg.NODE_ENV !== 'production'),
    seedDemoWeek: flag(cfg.SEED_DEMO_WEEK, flag(cfg.SEED_DEMO, cfg.NODE_ENV !== 'production')),
    secretaryBrain: cfg.SECRETARY_BRAIN ?? (cfg.LLM_API_KEY ? 'openai' : 'embedded'),
    whatsappCloudConfigured: Boolean(cfg.WHATSAPP_CLOUD_ACCESS_TOKEN && cfg.WHATSAPP_CLOUD_PHONE_NUMBER_ID),
  };
}
