// Moves said without a verb of moving: another slot for "meu corte", a time "em vez de" another, a shift
// by an amount, "mais cedo / mais tarde", a can't-go that asks another day. Each is one change of the
// same appointment, proposed first; never a second booking, never a cancel.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';
import { shiftOf } from './shift-amount.js';

const clock = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }).format(d);
const day = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(d);

// The owner's setting the eval businesses use: every write is proposed first.
const confirming = { settings: { is_assistant_schedule_entry_confirm: true } };

async function moveOf(ask: string, answer = 'pode') {
  const r = await talk(['corte sexta às 10h', 'sim', 'valeu', ask, answer], confirming);
  const active = r.agenda.schedules.filter((s) => s.status !== 'canceled');
  return { ...r, active };
}

describe('a move said without a verb of moving', () => {
  it('"queria marcar pra outro horário meu corte de sexta, tem 14h?"', async () => {
    const { out, actions, active } = await moveOf('queria marcar pra outro horário meu corte de sexta, tem 14h?');
    expect(out[3]).toMatch(/sexta-feira, 28\/11, às 14:00/);
    expect(actions[3]?.filter((a) => a.type !== 'find_slots')).toEqual([]);
    expect(actions[4]?.map((a) => a.type)).toEqual(['reschedule']);
    expect(active.map((s) => clock(s.start_at))).toEqual(['14:00']);
  });

  it('"tem como ser 15h em vez de 10h o corte de sexta?": the new time is the one before "em vez de"', async () => {
    const { out, active } = await moveOf('tem como ser 15h em vez de 10h o corte de sexta?');
    expect(out[3]).toMatch(/para sexta-feira, 28\/11, às 15:00/);
    expect(active.map((s) => clock(s.start_at))).toEqual(['15:00']);
  });

  it('"atrasa 1 hora pra mim sexta?" shifts it by the amount; "vou me atrasar 10 min" asks nothing', async () => {
    const { out, active } = await moveOf('atrasa 1 hora pra mim sexta?');
    expect(out[3]).toMatch(/para sexta-feira, 28\/11, às 11:00/);
    expect(active.map((s) => clock(s.start_at))).toEqual(['11:00']);
    const late = await talk(['corte sexta às 10h', 'sim', 'valeu', 'vou me atrasar 10 min sexta, tudo bem?']);
    expect(late.actions[3]?.map((a) => a.type) ?? []).not.toContain('reschedule');
    expect(late.out[3]).not.toMatch(/remarcar/);
  });

  it('"vou me atrasar sexta, dá pra ser meia hora depois?" asks the shift; an amount after a service does not', async () => {
    const { out, active } = await moveOf('vou me atrasar sexta 😩 da pra ser meia hora depois?', 'fechou, valeu');
    expect(out[3]).toMatch(/para sexta-feira, 28\/11, às 10:30/);
    expect(active.map((s) => clock(s.start_at))).toEqual(['10:30']);
    const earlier = await moveOf('consegue 1h mais cedo sexta?');
    expect(earlier.active.map((s) => clock(s.start_at))).toEqual(['09:00']);
    expect(shiftOf('a barba pode ser meia hora depois do corte?')).toBeNull();
    expect(shiftOf('cheguei meia hora depois')).toBeNull();
  });

  it('"consegue mais tarde? de tarde de preferência" offers only later times that day', async () => {
    const { out } = await talk([
      'corte sexta às 10h',
      'sim',
      'valeu',
      'meu horário de sexta é às 10h, consegue mais tarde? de tarde de preferência',
    ]);
    const times = [...out[3]!.matchAll(/(\d{2}):(\d{2})/g)].map((m) => Number(m[1]));
    expect(out[3]).toMatch(/sexta-feira, 28\/11/);
    expect(times.filter((h) => h !== 10).every((h) => h >= 12)).toBe(true);
  });

  it('"não vou conseguir ir sexta, pode ser sábado? mesmo horário" moves it, never cancels', async () => {
    const { out, actions, active } = await moveOf('não vou conseguir ir sexta, pode ser sábado? mesmo horário', 'pode sim, obrigado');
    expect(out[3]).not.toMatch(/cancelamento/);
    expect(actions[4]?.map((a) => a.type)).toEqual(['reschedule']);
    expect(active.map((s) => `${day(s.start_at)} ${clock(s.start_at)}`)).toEqual(['2025-11-29 10:00']);
  });

  it('"isso, pode trocar pra 15h" to a move proposed for 15h writes it; to one for 16h it does not', async () => {
    const agreed = await talk(
      ['corte sexta às 10h', 'sim', 'valeu', 'passa meu corte de sexta pras 15h', 'isso, pode trocar pra 15h'],
      confirming,
    );
    expect(agreed.actions[4]?.map((a) => a.type)).toEqual(['reschedule']);
    const other = await talk(
      ['corte sexta às 10h', 'sim', 'valeu', 'passa meu corte de sexta pras 16h', 'isso, pode trocar pra 15h'],
      confirming,
    );
    expect(other.actions[4]?.map((a) => a.type) ?? []).not.toContain('reschedule');
  });
});

