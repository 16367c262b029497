// Load generator for bench/secretary.ts, in its own process: signed WhatsApp Cloud webhooks, each
// with a new wamid, at a fixed rate. Prints {"latencies":[ms...],"errors":n} as JSON. The first `warmup`
// seconds go at the same rate and are not counted: a fresh process compiles its code paths and opens its
// pooled connections on its first requests, which is not the steady intake the target is about.
import { createHmac } from 'node:crypto';
import http from 'node:http';
const [url, secret, phoneNumberId, rate, seconds, warmup = '0'] = process.argv.slice(2);
const skipped = Number(rate) * Number(warmup);
const total = skipped + Number(rate) * Number(seconds);
const latencies = [];
let errors = 0;
const started = performance.now();
const inflight = [];
// A bounded keep-alive pool, as a provider's delivery workers hold: with fetch's unbounded one, a moment's
// backlog made ever more connections, each costing both processes more, and the run never recovered. A
// request waiting for a socket still counts from the moment it was due.
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
const target = new URL(url);
function post(body, sig) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-hub-signature-256': sig },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
for (let i = 0; i < total; i++) {
  const due = started + (i * 1000) / Number(rate);
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
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
              metadata: { display_phone_number: '15550001111', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: `Cliente ${i}` }, wa_id: `55119${String(i).padStart(8, '0')}` }],
              messages: [
                {
                  from: `55119${String(i).padStart(8, '0')}`,
                  id: `wamid.BENCH${process.pid}x${i}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: 'oi, quanto custa o corte?' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const sig = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const t0 = performance.now();
  inflight.push(
    post(body, sig)
      .then((status) => {
        if (status !== 200) errors++;
        if (i >= skipped) latencies.push(performance.now() - t0);
      })
      .catch(() => errors++),
  );
}
await Promise.all(inflight);
agent.destroy();
process.stdout.write(JSON.stringify({ latencies, errors, seconds: (performance.now() - started) / 1000 - Number(warmup) }));
