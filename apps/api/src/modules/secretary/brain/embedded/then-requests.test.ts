// A cancel and another request in one message: the cancel gets its own yes, the rest is read right after.
import { describe, expect, it } from 'vitest';
import { splitAfterCancel } from './then-requests.js';
import { talk } from './test-talk.js';

describe('splitAfterCancel', () => {
  it('splits at the next request and leaves a cancel of several things whole', () => {
    expect(splitAfterCancel('cancela minha barba de sexta pfv, e ja marca um corte sab 9h')).toEqual({
      cancel: 'cancela minha barba de sexta pfv',
      rest: 'marca um corte sab 9h',
    });
    expect(splitAfterCancel('cancela a barba. e o meu corte continua sábado né?')?.rest).toBe('e o meu corte continua sábado né?');
    expect(splitAfterCancel('cancela o corte e a barba')).toBeNull();
    expect(splitAfterCancel('cancela a barba, e cancela o corte tb')).toBeNull();
  });
});

// A corte booked on Friday at 10:00, the write acknowledged.
const BOOKED = ['corte sexta às 10h', 'sim', 'valeu'];

describe('"cancela … e já marca …"', () => {
  it('shows the booking asked beside the cancel; one yes to both writes both', async () => {
    const { out, actions, agenda } = await talk([...BOOKED, 'cancela meu corte de sexta pfv, e ja marca uma barba sábado 9h', 'isso']);
    expect(out[3]).toContain('cancelamento');
    expect(out[3]).toMatch(/outro pedido:\n.*Barba.*sábado, \d{2}\/\d{2}, às 09:00/s);
    expect(actions[3]?.filter((a) => a.type !== 'find_slots')).toEqual([]);
    expect(actions[4]?.map((a) => a.type)).toEqual(['cancel', 'book']);
    expect(agenda.schedules.filter((s) => s.status !== 'canceled').map((s) => s.service_id)).toEqual(['s2']);
  });
  it('"sim, só o cancelamento" cancels alone and proposes the other request again, written only on its own yes', async () => {
    const { out, actions, agenda } = await talk([
      ...BOOKED,
      'cancela meu corte de sexta pfv, e ja marca uma barba sábado 9h',
      'sim, só o cancelamento por enquanto',
      'pode marcar',
    ]);
    expect(actions[4]?.map((a) => a.type)).toEqual(['cancel']);
    expect(out[4]).toMatch(/Barba.*sábado, \d{2}\/\d{2}, às 09:00/s);
    expect(actions[5]?.map((a) => a.type)).toContain('book');
    expect(agenda.schedules.filter((s) => s.status !== 'canceled').map((s) => s.service_id)).toEqual(['s2']);
  });
  it('answers an availability question queued behind the cancel at once, and books only after both yeses', async () => {
    const { out, actions, agenda } = await talk([
      ...BOOKED,
      'preciso cancelar o corte de sexta, e queria marcar uma barba no sábado de manhã, q horas tem?',
      '9h pfv. e pode cancelar sim',
      'isso',
    ]);
    expect(out[3]).toContain('cancelamento');
    expect(out[3]).toMatch(/Sobre a \*Barba\*: no sábado, \d{2}\/\d{2}, tenho livre às .*09:00/);
    expect(actions[3]?.filter((a) => a.type !== 'find_slots')).toEqual([]);
    expect(actions[4]?.map((a) => a.type)).toEqual(['cancel']);
    expect(out[4]).toMatch(/Barba.*sábado, \d{2}\/\d{2}, às 09:00/s);
    expect(actions[5]?.map((a) => a.type)).toContain('book');
    expect(agenda.schedules.filter((s) => s.status !== 'canceled').map((s) => s.service_id)).toEqual(['s2']);
  });
  it('"não" to the cancel keeps the appointment and still reads the other request', async () => {
    const { out, actions } = await talk([...BOOKED, 'cancela meu corte de sexta, e marca uma barba sábado 9h', 'não']);
    expect(actions[4]?.map((a) => a.type) ?? []).not.toContain('cancel');
    expect(out[4]).toContain('mantive');
    expect(out[4]).toMatch(/09:00/);
  });
  it("a time said beside the cancel's yes goes to the request waiting behind it", async () => {
    const { out, actions, agenda } = await talk([
      ...BOOKED,
      'preciso cancelar o corte de sexta 😕 e queria marcar uma barba no sabado de manha, q horas tem?',
      '10h30 pfv. e pode cancelar o de sexta sim',
      'isso',
    ]);
    expect(actions[4]?.map((a) => a.type)).toEqual(['cancel']);
    expect(out[4]).toMatch(/Barba.*sábado, \d{2}\/\d{2}, às 10:30/s);
    expect(actions[5]?.map((a) => a.type)).toContain('book');
    expect(agenda.schedules.filter((s) => s.status !== 'canceled').map((s) => s.service_id)).toEqual(['s2']);
  });
});
