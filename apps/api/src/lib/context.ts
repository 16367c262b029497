import type { TConfig } from '../config.js';
import type { TDatabase, TDb } from '../db/client.js';
import type { TRealtimeHub } from '../plugins/realtime-hub.js';

/** What every module needs, built once in app.ts and passed down (no globals). */
export interface TAppContext {
  config: TConfig;
  database: TDatabase;
  db: TDb;
  hub: TRealtimeHub;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: TAppContext;
  }
  interface FastifyRequest {
    auth: TAuth | null;
  }
  interface FastifyContextConfig {
    /** Which token a route requires; undefined means public. */
    auth?: TSessionKind;
  }
}

export type TSessionKind = 'user' | 'admin' | 'client';

export interface TAuth {
  kind: TSessionKind;
  sessionId: string;
  subjectId: string;
  /** For client tokens: the company the client belongs to. */
  companyId: string | null;
}
