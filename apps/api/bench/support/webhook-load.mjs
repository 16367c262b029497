// Load generator for bench/secretary.ts, in its own process: signed WhatsApp Cloud webhooks, each
// with a new wamid, at a fixed rate. Prints {"latencies":[ms...],"errors":n} as JSON.
import { createHmac } from 'node:crypto';
const [url, secret, phoneNumberId, rate, seconds] = process.argv.slice(2);
const total = Number(rate) * Number(seconds);
const latencies = [];
let errors = 0;
const started = performance.now();
const inflight = [];
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
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': sig }, body })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.status !== 200) errors++;
        latencies.push(performance.now() - t0);
      })
      .catch(() => errors++),
  );
}
await Promise.all(inflight);
process.stdout.write(JSON.stringify({ latencies, errors, seconds: (performance.now() - started) / 1000 }));
