import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '@/mocks/server';
import { resetDb } from '@/mocks/db';

/** Starts the msw server for the current test file. */
export function startMockServer() {
  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request, print) {
        // The user socket (socket.io) is not part of these tests.
        if (new URL(request.url).pathname.startsWith('/socket.io')) return;
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    resetDb();
  });
  afterAll(() => server.close());
  return server;
}
