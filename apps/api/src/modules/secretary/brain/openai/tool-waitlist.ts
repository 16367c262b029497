// join_waitlist: the waitlist of a day the client asked for with no free time left, through the shared
// safety layer. The first call only makes the offer (nothing written); a later call with the same
// arguments, after the client's explicit yes to that offer, puts the client on the list (once).
import type { TBrainTurnInput } from '../types.js';
import type { TToolArgs } from './tool-defs.js';
import { resolveServicePro } from './resolve.js';
import { periodWindow } from './tool-request.js';
import { minutesOf, type TToolRunState } from './tool-support.js';

export async function joinWaitlistTool(input: TBrainTurnInput, run: TToolRunState, args: TToolArgs<'join_waitlist'>): Promise<object> {
  const asked = resolveServicePro(input, args.service, args.professional);
  if (!asked.ok) return { error: asked.error };
  const { service, calendarId } = asked.value;
  let window = periodWindow(input, args.period);
  if (args.from || args.to) window = { from: args.from ? minutesOf(args.from) : 0, to: args.to ? minutesOf(args.to) : 1440 };
  if (window && window.from >= window.to) return { error: 'janela de horário vazia: from deve ser antes de to' };
  if (!input.tools.joinWaitlist) return { error: 'lista de espera indisponível; ofereça outro dia' };
  const r = await input.tools.joinWaitlist({ serviceId: service.id, calendarId, date: args.date, window });
  if (r.ok) {
    if (!r.value.already) run.actions.push({ type: 'join_waitlist', detail: r.value.date });
    return {
      ok: true,
      written: !r.value.already,
      already_on_list: r.value.already,
      day: r.value.date,
      service: r.value.service_title,
      professional: r.value.professional,
      instruction: r.value.already
        ? 'O cliente já estava nessa lista de espera: diga isso, nada novo foi gravado.'
        : 'Confirme ao cliente que ele está na lista de espera desse dia e que será avisado por aqui se abrir uma vaga.',
    };
  }
  if (r.reason === 'needs_agreement')
    return {
      ok: false,
      written: false,
      needs_agreement: true,
      offer: r.message,
      instruction:
        'Nada foi gravado. Mostre esta oferta ao cliente (junto dos horários alternativos) e espere a resposta. Só chame join_waitlist de novo, com os mesmos argumentos, depois de um sim explícito a ela.',
    };
  return { ok: false, error: r.message };
}
