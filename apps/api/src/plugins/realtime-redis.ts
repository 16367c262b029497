import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export interface TRealtimeRedis {
  readonly pub: Redis;
  readonly sub: Redis;
  /** Both connections ready: events and disconnects cross processes. */
  status(): 'up' | 'down';
  /** The publishing connection is ready; when it is not, callers stay local instead of queueing. */
  canPublish(): boolean;
  /** Resolves once the adapter's subscriptions are active, or at once while Redis is down. */
  subscribed(): Promise<void>;
  /** Called on every return of Redis after an outage. */
  onRecover(listener: () => void): void;
  close(): Promise<void>;
}

/** The password never reaches a log line. */
function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

// The Redis adapter calls these without awaiting them (and ioredis itself re-subscribes on reconnect):
// a rejection there while Redis is down would be an unhandled rejection, which ends the process.
const FIRE_AND_FORGET = ['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const;

function guardUnawaitedCommands(client: Redis, onError: (error: Error) => void): void {
  for (const name of FIRE_AND_FORGET) {
    const original = (client[name] as (...args: unknown[]) => Promise<unknown>).bind(client);
    Object.assign(client, {
      [name]: (...args: unknown[]) => {
        const pending = original(...args);
        pending.catch(onError);
        return pending;
      },
    });
  }
}

/** Resolves when the client is ready or has failed once, so start-up never waits for a dead Redis. */
function firstOutcome(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    client.on('ready', done);
    client.on('error', done);
  });
}

/**
 * The two connections of the socket.io Redis adapter, built to survive Redis outages: every error
 * is handled, publishing never queues (an event for a browser is worthless minutes later), the
 * subscriber queues its subscriptions until Redis answers and ioredis re-subscribes after each
 * reconnect. State changes are logged once each, not per retry.
 */
export async function connectRealtimeRedis(url: string, log: FastifyBaseLogger): Promise<TRealtimeRedis> {
  const where = `REDIS_URL=${redactRedisUrl(url)}`;
  const pub = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, autoResendUnfulfilledCommands: false });
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  const recoverListeners: (() => void)[] = [];
  let lastError = '';
  let state: 'up' | 'down' | null = null;
  let closing = false;

  const status = (): 'up' | 'down' => (pub.status === 'ready' && sub.status === 'ready' ? 'up' : 'down');
  const review = () => {
    if (state === null || closing) return;
    const next = status();
    if (next === state) return;
    state = next;
    if (next === 'down') {
      log.warn(
        `realtime: Redis at ${where} is unreachable (${lastError || 'connection closed'}); degraded mode: HTTP keeps working, events reach only this process's sockets, reconnecting in the background`,
      );
    } else {
      log.info(`realtime: Redis at ${where} is back; events cross processes again`);
      for (const listener of recoverListeners) listener();
    }
  };
  for (const client of [pub, sub]) {
    client.on('error', (error: Error) => {
      lastError = error.message;
      log.debug({ err: error.message }, 'realtime: Redis connection error');
      review();
    });
    for (const event of ['ready', 'close', 'end', 'reconnecting']) client.on(event, review);
    guardUnawaitedCommands(client, (error) => log.debug({ err: error.message }, 'realtime: Redis command dropped'));
  }

  await Promise.all([firstOutcome(pub), firstOutcome(sub)]);
  state = status();
  if (state === 'up') log.info(`realtime: Redis adapter on ${where}`);
  else
    log.warn(
      `realtime: Redis at ${where} is unreachable (${lastError || 'not connected'}); starting in degraded mode: HTTP works, events reach only this process's sockets until Redis answers (retrying in the background)`,
    );

  return {
    pub,
    sub,
    status,
    canPublish: () => pub.status === 'ready',
    async subscribed() {
      if (sub.status !== 'ready') return;
      // Commands on one connection are answered in order: the PING returns after the adapter's SUBSCRIBEs.
      await new Promise<void>((resolve) => {
        const done = () => {
          sub.off('close', done);
          resolve();
        };
        sub.on('close', done);
        sub.ping().then(done, done);
      });
    },
    onRecover(listener) {
      recoverListeners.push(listener);
    },
    async close() {
      closing = true;
      pub.disconnect();
      sub.disconnect();
    },
  };
}
