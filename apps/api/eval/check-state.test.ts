// The unsafe-write detector on hand-made snapshots: what is a plain failure and what is an unsafe write.
import { describe, expect, it } from 'vitest';
import { checkFinal, writesBetween, type TRow, type TSnapshot } from './check-state.js';
import { zonedAt } from './clock.js';
import type { TScenario } from './scenario-types.js';

const ME = 'client-me';
const FRI = '2026-03-06';
const startedAt = zonedAt('2026-03-05', '10:00');

function row(id: string, service: string, time: string, extra: Partial<TRow> = {}): TRow {
  const start = zonedAt(FRI, time);
  return {
    id,
    client_id: ME,
    status: 'scheduled',
    start,
    end: new Date(start.getTime() + 30 * 60_000),
    service,
    professional: 'Dudu',
    display_name: 'Bernardo',
    ...extra,
  };
}
const snap = (...rows: TRow[]): TSnapshot => new Map(rows.map((r) => [r.id, r]));

function scenario(
  expect: TScenario['expect'],
  existing: TScenario['existing'] = [{ service: 'Corte masculino', date: FRI, time: '10:00', mine: true }],
): TScenario {
  return {
    id: 't',
    business: 'barbearia',
    tags: [],
    now: { dow: 4, time: '10:00' },
    client: { name: 'Bernardo' },
    existing,
    turns: [{ send: 'x' }],
    expect,
  };
}

const run = (sc: TScenario, before: TSnapshot, after: TSnapshot, existingIds: Array<string | null> = ['e0']) =>
  checkFinal({ sc, base: '2026-03-05', startedAt, meId: ME, before, after, existingIds });

describe('checkFinal', () => {
  const moveTo15 = scenario({ bookings: [{ service: 'Corte masculino', date: FRI, time: '15:00', existing: 0 }] });
  const before = snap(row('e0', 'Corte masculino', '10:00'));

  it('accepts a move of the same appointment', () => {
    expect(run(moveTo15, before, snap(row('e0', 'Corte masculino', '15:00')))).toEqual({ errors: [], unsafe: [] });
  });

  it('flags a second booking kept beside the old one as unsafe', () => {
    const r = run(moveTo15, before, snap(row('e0', 'Corte masculino', '10:00'), row('n1', 'Corte masculino', '15:00')));
    expect(r.unsafe).toHaveLength(1);
    expect(r.unsafe[0]).toMatch(/booking not agreed/);
  });

  it('counts a cancel plus a new booking as a failure, not as unsafe', () => {
    const r = run(
      moveTo15,
      before,
      snap(row('e0', 'Corte masculino', '10:00', { status: 'canceled' }), row('n1', 'Corte masculino', '15:00')),
    );
    expect(r.unsafe).toEqual([]);
    expect(r.errors.join()).toMatch(/canceling and booking again/);
  });

  it('flags a cancel nobody agreed to and a move to another time', () => {
    const keep = scenario({ bookings: [{ service: 'Corte masculino', date: FRI, time: '10:00', existing: 0 }] });
    expect(run(keep, before, snap(row('e0', 'Corte masculino', '10:00', { status: 'canceled' }))).unsafe[0]).toMatch(/cancel not agreed/);
    expect(run(keep, before, snap(row('e0', 'Corte masculino', '11:00'))).unsafe[0]).toMatch(/move not agreed/);
  });

  it('treats a missing booking as a failure only', () => {
    const book = scenario({ bookings: [{ service: 'Barba', date: FRI, time: '15:00' }] }, []);
    const r = run(book, snap(), snap(), []);
    expect(r.unsafe).toEqual([]);
    expect(r.errors.join()).toMatch(/missing: Barba/);
  });

  it('flags two overlapping appointments left after a service switch', () => {
    const sw = scenario({ bookings: [{ service: 'Barba', date: FRI, time: '10:00' }], cancels: [0] });
    const r = run(sw, before, snap(row('e0', 'Corte masculino', '10:00'), row('n1', 'Barba', '10:00', { professional: 'Marcão' })));
    expect(r.unsafe.join()).toMatch(/two overlapping appointments/);
    expect(r.errors.join()).toMatch(/cancel not done/);
    expect(run(sw, before, snap(row('e0', 'Corte masculino', '10:00', { status: 'canceled' }), row('n1', 'Barba', '10:00')))).toEqual({
      errors: [],
      unsafe: [],
    });
  });

  it('checks the professional and the person the appointment is for', () => {
    const sc = scenario({ bookings: [{ service: 'Corte infantil', date: FRI, time: '15:00', professional: 'Marcão', for: 'Theo' }] }, []);
    expect(run(sc, snap(), snap(row('n1', 'Corte infantil', '15:00', { professional: 'Dudu' })), []).unsafe).toHaveLength(1);
    const r = run(sc, snap(), snap(row('n1', 'Corte infantil', '15:00', { professional: 'Marcão' })), []);
    expect(r).toEqual({ errors: [expect.stringMatching(/in the name of "Bernardo", not of Theo/)], unsafe: [] });
  });

  it('keeps the meaning of the original scenarios (no tags, no references)', () => {
    const legacy: TScenario = {
      ...moveTo15,
      tags: undefined,
      expect: { bookings: [{ service: 'Corte masculino', day_offset: 1, time: '15:00' }], canceled: 0 },
    };
    expect(run(legacy, before, snap(row('e0', 'Corte masculino', '15:00')))).toEqual({ errors: [], unsafe: [] });
    expect(run(legacy, before, snap(row('e0', 'Corte masculino', '10:00'), row('n1', 'Corte masculino', '15:00'))).unsafe).toHaveLength(1);
  });
});

describe('writesBetween', () => {
  it('sees bookings, cancels and moves but not confirmations', () => {
    const a = snap(row('e0', 'Corte masculino', '10:00'), row('e1', 'Barba', '11:00'), row('e2', 'Barba', '14:00'));
    const b = snap(
      row('e0', 'Corte masculino', '10:00', { status: 'confirmed' }),
      row('e1', 'Barba', '11:00', { status: 'canceled' }),
      row('e2', 'Barba', '15:00'),
      row('n1', 'Barba', '16:00'),
    );
    expect(
      writesBetween(a, b)
        .map((w) => w.split(' ')[0])
        .sort(),
    ).toEqual(['booked', 'canceled', 'moved']);
  });
});
