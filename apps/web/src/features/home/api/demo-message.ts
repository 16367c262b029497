// The home's live demo (POST /general/demo/message): the visitor id is kept in this browser so the
// secretary remembers the conversation; the HTTP client is imported on the first message only, so the
// home's first load stays without it.
import type { TDemoMessageAnswer } from '@agenda/shared/schemas/public-content';

const VISITOR_KEY = 'home_demo_visitor';

function visitorId(): string {
  const kept = localStorage.getItem(VISITOR_KEY);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  const id = crypto.randomUUID();
  localStorage.setItem(VISITOR_KEY, id);
  return id;
}

/** The secretary's replies; a failure rejects with the API's Portuguese message. */
export async function sendDemoMessage(message: string): Promise<TDemoMessageAnswer> {
  const [{ http }, { errorMessage }] = await Promise.all([import('@/lib/http/client'), import('@/lib/http/errors')]);
  try {
    const res = await http.post<TDemoMessageAnswer>(
      '/general/demo/message',
      { message, visitor: visitorId() },
      { silent: true, retries: 0 },
    );
    return res.data;
  } catch (error) {
    throw new Error(errorMessage(error, 'Não foi possível falar com a secretária agora. Tente de novo.'));
  }
}
