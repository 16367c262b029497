// What clients say about the appointment they already have (probe19): who does it, how long it takes, a
// time that suits them better, another commitment's time, a "cancela não", a story of the visit they just
// had. Each is answered about that appointment, and nothing is booked, moved or cancelled on the way.
import { describe, expect, it } from 'vitest';
import { detectIntents } from './intents.js';
import { parseTimePref } from './dates.js';
import { normalize } from './text.js';
import { talk, TALK_NOW } from './test-talk.js';

const withTeam = { calendars: ['c1', 'c2'] };
const writes = (actions: Array<{ type: string }> | undefined) =>
  (actions ?? []).filter((a) => ['book', 'reschedule', 'cancel', 'confirm'].includes(a.type)).map((a) => a.type);
const pref = (said: string) => parseTimePref(normalize(said), TALK_NOW, 'America/Sao_Paulo');
// Friday 28/11/2025 10:00 (Corte + Barba, Dudu) and Saturday 29/11 10:00 (Barba, Marcos), in São Paulo.
const twoDays = [
  { serviceId: 's3', calendarId: 'c1', startAt: new Date('2025-11-28T13:00:00Z') },
  { serviceId: 's2', calendarId: 'c2', startAt: new Date('2025-11-29T13:00:00Z') },
];

describe('who does it, and how long it takes', () => {
  it('"o de amanhã é com quem?" names the professional of that day; "quanto tempo demora?" is about it', async () => {
    const r = await talk(['tenho algo marcado?', 'o de amanha é com quem?', 'quanto tempo demora mais ou menos?'], {
      ...withTeam,
      had: twoDays,
    });
    expect(r.out[1]).toMatch(/Corte \+ Barba.*28\/11.*Dudu/);
    expect(r.out[2]).toMatch(/Corte \+ Barba.*1 hora/);
    expect(r.actions.flatMap(writes)).toEqual([]);
  });

  it('"com qual barbeiro fica?" and "é com o dudu ou com o marcos?" about the appointment just made or named', async () => {
    const r = await talk(['quero um corte sexta 10h', 'Com qual barbeiro fica?'], withTeam);
    expect(r.out[1]).toMatch(/Corte masculino.*é com \*Dudu\*/);
    const named = await talk(['e aquele corte e barba de sexta, é com o dudu ou com o marcos?'], { ...withTeam, had: twoDays });
    expect(named.out[0]).toMatch(/Corte \+ Barba.*Dudu/);
    expect(named.out[0]).not.toMatch(/Tenho livre|consigo|Posso confirmar/i);
  });
});

describe('a time that suits the client better', () => {
  it('"adianta pra 8h30" moves to 08:30, not 8 hours earlier; "adianta uma hora" still shifts', async () => {
    const r = await talk(['adianta pra 8h30 se tiver'], { ...withTeam, had: [twoDays[0]!] });
    expect(r.out[0]).toMatch(/08:30/);
    expect(r.out[0]).not.toMatch(/02:00|00:30/);
  });

  it('"minha barba é sábado 10h né? dá pra empurrar pra mais tarde? 10h é mt cedo" offers later times, keeps nothing as is', async () => {
    const r = await talk(['minha barba é sabado 10h ne? da pra empurrar pra mais tarde? 10h é mt cedo pra mim'], {
      ...withTeam,
      had: [twoDays[1]!],
    });
    expect(r.out[0]).not.toMatch(/fica como está/);
    expect(r.out[0]).toMatch(/1[1-7]:\d\d/);
    expect(r.out[0]).not.toMatch(/\b0[89]:\d\d|10:00\b(?!.*continua)/);
  });

  it('"sexta 10h ficou meio ruim, tem como ser mais cedo?" then "8h30 é perfeito, pode trocar" moves it to 08:30', async () => {
    const r = await talk(['Sexta às 10h ficou meio ruim, tem como ser mais cedo no mesmo dia?', '8h30 é perfeito, pode trocar'], {
      ...withTeam,
      had: [twoDays[0]!],
    });
    expect(r.out[0]).not.toMatch(/Não tenho vaga/);
    expect(r.actions[1]).toContainEqual(expect.objectContaining({ type: 'reschedule' }));
    expect(r.out[1]).toMatch(/08:30/);
  });

  it("another commitment's time is never the time asked; the last time offered is", async () => {
    expect(pref('acabei de lembrar q tenho dentista 14h').exact_min).toBeUndefined();
    expect(pref('de tarde na vdd, de manha tenho futebol').from_min).toBe(12 * 60);
    expect(pref('quinta tenho reuniao as 15h, pode ser 17h?').exact_min).toBe(17 * 60);
    const r = await talk(
      [
        'queria cortar sexta a tarde, q horarios tem?',
        'o mais cedo',
        'ih pera, acabei de lembrar q tenho dentista 13h. troca pro último que vc falou',
      ],
      withTeam,
    );
    const offered = [...r.out[0]!.matchAll(/\d\) (\d\d:\d\d)/g)].map((m) => m[1]);
    expect(r.out[2]).toContain(offered.at(-1));
    expect(r.out[2]).not.toMatch(/fica como está/);
  });
});

