import { afterEach, describe, expect, it, vi } from 'vitest';
import { on } from './events';
import { handleServerMessage } from './socket';

describe('server messages', () => {
  const offs: (() => void)[] = [];
  afterEach(() => offs.splice(0).forEach((off) => off()));

  it('reloads the company list only for changes to the company, not for chat or schedule traffic', () => {
    const reload = vi.fn();
    offs.push(on('companies:reload', reload));
    const room = 'company_update:00000000-0000-4000-8000-000000000001';
    handleServerMessage({ room, events: [{ name: 'chat_update', data: {} }] });
    handleServerMessage({ room, events: [{ name: 'schedule_update', data: {} }] });
    expect(reload).not.toHaveBeenCalled();
    handleServerMessage({ room, events: [{ name: 'company_update', data: {} }] });
    handleServerMessage({ room, events: [{ name: 'integration_update', data: {} }] });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('re-emits every event on the app bus', () => {
    const got = vi.fn();
    offs.push(on('server:schedule_update', got));
    handleServerMessage({ room: 'company_update:x', events: [{ name: 'schedule_update', data: { id: 1 } }] });
    expect(got).toHaveBeenCalledWith({ id: 1 });
  });
});
