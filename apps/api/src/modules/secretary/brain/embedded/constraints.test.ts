import { describe, expect, it } from 'vitest';
import { memoryAgenda } from '../memory-tools.js';
import { contradiction } from './constraints.js';
import { Turn } from './state.js';
import { BARBERSHOP_INFO, BARBERSHOP_PROFESSIONALS, BARBERSHOP_SERVICES, BARBERSHOP_SETTINGS } from './test-fixtures.js';

// Friday 2025-11-28 in São Paulo (UTC-3): "10:00" local is 13:00Z.
const at = (hm: string) => new Date(`2025-11-28T${String(Number(hm.slice(0, 2)) + 3).padStart(2, '0')}:${hm.slice(3)}:00Z`).toISOString();

function turnFor(message: string): Turn {
  return new Turn({
    now: new Date('2025-11-27T13:00:00Z'),
    settings: BARBERSHOP_SETTINGS,
    services: BARBERSHOP_SERVICES,
    professionals: BARBERSHOP_PROFESSIONALS,
    company: BARBERSHOP_INFO,
    faqs: [],
    client: { id: 'client-1', name: 'João' },
    messages: [message],
    history: [],
    state: {},
    tools: memoryAgenda({ services: BARBERSHOP_SERVICES }).tools,
  });
}

describe('a proposal never contradicts what the client wrote', () => {
  it('accepts a plan that honours the service, the professional and the time', () => {
    expect(
      contradiction(turnFor('corte com o dudu sexta 10h'), [{ service_id: 's1', calendar_id: 'c1', start_at: at('10:00') }]),
    ).toBeNull();
  });

  it('refuses a plan that leaves out a service the client named', () => {
    const plan = [{ service_id: 's1', calendar_id: 'c1', start_at: at('10:00') }];
    expect(contradiction(turnFor('primeiro barba depois corte, sexta 10h'), plan)).toMatch(/Barba/);
  });

  it('refuses another professional, and one professional when two were named', () => {
    expect(
      contradiction(turnFor('corte com o marcos sexta 10h'), [{ service_id: 's1', calendar_id: 'c1', start_at: at('10:00') }]),
    ).not.toBeNull();
    const oneForBoth = [
      { service_id: 's1', calendar_id: 'c1', start_at: at('10:00') },
      { service_id: 's2', calendar_id: 'c1', start_at: at('10:30') },
    ];
    expect(contradiction(turnFor('corte com o dudu e barba com o marcos sexta 10h'), oneForBoth)).not.toBeNull();
  });

  it('takes the last time written when the client corrects it, either time after "ou"', () => {
    const ten = [{ service_id: 's1', calendar_id: 'c1', start_at: at('10:00') }];
    expect(contradiction(turnFor('corte sexta às 10 não pera às 11'), ten)).toBe('o horário');
    expect(contradiction(turnFor('corte sexta às 10 ou às 11'), ten)).toBeNull();
    expect(contradiction(turnFor('corte sexta entre 10h e 12h'), ten)).toBeNull();
  });
});
