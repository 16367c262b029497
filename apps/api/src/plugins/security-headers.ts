// The security headers (helmet's) on every answer. @fastify/helmet called `helmet(options)` on every
// request, which validates the options and parses the CSP directives again (2.6 % of the API's busy time
// in the bookings run): here helmet's middleware is built once per app and per route's own options, and a
// request only sets the headers it already holds. Same options, same merge, same hook: the same headers
// (security-headers.integration.test.ts pins them).
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own helmet options, laid over the app's one key deep, as @fastify/helmet did. */
    securityHeaders?: HelmetOptions;
  }
}

type TSetHeaders = ReturnType<typeof helmet>;

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const appHeaders = helmet(options);
    // Keyed by the options object: routes sharing one (the GraphiQL pages of every endpoint) share one middleware.
    const routeHeaders = new WeakMap<HelmetOptions, TSetHeaders>();
    const headersFor = (own: HelmetOptions | undefined) => {
      if (!own) return appHeaders;
      let built = routeHeaders.get(own);
      if (!built) routeHeaders.set(own, (built = helmet({ ...options, ...own } as HelmetOptions)));
      return built;
    };
    // Built when the route is added, so an option helmet refuses fails at start-up, not on the first request.
    app.addHook('onRoute', (route) => void headersFor(route.config?.securityHeaders));
    // helmet's `next` takes any error; fastify's `done` an Error, which is all helmet ever passes it.
    const setHeaders: onRequestHookHandler = (request, reply, done) =>
      headersFor(request.routeOptions.config.securityHeaders)(request.raw, reply.raw, done as (error?: unknown) => void);
    app.addHook('onRequest', setHeaders);
  },
  { name: 'security-headers' },
);
