// Defect 14 (the part that needs no PostgreSQL): which driver errors mean "the database is unavailable",
// and that the error handler answers them with 503, Retry-After and the Portuguese message.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE, errorsPlugin } from '../plugins/errors.js';
import { isDatabaseUnavailable, rootMessage } from './pg-errors.js';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
// drizzle wraps the driver's error: "Failed query: …" with the original as `cause`.
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['statement timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['connection failure', pgError('08006')],
    ['server shutting down', pgError('57P01', 'terminating connection due to administrator command')],
    ['idle-in-transaction timeout', pgError('25P03')],
    ['too many connections', pgError('53300')],
    ['socket reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['client-side query timeout', new Error('Query read timeout')],
    ['connect timeout', new Error('timeout expired')],
    ['pool wait timeout', new Error('timeout exceeded when trying to connect')],
    ['lost connection', new Error('Connection terminated unexpectedly')],
    ['wrapped by drizzle', wrapped(pgError('57014'))],
    ['wrapped socket error', wrapped(new Error('Connection terminated due to connection timeout'))],
  ])('%s: yes', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', pgError('23505')],
    ['exclusion violation', pgError('23P01')],
    ['deadlock (retried elsewhere)', pgError('40P01')],
    ['a bug', new TypeError('x is undefined')],
    ['not an error', 'oops'],
  ])('%s: no', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

it('rootMessage gives the driver message, not the SQL and parameters drizzle wraps it in', () => {
  expect(rootMessage(wrapped(new Error('Query read timeout')))).toBe('Query read timeout');
  expect(rootMessage(new Error('timeout expired'))).toBe('timeout expired');
});

describe('errors plugin', () => {
  it('answers 503 with Retry-After and a Portuguese message when the database is unavailable; other failures stay 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/stalled', async () => {
      throw wrapped(pgError('57014', 'canceling statement due to statement timeout'));
    });
    app.get('/bug', async () => {
      throw new TypeError('x is undefined');
    });
    const stalled = await app.inject({ method: 'GET', url: '/stalled' });
    expect(stalled.statusCode).toBe(503);
    expect(Number(stalled.headers['retry-after'])).toBeGreaterThan(0);
    expect(stalled.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(DATABASE_UNAVAILABLE_MESSAGE).toBe('Serviço temporariamente indisponível. Tente novamente em instantes.');
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    await app.close();
  });
});
