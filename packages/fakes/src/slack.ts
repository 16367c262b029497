// Fake Slack incoming webhooks (https://api.slack.com/messaging/webhooks): POST /services/{T}/{B}/{secret}
// with a JSON body ({"text", "blocks"?}) answers 200 "ok" as text/plain. Errors are text/plain too:
// 400 invalid_payload / no_text, 403 invalid_token, 404 no_service, 410 channel_is_archived.
import Fastify from 'fastify';

interface FakeSlackMessage {
  path: string;
  body: { text?: string; blocks?: unknown[] };
}

export interface FakeSlack {
  url: string;
  /** The webhook URL registered on this fake (what SLACK_WEBHOOK_URL holds). */
  webhookUrl: string;
  messages: FakeSlackMessage[];
  /** The next `count` posts answer this status and error text, as Slack does when a channel is gone. */
  failNext(status: 400 | 403 | 404 | 410 | 500, error: string, count?: number): void;
  close(): Promise<void>;
}

export async function startFakeSlack(): Promise<FakeSlack> {
  const hook = '/services/T0AGENDA1/B0ERRORS1/xk29fJq8Lr0aPz3Wn7uYt5Ec';
  const messages: FakeSlackMessage[] = [];
  let failure: { status: number; error: string; count: number } | null = null;
  const app = Fastify({ logger: false });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post<{ Params: { '*': string } }>('/services/*', async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    if (request.url !== hook) return reply.status(404).send('no_service');
    if (failure && failure.count > 0) {
      failure.count -= 1;
      return reply.status(failure.status).send(failure.error);
    }
    let body: FakeSlackMessage['body'];
    try {
      body = JSON.parse(String(request.body ?? '')) as FakeSlackMessage['body'];
    } catch {
      return reply.status(400).send('invalid_payload');
    }
    if (!body || (typeof body.text !== 'string' && !Array.isArray(body.blocks))) return reply.status(400).send('no_text');
    messages.push({ path: request.url, body });
    return reply.status(200).send('ok');
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    webhookUrl: `${url}${hook}`,
    messages,
    failNext(status, error, count = 1) {
      failure = { status, error, count };
    },
    close: () => app.close(),
  };
}
