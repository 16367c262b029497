import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TAppContext, TAuth, TRealtimeHub, TSessionKind } from '../lib/context.js';
import { activeSessionIds, authenticate } from '../modules/sessions/service.js';
import { canJoinRoom } from './realtime-rooms.js';
import { connectRealtimeRedis, type TRealtimeRedis } from './realtime-redis.js';

const KINDS: readonly TSessionKind[] = ['user', 'admin', 'client'];
const SESSION_ENDED = 'Sua sessão foi encerrada. Entre novamente.';

/** Every socket sits in its session's room (a name no client may join or leave), so a revocation reaches it anywhere. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

async function sessionIsActive(ctx: TAppContext, auth: TAuth): Promise<boolean> {
  return (await activeSessionIds(ctx, [auth.sessionId])).has(auth.sessionId);
}

/**
 * The adapter's channels, one set per database. Redis pub/sub ignores the database index of REDIS_URL, so
 * with socket.io's default key every API on a Redis server hears every other: the test files running at
 * once (each on its own throw-away database), a bench, a staging deployment. Their peer notices then reach
 * apps of other databases: a write naming no company drops every company's cached free times
 * (availability-cache.ts), which made the cache tests fail in turn on the shared Redis. The processes of one
 * deployment share a database, and current_database() is its name on the server whatever route a process
 * takes to it (a pooler's alias included), so they still share their channels.
 */
async function adapterKey(ctx: TAppContext): Promise<string> {
  const result = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
  return `socket.io:${String(result.rows[0]?.name ?? 'default').replace(/[^\w-]/g, '_')}`;
}

/**
 * socket.io on the API's own HTTP server, websocket only. With REDIS_URL every process shares rooms
 * through the Redis adapter, so an event emitted anywhere reaches every connected browser; while
 * Redis is down each process keeps serving its own sockets.
 */
export function createRealtimeHub(redisUrl: string | undefined): TRealtimeHub {
  let io: Server | null = null;
  let redis: TRealtimeRedis | null = null;
  let logger: FastifyBaseLogger | null = null;
  const peerHandlers: Array<[string, (payload: string) => void]> = [];
  const listenToPeers = (event: string, handler: (payload: string) => void) =>
    io?.on(event, (payload: unknown) => typeof payload === 'string' && handler(payload));

  /** Sockets whose session was revoked while Redis could not carry the disconnect (run when Redis returns). */
  async function disconnectRevokedSockets(ctx: TAppContext): Promise<void> {
    const sockets = [...(io?.of('/').sockets.values() ?? [])];
    const ids = [...new Set(sockets.map((s) => (s.data.auth as TAuth).sessionId))];
    const active = new Set<string>();
    for (let i = 0; i < ids.length; i += 500) {
      for (const id of await activeSessionIds(ctx, ids.slice(i, i + 500))) active.add(id);
    }
    for (const socket of sockets) if (!active.has((socket.data.auth as TAuth).sessionId)) socket.disconnect(true);
  }

  function onConnection(ctx: TAppContext, socket: Socket): void {
    const auth = socket.data.auth as TAuth;
    const ownRoom = sessionRoom(auth.sessionId);
    void socket.join(ownRoom);
    socket.on('join', async (room: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (r: unknown) => void) : () => undefined;
      if (typeof room !== 'string' || room.length > 200) return reply({ ok: false, message: 'Sala inválida.' });
      if (!(await sessionIsActive(ctx, auth).catch(() => false))) {
        reply({ ok: false, message: SESSION_ENDED });
        socket.disconnect(true);
        return;
      }
      const allowed = await canJoinRoom(ctx, auth, room).catch(() => false);
      if (!allowed) return reply({ ok: false, message: 'Acesso negado a esta sala.' });
      await socket.join(room);
      reply({ ok: true });
    });
    socket.on('leave', async (room: unknown, ack?: unknown) => {
      if (typeof room === 'string' && room !== ownRoom) await socket.leave(room);
      if (typeof ack === 'function') (ack as (r: unknown) => void)({ ok: true });
    });
    // Checked again after joining the session room: a revocation between the handshake and the join
    // found no socket in the room, and its row is committed by now.
    void sessionIsActive(ctx, auth).then(
      (active) => active || socket.disconnect(true),
      () => undefined,
    );
  }

  return {
    get io() {
      return io;
    },
    emit(room, message) {
      if (!io) return;
      try {
        const local = !redis?.canPublish();
        // With nothing to carry it to other processes, an event for a room no socket here is in reaches
        // nobody: socket.io would still encode it (~3 % of a booking's CPU without Redis, docs/performance.md).
        if (local && !io.of('/').adapter.rooms.has(room)) return;
        const target = redis && local ? io.local : io;
        target.to(room).emit('message', { room, ...message });
      } catch (error) {
        logger?.warn({ err: (error as Error).message, room }, 'realtime: emit failed');
      }
    },
    notifyPeers(event, payload) {
      if (!io || !redis?.canPublish()) return;
      try {
        io.serverSideEmit(event, payload);
      } catch (error) {
        logger?.warn({ err: (error as Error).message, event }, 'realtime: peer notice failed');
      }
    },
    onPeers(event, handler) {
      peerHandlers.push([event, handler]);
      listenToPeers(event, handler);
    },
    disconnectSession(sessionId) {
      if (!io) return;
      const room = sessionRoom(sessionId);
      try {
        io.local.in(room).disconnectSockets(true);
        // The adapter tells the other processes; when Redis is down they catch up on its return.
        if (redis?.canPublish()) io.in(room).disconnectSockets(true);
      } catch (error) {
        logger?.warn({ err: (error as Error).message }, 'realtime: session disconnect failed');
      }
    },
    redisStatus() {
      if (!redisUrl) return 'disabled';
      return redis?.status() ?? 'down';
    },
    async attach(server, ctx, log) {
      logger = log;
      io = new Server(server, {
        path: '/socket.io',
        transports: ['websocket'],
        serveClient: false,
        cors: { origin: true, credentials: true },
      });
      if (redisUrl) {
        redis = await connectRealtimeRedis(redisUrl, log);
        io.adapter(createAdapter(redis.pub, redis.sub, { key: await adapterKey(ctx) }));
        await redis.subscribed();
        redis.onRecover(() => {
          disconnectRevokedSockets(ctx).catch((error: Error) => log.warn({ err: error.message }, 'realtime: revoked-session sweep failed'));
        });
      }
      io.use(async (socket, next) => {
        const { token, type } = (socket.handshake.auth ?? {}) as { token?: unknown; type?: unknown };
        const kind = KINDS.find((k) => k === type) ?? 'user';
        const auth = typeof token === 'string' && token.length < 4096 ? await authenticate(ctx, token, kind).catch(() => null) : null;
        if (!auth) return next(new Error('Unauthorized access'));
        socket.data.auth = auth;
        next();
      });
      io.on('connection', (socket: Socket) => onConnection(ctx, socket));
      for (const [event, handler] of peerHandlers) listenToPeers(event, handler);
    },
    async close() {
      if (io) await new Promise<void>((resolve) => io!.close(() => resolve()));
      io = null;
      await redis?.close();
      redis = null;
    },
  };
}
