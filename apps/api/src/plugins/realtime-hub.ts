import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { TAuth, TRealtimeHub, TSessionKind } from '../lib/context.js';
import { authenticate } from '../modules/sessions/service.js';
import { canJoinRoom } from './realtime-rooms.js';

const KINDS: readonly TSessionKind[] = ['user', 'admin', 'client'];

/**
 * socket.io on the API's own HTTP server, websocket only. With REDIS_URL every process shares rooms
 * through the Redis adapter, so an event emitted anywhere reaches every connected browser.
 */
export function createRealtimeHub(redisUrl: string | undefined): TRealtimeHub {
  let io: Server | null = null;
  let redis: Redis[] = [];

  return {
    get io() {
      return io;
    },
    emit(room, message) {
      io?.to(room).emit('message', { room, ...message });
    },
    async attach(server, ctx, log) {
      io = new Server(server, { path: '/socket.io', transports: ['websocket'], serveClient: false, cors: { origin: true, credentials: true } });
      if (redisUrl) {
        const pub = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
        const sub = pub.duplicate();
        await Promise.all([pub.connect(), sub.connect()]);
        redis = [pub, sub];
        io.adapter(createAdapter(pub, sub));
        log.info('realtime hub: redis adapter');
      }
      io.use(async (socket, next) => {
        const { token, type } = (socket.handshake.auth ?? {}) as { token?: unknown; type?: unknown };
        const kind = KINDS.find((k) => k === type) ?? 'user';
        const auth = typeof token === 'string' && token.length < 4096 ? await authenticate(ctx, token, kind).catch(() => null) : null;
        if (!auth) return next(new Error('Unauthorized access'));
        socket.data.auth = auth;
        next();
      });
      io.on('connection', (socket: Socket) => {
        const auth = socket.data.auth as TAuth;
        socket.on('join', async (room: unknown, ack?: unknown) => {
          const reply = typeof ack === 'function' ? (ack as (r: unknown) => void) : () => undefined;
          if (typeof room !== 'string' || room.length > 200) return reply({ ok: false, message: 'Sala inválida.' });
          const allowed = await canJoinRoom(ctx, auth, room).catch(() => false);
          if (!allowed) return reply({ ok: false, message: 'Acesso negado a esta sala.' });
          await socket.join(room);
          reply({ ok: true });
        });
        socket.on('leave', async (room: unknown, ack?: unknown) => {
          if (typeof room === 'string') await socket.leave(room);
          if (typeof ack === 'function') (ack as (r: unknown) => void)({ ok: true });
        });
      });
    },
    async close() {
      if (io) await new Promise<void>((resolve) => io!.close(() => resolve()));
      io = null;
      await Promise.all(redis.map((r) => r.quit().catch(() => undefined)));
      redis = [];
    },
  };
}
