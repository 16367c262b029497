// Issue 9: what the OpenAI-compatible brain knows (the prompt the fake LLM receives) and how a named
// professional, several services and a booking for someone else reach the agenda tools.
import { startFakeLlm, type FakeLlm } from '@agenda/fakes/llm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brainOn, callOnce, recordingTools, turnInput } from './llm-support.js';

let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm({ apiKey: 'sk-test' });
});
afterAll(async () => llm.close());

const appt = (id: string, iso: string, over: Record<string, unknown> = {}) => ({
  id,
  service_id: 'svc-corte',
  service_title: 'Corte',
  start_at: new Date(iso),
  status: 'scheduled',
  calendar_id: 'cal-joao',
  professional: 'João',
  ...over,
});

describe('the prompt the model receives', () => {
  let prompt: string;
  beforeAll(async () => {
    const { tools } = recordingTools({
      upcoming: [appt('sch-next', '2026-11-27T17:00:00Z', { display_name: 'Pedrinho' })],
      history: [
        appt('sch-old', '2026-10-30T14:00:00Z', { service_id: 'svc-barba', service_title: 'Barba' }),
        appt('sch-gone', '2026-10-01T14:00:00Z', { status: 'canceled', professional: 'Ana Paula' }),
      ],
    });
    llm.script({ content: 'Olá!' });
    await brainOn(llm).turn(turnInput(tools, 'oi'));
    const messages = llm.requests.at(-1)!.body.messages;
    expect(messages[0].role).toBe('system');
    prompt = messages[0].content as string;
  });

  it("states today's weekday and date in the company's timezone, and the dates of the next days", () => {
    expect(prompt).toContain('Agora: terça-feira, 24/11, às 10:00 de 2026 (2026-11-24, terça-feira; fuso America/Sao_Paulo)');
    expect(prompt).toContain('sexta-feira, 27/11 = 2026-11-27');
    expect(prompt).toContain('segunda-feira, 30/11 = 2026-11-30');
  });

  it('lists each service with who performs it and its synonyms, and each professional with aliases and services', () => {
    expect(prompt).toContain('- Corte (id svc-corte, 30 min, R$ 40,00; quem faz: João, Ana Paula)');
    expect(prompt).toContain('- Barba (id svc-barba, 30 min, R$ 40,00; também chamado: barboterapia; quem faz: João)');
    expect(prompt).toContain('- João (id cal-joao; apelidos: Jota; faz: Corte, Barba)');
    expect(prompt).toContain('- Ana Paula (id cal-ana; faz: Corte)');
  });

  it('gives the address, the hours per weekday with the closed days, and the parts of the day', () => {
    expect(prompt).toContain('Endereço: Rua das Flores, 120 - Centro.');
    expect(prompt).toContain('- segunda-feira: fechado');
    expect(prompt).toContain('- domingo: fechado');
    expect(prompt).toContain('- terça-feira: 09:00–12:00 e 13:00–19:00');
    expect(prompt).toContain('Partes do dia: manhã (manha) 05:00–12:00, tarde 12:00–18:00, noite 18:00–23:59.');
  });

  it("shows the client's upcoming and recent appointments with the professional (canceled ones left out)", () => {
    expect(prompt).toContain('- Corte com João, sexta-feira, 27/11, às 14:00 (id sch-next, scheduled, para Pedrinho)');
    expect(prompt).toContain('- Barba com João, sexta-feira, 30/10, às 11:00 (id sch-old, scheduled)');
    expect(prompt).not.toContain('sch-gone');
  });

  it('states the consent rules: a full proposal before any write, a question is never agreement', () => {
    expect(prompt).toContain('o serviço, o profissional, o dia da semana com a data e o horário');
    expect(prompt).toContain('Uma pergunta ("tem vaga às 15h?") nunca é concordância');
    expect(prompt).toContain('Cancelar exige um "sim" explícito');
    expect(prompt).toContain('use reschedule_appointment (uma só troca)');
  });
});

