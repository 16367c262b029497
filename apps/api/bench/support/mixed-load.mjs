// Load generator of bench/mixed-load.ts, in its own process: `connections` loops send, for `seconds`,
// 7 public availability reads, 1 booking, 1 agenda month read and 1 signed WhatsApp webhook in every 10
// requests, spread over the API processes in `urls`. Prints per path: latencies (p50/p99), statuses,
// and what was acknowledged (booked schedule ids, webhook wamids) for the integrity checks.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const KINDS = [
  'availability',
  'availability',
  'availability',
  'availability',
  'availability',
  'availability',
  'availability',
  'booking',
  'agenda',
  'webhook',
];
const stats = Object.fromEntries(
  ['availability', 'booking', 'agenda', 'webhook'].map((k) => [k, { latencies: [], statuses: {}, errors: 0 }]),
);
const booked = [];
const acknowledged = [];
let seq = 0;
let bookingSeq = 0;
const until = performance.now() + plan.seconds * 1000;

function webhook(i) {
  const from = `55117${String(i % 400).padStart(8, '0')}`;
  const wamid = `wamid.MIX${process.pid}x${i}`;
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: plan.phoneNumberId },
              contacts: [{ profile: { name: `Cliente ${i % 400}` }, wa_id: from }],
              messages: [
                { from, id: wamid, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: 'oi, vcs aceitam pix?' } },
              ],
            },
          },
        ],
      },
    ],
  });
  const sig = `sha256=${createHmac('sha256', plan.secret).update(body).digest('hex')}`;
  return {
    wamid,
    request: {
      method: 'POST',
      path: '/webhooks/whatsapp-cloud',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sig },
      body,
    },
  };
}

function next() {
  const i = seq++;
  const kind = KINDS[i % KINDS.length];
  if (kind === 'availability') return { kind, request: plan.availability[i % plan.availability.length] };
  if (kind === 'agenda') return { kind, request: plan.agenda };
  if (kind === 'booking') return { kind, request: plan.bookings[bookingSeq++ % plan.bookings.length] };
  const w = webhook(i);
  return { kind, request: w.request, wamid: w.wamid };
}

async function loop(n) {
  const base = plan.urls[n % plan.urls.length];
  while (performance.now() < until) {
    const { kind, request, wamid } = next();
    const s = stats[kind];
    const t0 = performance.now();
    try {
      const res = await fetch(base + request.path, { method: request.method, headers: request.headers, body: request.body });
      const text = await res.text();
      s.latencies.push(performance.now() - t0);
      s.statuses[res.status] = (s.statuses[res.status] ?? 0) + 1;
      if (kind === 'booking' && res.status === 200) booked.push(JSON.parse(text).schedule.id);
      if (kind === 'webhook' && res.status === 200) acknowledged.push(wamid);
    } catch {
      s.errors++;
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: plan.connections }, (_, n) => loop(n)));
const seconds = (performance.now() - started) / 1000;
const pct = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
};
const paths = Object.fromEntries(
  Object.entries(stats).map(([k, s]) => [
    k,
    {
      requests: s.latencies.length,
      rps: s.latencies.length / seconds,
      p50: pct(s.latencies, 50),
      p99: pct(s.latencies, 99),
      statuses: s.statuses,
      errors: s.errors,
    },
  ]),
);
process.stdout.write(JSON.stringify({ seconds, paths, booked, acknowledged }));
