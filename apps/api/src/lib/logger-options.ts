import type { FastifyServerOptions } from 'fastify';
import type { TConfig } from '../config.js';
import { maskLogLine, maskLogText } from './log-mask.js';

const SECRET_KEYS = [
  'password',
  'password_hash',
  'new_password',
  'current_password',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'secret',
  'client_secret',
  'app_secret',
  'webhook_secret',
  'apikey',
  'api_key',
  'authorization',
  'cookie',
  'code_hash',
  'two_factor_code',
  'phone',
  'phone_number',
  'remote_jid',
  'remote_id',
  'email',
];

export interface TLogStream {
  write(line: string): void;
}

/** Keys holding credentials or personal data, at the top of a log object and one or two levels down. */
const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.phone',
  'req.headers["two-factor-code"]',
  'req.headers["x-webhook-secret"]',
  'req.headers["x-hub-signature-256"]',
  'req.headers.apikey',
  'res.headers["set-cookie"]',
  // A top-level `code` is a confirmation code; nested ones (err.code) are error codes and stay.
  'code',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  ...SECRET_KEYS.map((k) => `*.*.${k}`),
];

/**
 * Pino options of the API: key-based redaction, a request serializer that masks the URL, and a
 * final pass over each written line that masks tokens, codes, phones and e-mails in any string.
 * `stream` lets tests capture the log text.
 */
export function loggerOptions(config: TConfig, stream?: TLogStream): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: (req: { method: string; url: string }) => ({ method: req.method, url: maskLogText(req.url) }) },
    hooks: { streamWrite: maskLogLine },
    ...(stream ? { stream } : {}),
  };
}
