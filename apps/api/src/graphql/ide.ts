// GraphiQL at /{type}/graphql/ide, in development only (issue 8 defect 3), so backend developers can
// explore each endpoint. mercurius' own GraphiQL lives at /graphiql inside the endpoint's auth scope
// and takes no route options, so this page is ours: the same pinned GraphiQL build from the CDN
// (with integrity hashes), a CSP that allows exactly that CDN on these two routes, and a fetcher
// that posts to this endpoint's /query. Tokens go in GraphiQL's headers pane.
import type { FastifyInstance } from 'fastify';

const CDN = 'https://unpkg.com';
const ASSETS = {
  css: { url: `${CDN}/graphiql@3.8.3/graphiql.min.css`, sri: 'sha384-Mq3vbRBY71jfjQAt/DcjxUIYY33ksal4cgdRt9U/hNPvHBCaT2JfJ/PTRiPKf0aM' },
  react: {
    url: `${CDN}/react@18.3.1/umd/react.production.min.js`,
    sri: 'sha384-DGyLxAyjq0f9SPpVevD6IgztCFlnMF6oW/XQGmfe+IsZ8TqEiDrcHkMLKI6fiB/Z',
  },
  reactDom: {
    url: `${CDN}/react-dom@18.3.1/umd/react-dom.production.min.js`,
    sri: 'sha384-gTGxhz21lVGYNMcdJOyq01Edg0jhn/c22nsx0kyqP0TxaV5WVdsSH1fSDUf5YJj1',
  },
  graphiql: {
    url: `${CDN}/graphiql@3.8.3/graphiql.min.js`,
    sri: 'sha384-HbRVEFG0JGJZeAHCJ9Xm2+tpknBQ7QZmNlO/DgZtkZ0aJSypT96YYGRNod99l9Ie',
  },
};

const IDE_CSP = {
  contentSecurityPolicy: {
    directives: {
      'script-src': ["'self'", CDN],
      'style-src': ["'self'", "'unsafe-inline'", CDN],
      'img-src': ["'self'", 'data:', 'blob:', CDN],
      'font-src': ["'self'", 'data:', CDN],
      'connect-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
      // Development servers answer on plain http (localhost, a LAN address): keep the page's own requests there.
      'upgrade-insecure-requests': null,
    },
  },
};

const script = (a: { url: string; sri: string }) => `<script src="${a.url}" integrity="${a.sri}" crossorigin="anonymous"></script>`;

function page(type: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="robots" content="noindex">
  <title>GraphiQL · /${type}/graphql/query</title>
  <link rel="stylesheet" href="${ASSETS.css.url}" integrity="${ASSETS.css.sri}" crossorigin="anonymous">
  <style>body { margin: 0; } #ide { height: 100vh; }</style>
</head>
<body>
  <div id="ide"></div>
  ${script(ASSETS.react)}
  ${script(ASSETS.reactDom)}
  ${script(ASSETS.graphiql)}
  <script src="/${type}/graphql/ide/start.js"></script>
</body>
</html>
`;
}

function starter(type: string): string {
  const headers = type === 'general' ? '{}' : '{\n  "Authorization": "Bearer <token>"\n}';
  return `/* global React, ReactDOM, GraphiQL */
const fetcher = GraphiQL.createFetcher({ url: ${JSON.stringify(`/${type}/graphql/query?caller=graphiql`)} });
ReactDOM.createRoot(document.getElementById('ide')).render(
  React.createElement(GraphiQL, { fetcher, defaultHeaders: ${JSON.stringify(headers)}, shouldPersistHeaders: true }),
);
`;
}

/** The IDE routes of one endpoint; call only in development. */
export function registerGraphiql(app: FastifyInstance, type: string): void {
  const html = page(type);
  const js = starter(type);
  app.get(`/${type}/graphql/ide`, { config: { securityHeaders: IDE_CSP } }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(html),
  );
  app.get(`/${type}/graphql/ide/start.js`, { config: { securityHeaders: IDE_CSP } }, (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(js),
  );
}