describe('professionals, visits and bookings for someone else reach the agenda tools', () => {
  it('"com o João" reaches findSlots with João\'s calendar, by name or by alias', async () => {
    for (const name of ['o João', 'joao', 'Jota', 'cal-joao']) {
      const { tools, calls } = recordingTools();
      const { result } = await callOnce(llm, tools, 'find_free_slots', {
        services: [{ service: 'corte', professional: name }],
        date: '2026-11-27',
        period: 'manha',
      });
      expect(calls.map((c) => c.tool)).toEqual(['findSlots']);
      expect(calls[0]!.args).toMatchObject({ serviceId: 'svc-corte', calendarId: 'cal-joao' });
      expect(calls[0]!.args.from).toEqual(new Date('2026-11-27T08:00:00Z'));
      expect(calls[0]!.args.to).toEqual(new Date('2026-11-27T15:00:00Z'));
      expect(result.slots[0]).toMatchObject({ professional: 'João', label: 'sexta-feira, 27/11, às 05:00 com João' });
    }
  });

  it('a professional who does not perform the service is refused, naming who does; nothing is searched', async () => {
    const { tools, calls } = recordingTools();
    const { result } = await callOnce(llm, tools, 'find_free_slots', {
      services: [{ service: 'barba', professional: 'Ana' }],
      date: '2026-11-27',
    });
    expect(result.error).toBe('Ana Paula não faz Barba. Quem faz Barba: João. Diga isso ao cliente.');
    const book = await callOnce(llm, tools, 'book_appointment', {
      services: [{ service: 'barba', professional: 'Ana' }],
      start_at: '2026-11-27T10:00',
    });
    expect(book.result.error).toMatch(/não faz Barba/);
    expect(calls).toEqual([]);
  });

  it('book_appointment passes the professional and the name of the person the visit is for', async () => {
    const { tools, calls } = recordingTools();
    const { result } = await callOnce(llm, tools, 'book_appointment', {
      services: [{ service: 'Corte', professional: 'João' }],
      start_at: '2026-11-27T10:00',
      for_name: 'Pedrinho',
    });
    expect(calls.find((c) => c.tool === 'bookVisit')!.args).toEqual({
      scheduleId: null,
      startAt: new Date('2026-11-27T13:00:00Z'),
      items: [{ serviceId: 'svc-corte', calendarId: 'cal-joao' }],
      displayName: 'Pedrinho',
    });
    expect(result.booked).toEqual([
      {
        schedule_id: expect.any(String),
        service: 'Corte',
        professional: 'João',
        when: 'sexta-feira, 27/11, às 10:00',
        for_name: 'Pedrinho',
      },
    ]);
  });

  it('several services are one visit call, back to back, each with its own professional', async () => {
    const { tools, calls } = recordingTools();
    const { result, turn } = await callOnce(llm, tools, 'book_appointment', {
      services: [{ service: 'Corte', professional: 'Ana' }, { service: 'barboterapia' }],
      start_at: '2026-11-27T10:00',
    });
    expect(calls.map((c) => c.tool)).toEqual(['bookVisit']);
    expect(calls[0]!.args).toMatchObject({
      startAt: new Date('2026-11-27T13:00:00Z'),
      items: [
        { serviceId: 'svc-corte', calendarId: 'cal-ana' },
        { serviceId: 'svc-barba', calendarId: null },
      ],
    });
    expect(result.booked.map((b: { when: string }) => b.when)).toEqual(['sexta-feira, 27/11, às 10:00', 'sexta-feira, 27/11, às 10:30']);
    expect(turn.actions.map((a) => a.type)).toEqual(['book', 'book']);
  });

  it("a service added to an existing appointment names it; an appointment that is not the client's is refused", async () => {
    const { tools, calls } = recordingTools({ upcoming: [appt('sch-next', '2026-11-27T17:00:00Z')] });
    await callOnce(llm, tools, 'book_appointment', {
      services: [{ service: 'Barba' }],
      start_at: '2026-11-27T14:00',
      schedule_id: 'sch-next',
    });
    expect(calls[0]!.args).toMatchObject({ scheduleId: 'sch-next', items: [{ serviceId: 'svc-barba', calendarId: null }] });
    const other = await callOnce(llm, tools, 'book_appointment', {
      services: [{ service: 'Barba' }],
      start_at: '2026-11-27T14:00',
      schedule_id: 'sch-x',
    });
    expect(other.result.error).toMatch(/não encontrado/);
    expect(calls).toHaveLength(1);
  });

  it('the answer to a reminder is tied to its appointment in the prompt', async () => {
    const { tools } = recordingTools({ upcoming: [appt('sch-next', '2026-11-27T17:00:00Z')] });
    llm.script({ content: 'Ok!' });
    await brainOn(llm).turn(turnInput(tools, 'sim', { reply_to_schedule_id: 'sch-next' }));
    const prompt = llm.requests.at(-1)!.body.messages[0].content as string;
    expect(prompt).toContain(
      'respondendo ao lembrete deste agendamento (schedule_id sch-next): Corte com João, sexta-feira, 27/11, às 14:00',
    );
  });

  it('find_free_slots for a visit keeps only the times at which every service fits back to back', async () => {
    const { tools, calls } = recordingTools({ taken: [new Date('2026-11-27T21:00:00Z')] });
    const { result } = await callOnce(llm, tools, 'find_free_slots', {
      services: [{ service: 'Corte' }, { service: 'Barba', professional: 'João' }],
      date: '2026-11-27',
      period: 'tarde',
    });
    expect(calls[1]!.args).toMatchObject({ serviceId: 'svc-barba', calendarId: 'cal-joao' });
    // 18:00 local is taken, so a Corte at 17:30 has no Barba right after: the last visit starts at 17:00.
    expect(result.slots.at(-1)).toMatchObject({ start_at: '2026-11-27T17:00', visit: ['Corte às 17:00', 'Barba às 17:30'] });
    expect(result.slots[0]).toMatchObject({ start_at: '2026-11-27T12:00', visit: ['Corte às 12:00', 'Barba às 12:30'] });
  });

  it('a closed day is answered with the days the business opens; a past time is refused kindly', async () => {
    const { tools, calls } = recordingTools();
    const closed = await callOnce(llm, tools, 'find_free_slots', { services: [{ service: 'Corte' }], date: '2026-11-30' });
    expect(closed.result).toMatchObject({ slots: [], closed: true });
    expect(closed.result.message).toContain('Fechado na segunda-feira. Abre: terça-feira, quarta-feira, quinta-feira, sexta-feira, sábado');
    const past = await callOnce(llm, tools, 'book_appointment', { services: [{ service: 'Corte' }], start_at: '2026-11-23T10:00' });
    expect(past.result.error).toContain('Esse horário já passou: agora é terça-feira, 24/11, às 10:00.');
    expect(calls).toEqual([]);
  });
});
