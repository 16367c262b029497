// Issue 16: no English in the Portuguese interface — a bare "Internal Server Error" (or another status
// text) from a proxy or the framework becomes the Portuguese message; a real server message is kept.
import { describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES, messageForResponse } from './errors';

describe('messageForResponse', () => {
  it('never shows a bare English status text', () => {
    expect(messageForResponse(500, 'Internal Server Error')).toBe(GENERIC_MESSAGES.bad_response);
    expect(messageForResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' })).toBe(
      GENERIC_MESSAGES.bad_response,
    );
    expect(messageForResponse(502, 'Bad Gateway')).toBe(GENERIC_MESSAGES.bad_response);
    expect(messageForResponse(404, { message: 'Not Found' })).toBe(GENERIC_MESSAGES.bad_request);
    expect(messageForResponse(400, { errors: [{ message: 'Bad Request' }] })).toBe(GENERIC_MESSAGES.bad_request);
  });

  it("keeps the server's own Portuguese message", () => {
    expect(messageForResponse(409, { message: 'Este e-mail já é de outra conta.' })).toBe('Este e-mail já é de outra conta.');
    expect(messageForResponse(422, { errors: [{ message: 'Informe o nome.' }] })).toBe('Informe o nome.');
    expect(messageForResponse(503, 'Manutenção programada até 02:00.')).toBe('Manutenção programada até 02:00.');
  });
});
