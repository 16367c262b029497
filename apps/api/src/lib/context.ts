import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { TConfig } from '../config.js';
import type { TDatabase, TDb } from '../db/client.js';
import type { TScheduleEvent } from '../modules/scheduling/types.js';
import type { TBatchReads } from './batch-reads.js';

/** What every module needs, built once in app.ts and passed down (no globals). */
export interface TAppContext {
  config: TConfig;
  database: TDatabase;
  db: TDb;
  hub: TRealtimeHub;
  now: () => Date;
  /** The app's pino logger, for code that runs outside a request. */
  log: FastifyBaseLogger;
  /** This app's handlers of booking changes, from the module list (modules/index.ts). */
  scheduleEventHandlers: TScheduleEventHandler[];
  /** Work started after a committed change and not awaited by the request (the job runner tracks it; shutdown awaits it). */
  background?: (task: Promise<unknown>, label: string) => void;
  /** Set for one batch of deferred schedule effects: reads its handlers share (lib/batch-reads.ts). */
  batchReads?: TBatchReads;
}

/** A handler of booking events: a function run once per event, or a batch handler (scheduling/handler-runs.ts). */
export type TScheduleEventHandler = TScheduleEventEachHandler | TScheduleEventBatchHandler;

type TScheduleEventEachHandler = (event: TScheduleEvent, ctx: TAppContext) => void | Promise<void>;

/**
 * Handles the events of a batch of booking changes together, so its statements are per batch and not per
 * booking. Never given two events of one schedule (they come in later calls, in order). Throwing fails
 * the call: its events are then handled one per call, so one bad event does not hold back the others.
 */
export interface TScheduleEventBatchHandler {
  batch: (events: TScheduleEvent[], ctx: TAppContext) => Promise<void>;
}

export interface TRealtimeMessage {
  toast?: string | { message: string; type?: string; title?: string };
  events?: { name: string; data?: unknown }[];
}

/** The socket.io rooms (implemented in plugins/realtime-hub.ts; declared here so modules need not import a plugin). */
export interface TRealtimeHub {
  /** Never throws: realtime is best effort and must not fail the request that emits. */
  emit(room: string, message: TRealtimeMessage): void;
  /** Closes every socket of a revoked session, in every API process. */
  disconnectSession(sessionId: string): void;
  /** Tells the other API processes (through Redis; nothing without it): caches they must drop, and the like. */
  notifyPeers(event: string, payload: string): void;
  /** Runs `handler` for each notifyPeers(event) of another process. */
  onPeers(event: string, handler: (payload: string) => void): void;
  /** 'disabled' without REDIS_URL; 'down' while Redis does not answer (events stay in this process). */
  redisStatus(): 'up' | 'down' | 'disabled';
  attach(server: HttpServer, ctx: TAppContext, log: FastifyBaseLogger): Promise<void>;
  close(): Promise<void>;
  readonly io: Server | null;
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
