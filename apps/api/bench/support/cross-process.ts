// After the mixed load on two API processes: what one process changes must show on the other at once, not
// when the other's cache entry expires (AVAILABILITY_CACHE_MS, SESSION_CACHE_MS: 10 s). Each process keeps
// its own free times and sessions; the drop crosses processes as a peer notice over Redis
// (realtime-hub.ts notifyPeers). Returns how long each change took to show on the other process.
const LIMIT_MS = 3_000; // well under the caches' 10 s: past it, the notice did not arrive

export interface TCrossProcessPlan {
  a: string;
  b: string;
  slug: string;
  serviceId: string;
  calendarId: string;
  /** A day (YYYY-MM-DD) nothing else books. */
  date: string;
  clientToken: string;
  /** A user session of its own: it is signed out. */
  userToken: string;
}

const json = { 'content-type': 'application/json' };

/** Polls `check` until it holds; the milliseconds it took, or null past LIMIT_MS. */
async function shows(check: () => Promise<boolean>): Promise<number | null> {
  const t0 = Date.now();
  while (Date.now() - t0 < LIMIT_MS) {
    if (await check()) return Date.now() - t0;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

export async function crossProcessChecks(p: TCrossProcessPlan): Promise<{ availabilityMs: number | null; sessionMs: number | null }> {
  // A booking through A drops the free time B had cached.
  const path = `/client/${p.slug}/public/available_slots?service_id=${p.serviceId}&calendar_id=${p.calendarId}&date=${p.date}`;
  const startsOnB = async () => {
    const body = (await (await fetch(p.b + path)).json()) as { slots: Array<{ start_at: string }> };
    return body.slots.map((s) => s.start_at);
  };
  const [start] = await startsOnB();
  await startsOnB(); // served from B's cache now
  if (!start) throw new Error(`cross-process check: no free time on ${p.date}`);
  const booked = await fetch(`${p.a}/client/${p.slug}/schedule/book`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${p.clientToken}` },
    body: JSON.stringify({ service_id: p.serviceId, calendar_id: p.calendarId, start_at: start }),
  });
  if (booked.status !== 200) throw new Error(`cross-process check: booking answered ${booked.status} ${await booked.text()}`);
  const availabilityMs = await shows(async () => !(await startsOnB()).includes(start));

  // A sign-out through A ends the session B had cached.
  const loggedUser = () =>
    fetch(`${p.b}/user/graphql/query?caller=loggedUser`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${p.userToken}` },
      body: JSON.stringify({ query: '{ loggedUser { id } }' }),
    });
  if ((await loggedUser()).status !== 200) throw new Error('cross-process check: the session is not accepted on B');
  const out = await fetch(`${p.a}/user/auth/sign_out`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${p.userToken}` },
    body: '{}',
  });
  if (out.status >= 300) throw new Error(`cross-process check: sign-out answered ${out.status}`);
  const sessionMs = await shows(async () => (await loggedUser()).status === 401);
  return { availabilityMs, sessionMs };
}
