// Load generator for bench/scheduling.ts, in its own process: N concurrent clients, each booking its
// own list of distinct slots one after the other through POST /client/{company}/schedule/book.
// Reads the plan from the JSON file named in argv; prints {"ok","conflicts","errors","seconds","latencies"}.
import { readFileSync } from 'node:fs';
const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let ok = 0;
let conflicts = 0;
let errors = 0;
const latencies = [];
const started = performance.now();
await Promise.all(
  plan.workers.map(async (w) => {
    for (const slot of w.slots) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${plan.url}/client/${plan.company}/schedule/book`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${w.token}` },
          body: JSON.stringify({ service_id: plan.serviceId, calendar_id: slot.calendar_id, start_at: slot.start_at }),
        });
        await res.arrayBuffer();
        if (res.status === 200) ok++;
        else if (res.status === 409) conflicts++;
        else errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }),
);
process.stdout.write(JSON.stringify({ ok, conflicts, errors, seconds: (performance.now() - started) / 1000, latencies }));
