import { z } from 'zod';
import { DB_TIMEOUT_DEFAULTS } from './db/timeouts.js';

// Every environment variable the API reads, parsed once at boot. `.env.example` documents each one.
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
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
  REVIEW_TEST_CODE: z.string().regex(/^\d{6}$/).optional(),
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
  EVOLUTION_HEALTH_CHECK_MINUTES: z.coerce.number().int().min(0).default(10),
  TWO_FACTOR_MAX_SENDS_PER_PHONE_PER_HOUR: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(600),
  LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(30),
  TWO_FACTOR_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  WEB_DIST_DIR: z.string().optional(),
  UPLOADS_DIR: z.string().default('./data/uploads'),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type TConfig = z.infer<typeof ZEnv> & {
  adminEmails: string[];
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
  return {
    ...cfg,
    adminEmails: cfg.ADMIN_EMAILS.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean),
    seedDemo: cfg.SEED_DEMO ? cfg.SEED_DEMO === 'true' || cfg.SEED_DEMO === '1' : cfg.NODE_ENV !== 'production',
    secretaryBrain: cfg.SECRETARY_BRAIN ?? (cfg.LLM_API_KEY ? 'openai' : 'embedded'),
    whatsappCloudConfigured: Boolean(cfg.WHATSAPP_CLOUD_ACCESS_TOKEN && cfg.WHATSAPP_CLOUD_PHONE_NUMBER_ID),
  };
}
