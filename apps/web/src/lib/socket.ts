// socket.io client (websocket only, same origin, path /socket.io). Server messages carry
// { room, toast?, events? }; events are re-emitted on the app event bus as `server:{name}`.
import type { Socket } from 'socket.io-client';
import { emit } from './events';
import { toast } from '@/stores/toast-store';
import { API_BASE_URL } from './config';
import type { TSessionType } from './session/types';

interface TServerMessage {
  room?: string;
  toast?: string | { title?: string; message: string; type?: 'info' | 'success' | 'warning' | 'error' };
  events?: { name: string; data?: unknown }[];
}

const COMPANY_LIST_EVENTS = new Set(['company_update', 'integration_update']);

const sockets = new Map<TSessionType, Socket>();
const rooms = new Map<TSessionType, Set<string>>();

export function handleServerMessage(msg: TServerMessage) {
  if (msg.toast) toast.show(typeof msg.toast === 'string' ? { message: msg.toast } : msg.toast);
  for (const ev of msg.events ?? []) {
    if (ev && typeof ev.name === 'string') emit(`server:${ev.name}`, ev.data);
  }
  // Only changes to the company itself (or its integrations) touch the company list; a chat message or a
  // schedule change in the same room must not reload the logged user.
  if (msg.room?.startsWith('company_update:') && (msg.events ?? []).some((ev) => COMPANY_LIST_EVENTS.has(ev?.name)))
    emit('companies:reload');
  if (msg.room?.startsWith('app:user_id:')) emit('user:reload');
}

export async function connectSocket(type: TSessionType, token: string): Promise<Socket> {
  const existing = sockets.get(type);
  if (existing) return existing;
  const { io } = await import('socket.io-client');
  const socket = io(API_BASE_URL || undefined, { path: '/socket.io', transports: ['websocket'], auth: { token, type } });
  sockets.set(type, socket);
  socket.on('message', handleServerMessage);
  socket.on('connect', () => {
    // Rejoin after a reconnect.
    for (const room of rooms.get(type) ?? []) socket.emit('join', room, () => {});
  });
  return socket;
}

export function joinRoom(type: TSessionType, room: string): Promise<boolean> {
  const set = rooms.get(type) ?? new Set();
  set.add(room);
  rooms.set(type, set);
  const socket = sockets.get(type);
  if (!socket) return Promise.resolve(false);
  return new Promise((resolve) => {
    socket.timeout(5000).emit('join', room, (err: unknown, ack?: { ok: boolean; message?: string }) => {
      resolve(!err && Boolean(ack?.ok));
    });
  });
}

export function disconnectSocket(type: TSessionType) {
  sockets.get(type)?.disconnect();
  sockets.delete(type);
  rooms.delete(type);
}
