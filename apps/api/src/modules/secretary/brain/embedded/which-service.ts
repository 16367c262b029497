// Which service a booking is about when the client named none: the ones to ask about, or the usual one.
// "quero terça de manhã com o Dudu, tem 9h?" from a client whose visits were all haircuts: a receptionist
// who knows the client assumes the haircut and says so in the proposal (which names the service, so a
// "não, é a barba" corrects it before anything is written). Without one clear usual service, we ask.
import type { TBrainProfessional, TBrainService } from '../types.js';
import type { Turn } from './state.js';

/** How far back the visits that make a habit go. */
const HABIT_DAYS = 120;

/** The one service of the client's recent past visits (that the professional asked for performs), or null. */
export async function usualService(turn: Turn, pro: TBrainProfessional | undefined): Promise<TBrainService | null> {
  const now = turn.input.now.getTime();
  const since = now - HABIT_DAYS * 86_400_000;
  const past = (await turn.input.tools.listAppointments('history')).filter(
    (s) => s.status !== 'canceled' && s.start_at.getTime() <= now && s.start_at.getTime() >= since,
  );
  const ids = new Set(past.map((s) => s.service_id));
  if (ids.size !== 1) return null;
  const service = turn.input.services.find((s) => ids.has(s.id));
  if (!service || (pro?.service_ids.length && !pro.service_ids.includes(service.id))) return null;
  return service;
}

/** The services to ask about: those of the professional asked for, or all (numbered in this order). */
export function servicesOffered(turn: Turn) {
  const pro = turn.input.professionals?.find((p) => p.calendar_id === turn.state.professional_id);
  const offered = pro?.service_ids.length ? turn.input.services.filter((s) => pro.service_ids.includes(s.id)) : turn.input.services;
  return { pro, offered };
}