describe('moves said without a verb of moving, or with a cancel that puts it elsewhere', () => {
  const opts = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
  // Saturday 29/11/2025 09:00 and 10:00 in São Paulo, with Dudu.
  const cut = { serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-29T12:00:00Z') };
  const beard = { serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-11-29T13:00:00Z') };
  const active = <T extends { status: string }>(agenda: { schedules: T[] }) => agenda.schedules.filter((s) => s.status !== 'canceled');

  it('"desmarca meu corte de sábado e põe na terça 17h, sábado surgiu um compromisso" moves it to Tuesday', async () => {
    const { out, actions, agenda } = await talk(
      ['desmarca meu corte de sabado e poe na terça 17h pfv, sabado surgiu um compromisso', 'blz'],
      { ...opts, had: [cut] },
    );
    expect(out[0]).toMatch(/terça-feira, 02\/12, às 17:00/);
    expect(actions[0]).toEqual([]);
    expect(actions[1]?.map((a) => a.type)).toEqual(['reschedule']);
    expect(active(agenda)).toHaveLength(1);
  });

  it('"aquela minha barba de sábado, dá pra ser mais cedo?" offers times for it, and the pick moves it', async () => {
    // (The pick with the move's own verb, "troca", is the yes to that time of the list: written, as a booking's
    // "pode ser as 8, pode marcar" is; a pick alone is proposed first.)
    const { out, actions, agenda } = await talk(['aquela minha barba de sabado, da p ser mais cedo?', '8h ta otimo, troca pfv'], {
      ...opts,
      had: [beard],
    });
    expect(out[0]).toMatch(/08:00/);
    expect(actions[0]?.filter((a) => a.type !== 'find_slots')).toEqual([]);
    expect(actions[1]?.map((a) => a.type)).toEqual(['reschedule']);
    const alone = await talk(['aquela minha barba de sabado, da p ser mais cedo?', '8h ta otimo'], { ...opts, had: [beard] });
    expect(alone.actions[1]?.filter((a) => a.type !== 'find_slots')).toEqual([]);
    expect(active(agenda)).toHaveLength(1);
    expect(clock(active(agenda)[0]!.start_at)).toBe('08:00');
  });

  it('"a barba dá pra passar pras 11h? o corte deixa como tá" moves the beard only, never a new visit', async () => {
    const { out, actions, agenda } = await talk(
      ['sabado eu tenho corte e barba ne? a barba da p passar p 11h? o corte deixa como ta', 'pode sim'],
      { ...opts, had: [cut, beard] },
    );
    expect(out[0]).toMatch(/Barba/);
    expect(out[0]).toMatch(/11:00/);
    expect(actions[1]?.map((a) => a.type)).toEqual(['reschedule']);
    expect(active(agenda)).toHaveLength(2);
    expect(agenda.schedules.find((s) => s.service_id === 's1')!.start_at.toISOString()).toBe('2025-11-29T12:00:00.000Z');
  });
});
