// One load run with autocannon, in its own process so the load generator does not share the event
// loop of the servers it measures. Reads a plan (JSON file named in argv):
//   { url, connections, seconds, rate?, requests: [{ method, path, headers?, body? }], once? }
// `requests` are sent in turn; with `once`, each is sent exactly once (distinct bookings) and the run
// stops when they are used up. Prints {"requests","rps","p50","p99","errors","non2xx","statuses"}.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let next = 0;
const statuses = {};
const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  ...(plan.once ? { amount: plan.requests.length } : { duration: plan.seconds }),
  ...(plan.rate ? { overallRate: plan.rate } : {}),
  requests: [
    {
      setupRequest: (req) => {
        const r = plan.requests[next++ % plan.requests.length];
        return { ...req, method: r.method, path: r.path, headers: { ...req.headers, ...r.headers }, body: r.body };
      },
      onResponse: (status) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
      },
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
  }),
);
