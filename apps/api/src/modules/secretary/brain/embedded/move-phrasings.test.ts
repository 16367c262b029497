// Moves said without a verb of moving: another slot for "meu corte", a time "em vez de" another, a shift
// by an amount, "mais cedo / mais tarde", a can't-go that asks another day. Each is one change of the
// same appointment, proposed first; never a second booking, never a cancel.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

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
