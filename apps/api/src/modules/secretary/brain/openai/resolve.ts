// What the model names (a service or a professional, by id, title, synonym or alias) resolved to
// the company's own records; an unknown name or a professional who does not perform the service
// is a message the model reads and relays, never a guess.
import type { TBrainProfessional, TBrainService, TBrainTurnInput } from '../types.js';
import { normalize, STOPWORDS, tokens } from '../embedded/text.js';

type TResolved<T> = { ok: true; value: T } | { ok: false; error: string };

const names = (list: string[]) => list.join(', ') || 'ninguém';

const contentWords = (text: string) => tokens(normalize(text)).filter((w) => !STOPWORDS.has(w));
const within = (part: string[], whole: string[]) => part.length > 0 && part.every((w) => whole.includes(w));

/** Exact id first, then the same words as a title/synonym, then one inside the other ("o João" ~ "João Silva"). */
function byName<T>(given: string, list: T[], idOf: (t: T) => string, namesOf: (t: T) => string[]): T[] {
  const exact = list.find((t) => idOf(t) === given);
  if (exact) return [exact];
  const g = normalize(given);
  if (!g) return [];
  const same = list.filter((t) => namesOf(t).some((n) => normalize(n) === g));
  if (same.length) return same;
  const words = contentWords(given);
  return list.filter((t) =>
    namesOf(t).some((n) => {
      const own = contentWords(n);
      return within(own, words) || within(words, own);
    }),
  );
}

export function resolveService(input: TBrainTurnInput, given: string): TResolved<TBrainService> {
  const hits = byName(
    given,
    input.services,
    (s) => s.id,
    (s) => [s.title, ...s.synonyms],
  );
  if (hits.length === 1) return { ok: true, value: hits[0]! };
  const all = names(input.services.map((s) => s.title));
  return hits.length
    ? { ok: false, error: `"${given}" pode ser ${names(hits.map((s) => s.title))}: pergunte qual.` }
    : { ok: false, error: `Serviço "${given}" não encontrado. Os serviços são: ${all}.` };
}

export const performers = (input: TBrainTurnInput, serviceId: string) =>
  input.professionals.filter((p) => p.service_ids.includes(serviceId));

/** The professional named, who must perform the service (when one is given). */
export function resolveProfessional(input: TBrainTurnInput, given: string, service?: TBrainService): TResolved<TBrainProfessional> {
  const hits = byName(
    given,
    input.professionals,
    (p) => p.calendar_id,
    (p) => [p.title, ...p.aliases],
  );
  const team = names(input.professionals.map((p) => p.title));
  if (!hits.length) return { ok: false, error: `Profissional "${given}" não encontrado. A equipe: ${team}.` };
  if (hits.length > 1) return { ok: false, error: `"${given}" pode ser ${names(hits.map((p) => p.title))}: pergunte qual.` };
  const pro = hits[0]!;
  if (service && !pro.service_ids.includes(service.id)) {
    const who = names(performers(input, service.id).map((p) => p.title));
    return { ok: false, error: `${pro.title} não faz ${service.title}. Quem faz ${service.title}: ${who}. Diga isso ao cliente.` };
  }
  return { ok: true, value: pro };
}

export interface TVisitItem {
  service: TBrainService;
  professional: TBrainProfessional | null;
}

/** The service named and, when named, the professional who performs it (null: anyone). */
export function resolveServicePro(
  input: TBrainTurnInput,
  service: string,
  professional?: string,
): TResolved<{ service: TBrainService; calendarId: string | null }> {
  const found = resolveService(input, service);
  if (!found.ok) return found;
  if (!professional) return { ok: true, value: { service: found.value, calendarId: null } };
  const pro = resolveProfessional(input, professional, found.value);
  return pro.ok ? { ok: true, value: { service: found.value, calendarId: pro.value.calendar_id } } : pro;
}

/** Every item of a visit resolved, or the first problem found. */
export function resolveVisit(input: TBrainTurnInput, items: { service: string; professional?: string }[]): TResolved<TVisitItem[]> {
  const out: TVisitItem[] = [];
  for (const item of items) {
    const service = resolveService(input, item.service);
    if (!service.ok) return service;
    if (!item.professional) {
      out.push({ service: service.value, professional: null });
      continue;
    }
    const pro = resolveProfessional(input, item.professional, service.value);
    if (!pro.ok) return pro;
    out.push({ service: service.value, professional: pro.value });
  }
  return { ok: true, value: out };
}
