// Issue 9: the OpenAI-compatible brain's tools as the model receives them (over the fake LLM's
// chat-completions wire), and each tool called with good and with bad arguments: a bad one is a
// tool error the model reads, never a crash and never a call to the agenda.
import { startFakeLlm, type FakeLlm } from '@agenda/fakes/llm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brainOn, callOnce, recordingTools, turnInput } from './llm-support.js';

let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm({ apiKey: 'sk-test' });
});
afterAll(async () => llm.close());

type TToolDef = { type: string; function: { name: string; description: string; parameters: Record<string, any> } };

describe('the tools as the model receives them', () => {
  let defs: Map<string, TToolDef['function']>;
  beforeAll(async () => {
    llm.script({ content: 'Olá!' });
    await brainOn(llm).turn(turnInput(recordingTools().tools, 'oi'));
    const body = llm.requests.at(-1)!.body;
    expect(body.tool_choice).toBe('auto');
    expect(body.tools.every((t: TToolDef) => t.type === 'function')).toBe(true);
    defs = new Map(body.tools.map((t: TToolDef) => [t.function.name, t.function]));
  });

  it('offers every tool, each with a description and a closed JSON-schema object', () => {
    expect([...defs.keys()].sort()).toEqual([
      'answer_from_faq',
      'book_appointment',
      'cancel_appointment',
      'confirm_appointment',
      'find_free_slots',
      'join_waitlist',
      'list_my_appointments',
      'list_professionals',
      'list_services',
      'record_request',
      'replace_service',
      'reschedule_appointment',
      'save_client_name',
      'transfer_to_human',
    ]);
    for (const [name, def] of defs) {
      expect(def.description.length, name).toBeGreaterThan(20);
      expect(def.parameters, name).toMatchObject({ type: 'object', additionalProperties: false });
      expect(def.parameters.$schema, name).toBeUndefined();
    }
  });

  it('find_free_slots takes the visit (services, each with an optional professional), the day and the part of the day', () => {
    const p = defs.get('find_free_slots')!.parameters;
    expect(p.required).toEqual(['services', 'date']);
    expect(p.properties.services).toMatchObject({ type: 'array', minItems: 1, maxItems: 4 });
    expect(p.properties.services.items).toMatchObject({ type: 'object', required: ['service'], additionalProperties: false });
    expect(Object.keys(p.properties.services.items.properties)).toEqual(['service', 'professional']);
    expect(p.properties.services.items.properties.professional.description).toMatch(/nome\/apelido/);
    expect(p.properties.period.enum).toEqual(['manha', 'tarde', 'noite', 'qualquer']);
    expect(p.properties.date.pattern).toBeDefined();
    expect(p.properties.schedule_id.description).toMatch(/remarca/);
    expect(defs.get('find_free_slots')!.description).toMatch(/nada é gravado/);
  });

  it('book_appointment takes the visit, a local start, for_name and the appointment it adds to; says it only proposes without agreement', () => {
    const def = defs.get('book_appointment')!;
    expect(def.parameters.required).toEqual(['services', 'start_at']);
    expect(Object.keys(def.parameters.properties)).toEqual(['services', 'start_at', 'for_name', 'schedule_id']);
    expect(def.parameters.properties.for_name.description).toMatch(/outra|não é o próprio cliente/);
    expect(def.parameters.properties.schedule_id.description).toMatch(/acrescentar serviços/);
    expect(def.description).toMatch(/todos juntos ou nenhum/);
    expect(def.description).toMatch(/só cria a proposta/);
    expect(def.description).toMatch(/Nunca use para mudar o horário/);
  });

  it('reschedule is one move with an optional professional; cancel needs an explicit yes', () => {
    const move = defs.get('reschedule_appointment')!;
    expect(move.parameters.required).toEqual(['schedule_id', 'start_at']);
    expect(Object.keys(move.parameters.properties)).toEqual(['schedule_id', 'start_at', 'professional']);
    expect(move.description).toMatch(/numa só troca/);
    expect(defs.get('cancel_appointment')!.parameters.required).toEqual(['schedule_id']);
    expect(defs.get('cancel_appointment')!.description).toMatch(/"sim" explícito/);
    expect(defs.get('list_professionals')!.parameters.properties.service).toBeDefined();
    expect(defs.get('list_my_appointments')!.parameters.properties.when.enum).toEqual(['upcoming', 'history']);
  });

  it('record_request takes the services, the professional, the day, the part of the day or a window, and the person', () => {
    const def = defs.get('record_request')!;
    expect(def.parameters.required ?? []).toEqual([]);
    expect(Object.keys(def.parameters.properties)).toEqual(['services', 'professional', 'date', 'period', 'from', 'to', 'for_name']);
    expect(def.parameters.properties.period.enum).toEqual(['manha', 'tarde', 'noite', 'qualquer']);
    expect(def.parameters.properties.from.pattern).toBeDefined();
    expect(def.description).toMatch(/contradizem o pedido são recusad/);
  });

  it('replace_service is one change of an appointment to another service, proposed before written', () => {
    const def = defs.get('replace_service')!;
    expect(def.parameters.required).toEqual(['schedule_id', 'service']);
    expect(Object.keys(def.parameters.properties)).toEqual(['schedule_id', 'service', 'professional', 'start_at']);
    expect(def.description).toMatch(/numa só troca/);
    expect(def.description).toMatch(/só cria a proposta/);
  });
});

