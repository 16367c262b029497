// What the probe48 set found: "amanhã não vai dar… jogar pro outro sábado" kept the appointment where it was;
// "sábado vou ter q viajar" after the new day became the new day; "ela sai da escola 12h30" was a time asked;
// "prefiro passar primeiro com a nutricionista" was a move, and "tem sexta tb?" added the service; "e segunda?"
// picked the second time; "minha filha de 14 anos tá querendo cortar" and "o nome é Manuela" were not read; "ela fez
// minha escova" switched the service; "vcs tem psicólogo?" and "pigmentação de barba" got no "não temos".
import { describe, expect, it } from 'vitest';
import { agreementOf, asksToMove } from '../../consent.js';
import { parseTimePref } from './dates.js';
import { normalize } from './text.js';
import { splitReschedule } from './reschedule-split.js';
import { withoutWeekdays } from './weekday-ordinals.js';
import { booksForThem, otherNameIn } from './other-name.js';
import { withoutReasons } from './reasons.js';
import { talk } from './test-talk.js';

const TZ = 'America/Sao_Paulo';
const friday = new Date('2026-03-06T21:30:00Z'); // Friday 06/03/2026, 18:30 in São Paulo

describe('probe48 phrasings', () => {
  it('a move to "o outro sábado" from this Saturday is a week on; a day the client is away is no new day', () => {
    const split = (t: string) => splitReschedule(normalize(t), friday, TZ);
    expect(split('amanha nao vai dar pra mim nem pro meu moleque, consegue jogar os dois pro outro sabado no mesmo horario?')).toEqual({
      oldPref: { date: '2026-03-07' },
      newPref: { date: '2026-03-14', same_time: true },
    });
    const thursday = new Date('2026-03-05T13:00:00Z');
    expect(
      splitReschedule(normalize('consegue passar a unha pra sexta no msm horario? sabado vou ter q viajar'), thursday, TZ).newPref,
    ).toEqual({
      date: '2026-03-06',
      same_time: true,
    });
  });

  it('a yes followed by a question of any kind is no yes yet (the question is answered, the proposal asked again)', () => {
    const at = { action: 'book' as const, minutes: 10 * 60 + 30 };
    expect(agreementOf('Pode ser. Vcs têm estacionamento?', at)).toBe('none');
    expect(agreementOf('Pode ser. Quanto fica?', at)).toBe('none');
  });

  it('when someone leaves school opens the window; "passar com a nutricionista" is a visit, not a move', () => {
    const tuesday = new Date('2026-03-03T18:00:00Z');
    const pref = parseTimePref(normalize('qual dia tem com a Carla essa semana à tarde? ela sai da escola 12h30'), tuesday, TZ);
    expect(pref.exact_min).toBeUndefined();
    expect(pref.from_min).toBe(13 * 60);
    expect(asksToMove('prefiro passar primeiro com a nutricionista, a fisio fica pra depois')).toBe(false);
    expect(asksToMove('passa minha consulta pra sexta')).toBe(true);
  });

  it('"e segunda?" asks of Monday; the daughter of 14 and her name are read; what she did once is no service asked', () => {
    expect(withoutWeekdays('e segunda ? kkk')).toBeNull();
    expect(withoutWeekdays('a segunda')).toBe('a segunda');
    expect(booksForThem('minha filha de 14 anos ta querendo cortar curtinho')).toBe(true);
    expect(otherNameIn('sexta 15h serve sim, marca pra ela por favor, o nome é Manuela')).toBe('Manuela');
    expect(withoutReasons(normalize('otimo, 11h ta perfeito. faz com a carla? ela fez minha escova e amei'))).not.toMatch(/escova/);
  });

  it('a service we do not offer is said so, by its own words, before what we do', async () => {
    const { out } = await talk(['vcs tem psicólogo?']);
    expect(out[0]).toMatch(/Não temos \*psicólogo\* por aqui/);
    expect(out[0]).toMatch(/Corte masculino/);
    const kind = await talk(['vcs fazem pigmentação de barba?']);
    expect(kind.out[0]).toMatch(/Não fazemos \*pigmentação de barba\* por aqui/);
    const ours = await talk(['vcs tem barba?']);
    expect(ours.out[0]).not.toMatch(/Não (temos|fazemos)/);
  });

  // (probe47's move-two class: "os dois" moved one, or none.)
  it('"os dois" moves both of the day named: one proposal beside the other, one yes writes both', async () => {
    const friday = (hhmm: string) => new Date(`2025-11-28T${hhmm}:00-03:00`);
    const had = [
      { serviceId: 's1', calendarId: 'c1', startAt: friday('10:00') },
      { serviceId: 's2', calendarId: 'c1', startAt: friday('10:30') },
    ];
    const { out, actions, agenda } = await talk(
      ['sexta nao vai dar pra mim, consegue jogar os dois pro sabado no mesmo horario?', 'isso, pode ser'],
      { had, calendars: ['c1', 'c2'], settings: { is_assistant_schedule_entry_confirm: true } },
    );
    expect(out[0]).toMatch(/29\/11, às 10:00/);
    expect(out[0]).toMatch(/29\/11, às 10:30/);
    expect(actions[0]).toEqual([]);
    expect(actions[1]!.map((a) => a.type)).toEqual(['reschedule', 'reschedule']);
    const starts = agenda.schedules.filter((r) => r.status !== 'canceled').map((r) => r.start_at.toISOString());
    expect(starts.sort()).toEqual(['2025-11-29T13:00:00.000Z', '2025-11-29T13:30:00.000Z']);
  });
});
