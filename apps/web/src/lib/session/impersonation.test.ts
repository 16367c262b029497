import { beforeEach, describe, expect, it } from 'vitest';
import { followRefreshedToken, rememberImpersonation } from './impersonation';

const KEY = 'admin_impersonation';
const info = { token: 'tok-1', admin_email: 'ops@agenda.test', company_id: 'c1', company_name: 'Barbearia' };

describe('impersonation across a token refresh', () => {
  beforeEach(() => localStorage.clear());

  it('moves the marker to the refreshed token of the same session', () => {
    rememberImpersonation(info);
    followRefreshedToken('tok-1', 'tok-2');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ ...info, token: 'tok-2' });
  });

  it('leaves the marker alone when another session refreshes', () => {
    rememberImpersonation(info);
    followRefreshedToken('someone-else', 'tok-3');
    expect(JSON.parse(localStorage.getItem(KEY)!).token).toBe('tok-1');
  });
});