describe('each tool with good and bad arguments', () => {
  const day = '2026-11-25';
  const cases: Array<{ name: string; good: Record<string, unknown>; bad: Record<string, unknown> | string; check: (r: any) => void }> = [
    {
      name: 'list_services',
      good: {},
      bad: { extra: 1 },
      check: (r) => expect(r[1]).toMatchObject({ title: 'Barba', professionals: ['João'] }),
    },
    {
      name: 'list_professionals',
      good: { service: 'barba' },
      bad: { service: 42 },
      check: (r) => expect(r.professionals).toEqual([{ id: 'cal-joao', name: 'João', aliases: ['Jota'], services: ['Corte', 'Barba'] }]),
    },
    {
      name: 'find_free_slots',
      good: { services: [{ service: 'Corte' }], date: day, period: 'tarde' },
      bad: { services: [], date: '25/11' },
      check: (r) => expect(r.slots[0].start_at).toBe('2026-11-25T12:00'),
    },
    {
      name: 'book_appointment',
      good: { services: [{ service: 'Corte', professional: 'Ana' }], start_at: '2026-11-25T15:00' },
      bad: { services: [{ service: 'Corte' }], start_at: '2026-11-25 15h' },
      check: (r) =>
        expect(r.booked[0]).toMatchObject({ service: 'Corte', professional: 'Ana Paula', when: 'quarta-feira, 25/11, às 15:00' }),
    },
    {
      name: 'reschedule_appointment',
      good: { schedule_id: 'sch-old', start_at: '2026-11-26T10:00' },
      bad: { schedule_id: '', start_at: '2026-11-26T10:00' },
      check: (r) => expect(r.moved.when).toBe('quinta-feira, 26/11, às 10:00'),
    },
    {
      name: 'record_request',
      good: { services: ['Corte', 'barboterapia'], professional: 'Jota', date: day, period: 'tarde' },
      bad: { period: 'madrugada' },
      check: (r) => expect(r).toEqual({ ok: true, recorded: true }),
    },
    {
      name: 'replace_service',
      good: { schedule_id: 'sch-old', service: 'Barba' },
      bad: { schedule_id: 'sch-old', start_at: '27/11 15h' },
      check: (r) => expect(r.now).toMatchObject({ service: 'Barba', when: 'sexta-feira, 27/11, às 14:00' }),
    },
    {
      name: 'join_waitlist',
      good: { service: 'Corte', professional: 'Ana', date: day, period: 'tarde' },
      bad: { service: 'Corte', date: day, period: 'madrugada' },
      // Only the offer: nothing is written before the client's yes (the safety layer decides).
      check: (r) =>
        expect(r).toMatchObject({ ok: false, written: false, needs_agreement: true, offer: expect.stringMatching(/lista de espera/) }),
    },
    { name: 'cancel_appointment', good: { schedule_id: 'sch-old' }, bad: {}, check: (r) => expect(r.ok).toBe(true) },
    { name: 'confirm_appointment', good: { schedule_id: 'sch-old' }, bad: { schedule_id: null }, check: (r) => expect(r.ok).toBe(true) },
    { name: 'list_my_appointments', good: {}, bad: { when: 'amanhã' }, check: (r) => expect(r[0].schedule_id).toBe('sch-old') },
    {
      name: 'answer_from_faq',
      good: { question: 'aceita pix?' },
      bad: { question: '' },
      check: (r) => expect(r.answer).toMatch(/pix/),
    },
    { name: 'save_client_name', good: { name: 'Rafael Souza' }, bad: { name: 'R' }, check: (r) => expect(r.ok).toBe(true) },
    { name: 'transfer_to_human', good: { reason: 'pediu uma pessoa' }, bad: { reason: 7 }, check: (r) => expect(r.ok).toBe(true) },
  ];
  const existing = () => ({
    id: 'sch-old',
    service_id: 'svc-corte',
    service_title: 'Corte',
    start_at: new Date('2026-11-27T17:00:00Z'),
    status: 'scheduled',
    calendar_id: 'cal-joao',
    professional: 'João',
  });

  for (const c of cases) {
    it(`${c.name}: good arguments run; bad ones are a tool error and touch nothing`, async () => {
      const good = recordingTools({ upcoming: [existing()] });
      const ok = await callOnce(llm, good.tools, c.name, c.good);
      expect(ok.result.error, JSON.stringify(ok.result)).toBeUndefined();
      c.check(ok.result);
      expect(ok.turn.run.error).toBeNull();
      const bad = recordingTools({ upcoming: [existing()] });
      const refused = await callOnce(llm, bad.tools, c.name, c.bad);
      expect(refused.result.error).toBe('argumentos inválidos');
      expect(refused.result.details.length).toBeGreaterThan(0);
      expect(bad.calls).toEqual([]);
      expect(refused.turn.replies).toEqual(['ok']);
    });
  }

  it('record_request hands the safety layer the ids, the day and the window; find_free_slots records what it searched', async () => {
    const { tools, calls, constrained } = recordingTools();
    await callOnce(llm, tools, 'record_request', { services: ['Corte', 'barba'], professional: 'Jota', date: day, from: '15:00' });
    expect(constrained).toEqual([
      { serviceIds: ['svc-corte', 'svc-barba'], calendarId: 'cal-joao', date: day, window: { from: 900, to: 1440 } },
    ]);
    expect(calls).toEqual([]);
    const search = recordingTools();
    await callOnce(llm, search.tools, 'find_free_slots', {
      services: [{ service: 'Corte', professional: 'Ana' }],
      date: day,
      period: 'manha',
    });
    expect(search.constrained).toEqual([{ serviceIds: ['svc-corte'], date: day, window: { from: 300, to: 720 }, calendarId: 'cal-ana' }]);
    const empty = await callOnce(llm, recordingTools().tools, 'record_request', { from: '15:00', to: '11:00' });
    expect(empty.result.error).toMatch(/janela de horário vazia/);
  });

  it('arguments that are not JSON, and an unknown tool, are errors the model reads', async () => {
    const { tools, calls } = recordingTools();
    const broken = await callOnce(llm, tools, 'book_appointment', '{"services": [');
    expect(broken.result).toEqual({ error: 'argumentos inválidos', details: ['os argumentos não são um JSON válido'] });
    const unknown = await callOnce(llm, tools, 'delete_everything', {});
    expect(unknown.result.error).toBe('ferramenta desconhecida: delete_everything');
    expect(calls).toEqual([]);
  });

  it('an unknown service or professional is named back with the real catalogue', async () => {
    const { tools, calls } = recordingTools();
    const svc = await callOnce(llm, tools, 'find_free_slots', { services: [{ service: 'Luzes' }], date: day });
    expect(svc.result.error).toBe('Serviço "Luzes" não encontrado. Os serviços são: Corte, Barba.');
    const pro = await callOnce(llm, tools, 'find_free_slots', { services: [{ service: 'Corte', professional: 'Carlos' }], date: day });
    expect(pro.result.error).toBe('Profissional "Carlos" não encontrado. A equipe: João, Ana Paula.');
    expect(calls).toEqual([]);
  });
});