describe('what is told, not asked', () => {
  it('"cancela não, tá?" proposes no cancel; "vamos manter" keeps the appointment', async () => {
    expect(detectIntents(normalize('cancela não tá, só queria saber o horário')).cancel).toBe(false);
    expect(detectIntents(normalize('cancela, não vou poder ir')).cancel).toBe(true);
    const r = await talk(['Boa tarde. Cancela não tá, só queria saber o horário certinho', 'acho que dá pra ir sim, vamos manter'], {
      ...withTeam,
      had: [twoDays[0]!],
    });
    expect(r.out[0]).not.toMatch(/cancelamento/);
    expect(r.out[1]).toMatch(/continua/);
    expect(r.actions.flatMap(writes)).toEqual([]);
  });

  it('"fiz o corte hoje e ele deixou uma barba marcada pra mim, é isso? pra quando?" lists the appointment', async () => {
    const r = await talk(
      ['Oi, fiz o corte hoje de manhã com o Dudu e ele falou que já deixou uma barba marcada pra mim, é isso? pra quando?'],
      { ...withTeam, had: [twoDays[1]!] },
    );
    expect(r.out[0]).toMatch(/Barba/);
    expect(r.out[0]).toMatch(/29\/11/);
    expect(r.out[0]).not.toMatch(/Tenho livre|consigo/i);
  });

  it('"fala meu parceiro beleza… tem o jogo do meu moleque" asks for a corte e barba for the client, by no one else', async () => {
    const r = await talk(
      [
        'fala meu parceiro beleza então eu queria ver um horário aí tipo corte e barba aí amanhã não pera amanhã tem o jogo do meu moleque sábado depois das três e meia tem',
      ],
      withTeam,
    );
    expect(r.out[0]).toMatch(/Corte \+ Barba/);
    expect(r.out[0]).not.toMatch(/Beleza\*|infantil/);
  });

  it('"vo leva meu moleque tb, ele tem 6 ano, da pra corta ele logo dps de mim?" adds a Corte infantil', async () => {
    const r = await talk(
      ['corte e barba sabado 16h30', 'sim', 'vo leva meu moleque tb, ele tem 6 ano, da pra corta ele logo dps de mim?'],
      withTeam,
    );
    expect(r.out[2]).toMatch(/Corte infantil/);
  });
});

describe('a question while a visit is proposed', () => {
  it('the answer, then the visit again, so the next yes agrees to it', async () => {
    const faqs = [
      { id: 'f1', question: 'Qual a tolerância de atraso?', answer: 'Temos tolerância de 10 minutos.' },
      { id: 'f2', question: 'Vocês cortam cabelo de criança?', answer: 'Sim! Atendemos crianças a partir de 2 anos.' },
    ];
    const r = await talk(
      [
        'Queria marcar um corte pra amanhã 9h',
        'Ah, e meu filho de 4 anos corta aí? quero marcar pra ele também, logo depois de mim. Ele se chama Theo',
        'E qual a tolerância se a gente atrasar? Criança né kkk',
      ],
      { ...withTeam, faqs },
    );
    expect(r.out[2]).toMatch(/tolerância de 10 minutos/);
    // (The one time offered again, or the visit proposed again: either way what a yes would agree to.)
    expect(r.out[2]).toMatch(/Corte infantil.*09:30.*(?:Posso confirmar|Pode ser)\?/s);
    expect(r.out[2]).not.toMatch(/Tenho livre:|tenho estes horários/);
    expect(writes(r.actions[2])).toEqual([]);
  });
});

describe('thanks to a time still proposed', () => {
  it('"blz, valeu" writes nothing and says it is not booked yet; the "sim" after it books', async () => {
    const r = await talk(['quero um corte sexta 10h', 'blz, valeu', 'sim'], {
      ...withTeam,
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    expect(writes(r.actions[1])).toEqual([]);
    expect(r.out[1]).toMatch(/Ainda não marquei/);
    expect(writes(r.actions[2])).toEqual(['book']);
  });
});

describe('several requests in one message', () => {
  it('"confirmar meu corte de sexta, saber o preço da barba e se vcs abrem segunda": each one answered', async () => {
    const r = await talk(
      ['bom dia! preciso de 3 coisas kkk: confirmar meu corte de sexta, saber o preço da barba e se vcs abrem segunda'],
      {
        ...withTeam,
        had: [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T13:00:00Z') }],
      },
    );
    expect(r.out[0]).toMatch(/Não abrimos às segundas/);
    expect(r.out[0]).toMatch(/\*Barba\* custa/);
    expect(r.out[0]).not.toMatch(/Corte masculino\* custa/);
    expect(r.out[0]).toMatch(/Presença confirmada.*28\/11/);
    expect(writes(r.actions[0])).toEqual(['confirm']);
  });
});

describe('one more appointment after a move talked about', () => {
  it('"mais um corte pra terça no mesmo horário" is a new booking, not the Friday one moved; "fica sexta e terça dez horas" agrees', async () => {
    const r = await talk(
      [
        'tenho corte sexta 10h ne? queria ver se da pra passar pra mais cedo... não pera, deixa sexta 10h do jeito que tá',
        'e aproveitando queria marcar mais um corte pra semana que vem na terça no mesmo horário',
        'tá certo então fica sexta e terça dez horas né',
      ],
      { ...withTeam, settings: { is_assistant_schedule_entry_confirm: true }, had: [twoDays[0]!].map((h) => ({ ...h, serviceId: 's1' })) },
    );
    expect(r.out[1]).toMatch(/Posso confirmar \*Corte masculino\*.*02\/12.*10:00/);
    expect(r.out[1]).not.toMatch(/remarcar/);
    expect(writes(r.actions[2])).toEqual(['book']);
    expect(r.actions.flatMap(writes)).not.toContain('reschedule');
  });
});
