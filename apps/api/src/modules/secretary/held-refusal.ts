// The safety layer's refusal when a write would leave the client with two appointments: `message` tells a model what
// to do next; `refusal` carries the appointment held, which the embedded brain says back to the client.
import { speakDateTime } from './brain/embedded/format.js';
import type { TToolResult } from './brain/types.js';

type THeld = { service?: { title: string } | null; start_at: string | Date };

/**
 * `twice`: the same service that day (a move asked badly); `clash`: a booking over another appointment; `moved`: a
 * move or a service switch over another appointment.
 */
export function heldRefusal(held: THeld, tz: string, how: 'twice' | 'clash' | 'moved'): Extract<TToolResult<never>, { ok: false }> {
  const service = held.service?.title ?? 'um atendimento';
  const when = speakDateTime(new Date(held.start_at), tz);
  const message =
    how === 'twice'
      ? `O cliente já tem ${service} em ${when}. Pergunte se quer remarcar esse (reschedule), nunca marque outro.`
      : `O cliente já tem ${service} em ${when}, no mesmo horário.${how === 'clash' ? ' Pergunte se quer remarcar esse.' : ''}`;
  return { ok: false, reason: 'invalid', message, refusal: how === 'moved' ? { kind: 'same_time' } : { kind: 'held', service, when } };
}
