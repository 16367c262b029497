// A TCP proxy for tests that can black-hole its traffic: while stalled it accepts connections and reads
// what both sides send but forwards nothing and closes nothing, as a network dropping packets does.
// Resuming forwards what was held, in order, as a network that recovers would retransmit it.
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface TTcpProxy {
  port: number;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TTcpProxy> {
  let stalled = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const later = (action: () => void) => (stalled ? held.push(action) : action());

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    const pipe = (from: Socket, to: Socket) => {
      from.on('data', (chunk) => later(() => to.write(chunk)));
      from.on('end', () => later(() => to.end()));
      from.on('close', () => later(() => to.destroy()));
    };
    pipe(client, upstream);
    pipe(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      for (const action of held.splice(0)) action();
    },
    close: async () => {
      stalled = false;
      held.length = 0;
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
