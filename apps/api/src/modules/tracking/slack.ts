// Error reports (POST /general/slack/notify): every report is stored (for /admin/logs_plataforma);
// it is posted to the Slack incoming webhook when configured, once per message within the dedup
// window and at most SLACK_NOTIFY_PER_MINUTE posts a minute, so an error storm cannot flood the channel.
import { createHash } from 'node:crypto';
import type { TAppContext } from '../../lib/context.js';
import { countSameReports, countSentSince, insertReport, setDelivery, type TDelivery } from './repo-logs.js';

/** The same message reaches Slack at most once in this window (the browser's own window is 10 s). */
const SLACK_DEDUP_WINDOW_MS = 10 * 60_000;
const SLACK_TIMEOUT_MS = 5_000;

function messageOf(payload: Record<string, unknown>): string {
  const m = payload.message ?? payload.error ?? payload.text;
  return (typeof m === 'string' ? m : JSON.stringify(payload)).slice(0, 2000);
}

/** Posts to a Slack incoming webhook; Slack answers 200 "ok" or a status with an error word. */
async function postToSlack(webhookUrl: string, text: string): Promise<{ ok: boolean; error?: string }> {
  try {
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
      signal: AbortSignal.timeout(SLACK_TIMEOUT_MS),
    });
    const body = await res.text();
    return res.ok ? { ok: true } : { ok: false, error: `${res.status} ${body.slice(0, 100)}` };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

function slackText(type: string, message: string, payload: Record<string, unknown>): string {
  const where = typeof payload.url === 'string' ? `\n${payload.url.slice(0, 300)}` : '';
  return `*[${type}]* ${message}${where}`;
}

export async function notifyReport(
  ctx: TAppContext,
  type: string,
  payload: Record<string, unknown>,
): Promise<{ id: string; delivery: TDelivery }> {
  const now = ctx.now();
  const message = messageOf(payload);
  const fingerprint = createHash('sha256').update(`${type}\n${message}`).digest('hex');
  const seen = await countSameReports(ctx, fingerprint, new Date(now.getTime() - SLACK_DEDUP_WINDOW_MS));
  const sentLastMinute = await countSentSince(ctx, new Date(now.getTime() - 60_000));
  const webhook = ctx.config.SLACK_WEBHOOK_URL;
  const initial: TDelivery =
    seen > 0 ? 'duplicate' : !webhook ? 'stored' : sentLastMinute >= ctx.config.SLACK_NOTIFY_PER_MINUTE ? 'rate_limited' : 'sent';
  const id = await insertReport(ctx, { type, message, fingerprint, payload, delivery: initial, created_at: now });
  if (initial !== 'sent' || !webhook) return { id, delivery: initial };
  const result = await postToSlack(webhook, slackText(type, message, payload));
  if (result.ok) return { id, delivery: 'sent' };
  ctx.log.warn({ err: result.error }, 'slack notify failed');
  await setDelivery(ctx, id, 'failed');
  return { id, delivery: 'failed' };
}
