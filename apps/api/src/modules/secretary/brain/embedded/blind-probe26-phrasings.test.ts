// What the probe26 set found (session 31): "ter" for Tuesday, "q horas q ficou", "quais sessões eu tenho
// marcadas", "mais uma… mesmo horário das outras", a word two held services share in a cancel, "preciso fazer jejum
// pra consulta?" beside a booking, "é pra Lurdes" with the yes, "obrigada!" is no name, "fechou, troca lá", and
// "logo depois dessa consulta".
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { detectIntents } from './intents.js';
import { otherNameIn } from './other-name.js';
import { normalize } from './text.js';
import { AFTER_ME_RE } from './visit-anchor.js';
import { talk } from './test-talk.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };

describe('words', () => {
  it('"tem algo ter de manhã?" is Tuesday; "vou ter que sair" is the verb', () => {
    expect(normalize('tem algo ter de manhã?')).toMatch(/\bterca de manha\b/);
    expect(normalize('ter ou qua a tarde')).toMatch(/^terca ou quarta/);
    expect(normalize('vou ter que sair')).toBe('vou ter que sair');
    expect(normalize('pra ter de manha')).toMatch(/\bter de manha\b/);
  });

  it('"q horas q ficou meu corte?", "quais sessões eu tenho marcadas?" ask about what is held', () => {
    for (const said of ['fala, q horas q ficou meu corte de sexta mesmo?', 'quais sessões de fisio eu tenho marcadas semana que vem?'])
      expect(detectIntents(normalize(said)).myAppointments, said).toBe(true);
  });

  it('"fechou, troca lá" agrees to a move; "obrigada!" is no name; "logo depois dessa consulta" is after the one held', () => {
    expect(agreementOf('fechou, troca lá', { action: 'move', minutes: 480 })).toBe('agree');
    expect(otherNameIn('obrigada!')).toBeNull();
    expect(otherNameIn('Lurdes')).toBe('Lurdes');
    expect(AFTER_ME_RE.test(normalize('queria marcar no mesmo dia, logo depois dessa consulta'))).toBe(true);
  });
});

describe('in a conversation', () => {
  it('"isso, pode marcar. é pra Lurdes" gives the name of "minha mãe": asked once, never taken as a name again', async () => {
    const { out, actions } = await talk(
      ['quero marcar uma barba pra minha mae amanha as 15h', 'isso, pode marcar. é pra Lurdes', 'sim', 'obrigada!'],
      confirming,
    );
    expect(out[0]).toMatch(/Qual é o nome da sua mãe/);
    expect(out[1]).toMatch(/Posso confirmar \*Barba\*/);
    expect(actions[2]!.map((a) => a.type)).toEqual(['book']);
    expect(out[2]).toMatch(/para \*Lurdes\*/);
    expect(out[3]).not.toMatch(/Obrigada/);
  });

  it('"quero marcar mais uma sexta, mesmo horário das outras" books one more of what is held, at their time', async () => {
    // Two beards held, both at 14:00 (Tuesday 02/12 and Wednesday 03/12).
    const had = [
      { serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-12-02T17:00:00Z') },
      { serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-12-03T17:00:00Z') },
    ];
    const { out } = await talk(['quero marcar mais uma na sexta dia 5, mesmo horario das outras'], { ...confirming, had });
    expect(out[0]).toMatch(/\*Barba\*/);
    expect(out[0]).toMatch(/05\/12.*14:00/);
  });
});
