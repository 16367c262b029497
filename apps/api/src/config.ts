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
  GOOGLE_TOKEN_URL: z.string().url().optional(),
  GOOGLE_USERINFO_URL: z.string().url().optional(),
  GOOGLE_JWKS_URL: z.string().url().optional(),
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
  SECRETARY_WORKER_INTERVAL_MS: z.coerce.number().int().min(10).default(500),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).default(2_000),
  // Claimed work (outgoing messages, stored webhooks, schedule events) is leased for WORKER_LEASE_MS and
  // renewed every WORKER_HEARTBEAT_MS while it runs: a crashed process's work is taken over after the lease.
  WORKER_LEASE_MS: z.coerce.number().int().min(100).default(6_000),
  WORKER_HEARTBEAT_MS: z.coerce.number().int().min(20).default(1_500),
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
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
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  // --- GraphQL cost limits (plugins/graphql.ts, graphql/limits.ts) ---
  GRAPHQL_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(65_536),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).default(2_000),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).default(30),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(8),
  GRAPHQL_MAX_FIELDS: z.coerce.number().int().min(10).default(200),
  GRAPHQL_MAX_COMPLEXITY: z.coerce.number().int().min(10).default(20_000),
  GRAPHQL_EXECUTION_BUDGET_MS: z.coerce.number().int().min(1).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type TConfig = z.infer<typeof ZEnv> & {
  adminEmails: string[];
  /** Peers whose X-Forwarded-For is believed; empty = the socket address is the client. */
  trustedProxies: string[];
  whatsappCloudConfigured: boolean;
  seedDemo: boolean;
  secretaryBrain: 'embedded' | 'openai';
};

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
    seedDemo: cfg.SEED_DEMO ? cfg.SEED_DEMO === 'true' || cfg.SEED_DEMO === '1' : cfg.NODE_ENV !== 'production',
    secretaryBrain: cfg.SECRETARY_BRAIN ?? (cfg.LLM_API_KEY ? 'openai' : 'embedded'),
    whatsappCloudConfigured: Boolean(cfg.WHATSAPP_CLOUD_ACCESS_TOKEN && cfg.WHATSAPP_CLOUD_PHONE_NUMBER_ID),
  };
}
