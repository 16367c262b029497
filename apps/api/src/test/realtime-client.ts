import { io as connect, type Socket } from 'socket.io-client';

/** A browser's socket: websocket only, no automatic reconnection (a test sees every disconnect). */
export function socketFor(url: string, token: string, type = 'user'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token, type },
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

export const joinRoom = (socket: Socket, room: string) => socket.emitWithAck('join', room) as Promise<{ ok: boolean; message?: string }>;

/** Resolves with the reason once the socket is disconnected. */
export function disconnection(socket: Socket): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

/** Every `message` the socket receives from now on. */
export function collectMessages(socket: Socket): Record<string, unknown>[] {
  const got: Record<string, unknown>[] = [];
  socket.on('message', (m: Record<string, unknown>) => got.push(m));
  return got;
}

/** Polls until the condition holds; generous by default for a loaded CI machine. */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The session id inside a token (the `sid` claim), to name that session in a test. */
export function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
  return payload.sid;
}
