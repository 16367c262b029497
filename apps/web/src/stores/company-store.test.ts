import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { startMockServer } from '@/test/msw';
import { useUserStore } from './user-store';
import { pickCompanyId, useCompanyStore } from './company-store';
import { normalizeSelection, toggleSelection, useCalendarStore } from './calendar-store';
import type { TSessionCompany } from '@/lib/session/types';

const company = (id: string): TSessionCompany => ({ id, owner_id: 'u', slug: id, name: id });

describe('company selection (docs/spec.md §4)', () => {
  const server = startMockServer();

  it('prefers the stored choice, then the last selected, then the first', () => {
    const list = [company('a'), company('b'), company('c')];
    expect(pickCompanyId(list, 'c', 'b')).toBe('c');
    expect(pickCompanyId(list, null, 'b')).toBe('b');
    expect(pickCompanyId(list, 'gone', 'also-gone')).toBe('a');
    expect(pickCompanyId([], 'a')).toBeNull();
  });

  it('setCompanies falls back to the first when the stored choice no longer exists', () => {
    useCompanyStore.setState({ selectedId: 'removed', companies: [] });
    useCompanyStore.getState().setCompanies([company('x'), company('y')], 'y');
    expect(useCompanyStore.getState().selectedId).toBe('y');
    useCompanyStore.setState({ selectedId: 'removed' });
    useCompanyStore.getState().setCompanies([company('x'), company('y')], null);
    expect(useCompanyStore.getState().selectedId).toBe('x');
  });

  it('selecting saves the choice through general/update_or_create', async () => {
    useUserStore.getState().setToken('user', 'mock-token-u-demo-1');
    let body: unknown = null;
    let url = '';
    server.use(
      http.post('*/user/:company/general/update_or_create', async ({ request }) => {
        url = new URL(request.url).pathname;
        body = await request.json();
        return HttpResponse.json({ data: {} });
      }),
    );
    useCompanyStore.getState().setCompanies([company('x'), company('y')]);
    await useCompanyStore.getState().select('y', 'u-1');
    expect(useCompanyStore.getState().selectedId).toBe('y');
    expect(url).toBe('/user/y/general/update_or_create');
    expect(body).toEqual({ entity: 'user', id: 'u-1', data: { last_company_selected_id: 'y' } });
  });

  it('ignores a company that is not in the list', async () => {
    useCompanyStore.getState().setCompanies([company('x')]);
    await useCompanyStore.getState().select('nope', 'u-1');
    expect(useCompanyStore.getState().selectedId).toBe('x');
  });
});

describe('calendar selection (docs/spec.md §4)', () => {
  it('an empty or stale selection becomes all calendars', () => {
    expect(normalizeSelection([], [1, 2])).toEqual([1, 2]);
    expect(normalizeSelection([1, 9], [1, 2])).toEqual([1, 2]);
    expect(normalizeSelection([2], [1, 2])).toEqual([2]);
  });

  it('toggling adds or removes; no id selects all', () => {
    expect(toggleSelection([1], [1, 2, 3], 2)).toEqual([1, 2]);
    expect(toggleSelection([1, 2], [1, 2, 3], 1)).toEqual([2]);
    expect(toggleSelection([1], [1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('the store applies the rules and hides canceled schedules by default', () => {
    const s = useCalendarStore.getState();
    s.reset();
    s.setCalendars(['a', 'b']);
    expect(useCalendarStore.getState().selectedIds).toEqual(['a', 'b']);
    useCalendarStore.getState().toggle('a');
    expect(useCalendarStore.getState().selectedIds).toEqual(['b']);
    useCalendarStore.getState().setCalendars(['b', 'c']);
    expect(useCalendarStore.getState().selectedIds).toEqual(['b']);
    useCalendarStore.getState().toggle();
    expect(useCalendarStore.getState().selectedIds).toEqual(['b', 'c']);
    expect(useCalendarStore.getState().showCanceled).toBe(false);
  });
});
