import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { startMockServer } from '@/test/msw';
import { useUserStore } from '@/stores/user-store';
import { useToastStore } from '@/stores/toast-store';
import { createHttpClient, setUnauthorizedHandler } from './client';
import { resetCacheState } from './cache';
import { HttpError, UNAUTHORIZED_MESSAGE } from './errors';
import { setNavigator } from '@/lib/navigation';

const server = startMockServer();
const toasts = () => useToastStore.getState().toasts;

function counter(method: 'get' | 'post', path: string, responses: (() => Response)[]) {
  const calls: Request[] = [];
  server.use(
    mswHttp[method](path, ({ request }) => {
      calls.push(request.clone());
      const r = responses[Math.min(calls.length - 1, responses.length - 1)]!;
      return r();
    }),
  );
  return calls;
}

describe('HTTP client (docs/spec.md §7)', () => {
  let client: ReturnType<typeof createHttpClient>;
  beforeEach(() => {
    client = createHttpClient('');
    resetCacheState();
    useToastStore.getState().clear();
    useUserStore.getState().reset();
  });
  afterEach(() => setUnauthorizedHandler((t) => useUserStore.getState().clear(t)));

  describe('retries', () => {
    it('retries a GET once on 503', async () => {
      const calls = counter('get', '*/user/x', [() => HttpResponse.json({}, { status: 503 }), () => HttpResponse.json({ ok: 1 })]);
      const { data } = await client.get('/user/x', { retryDelayMs: 0 });
      expect(data).toEqual({ ok: 1 });
      expect(calls).toHaveLength(2);
    });

    it('gives up after the one GET retry', async () => {
      const calls = counter('get', '*/user/x', [() => HttpResponse.json({ message: 'Fora do ar' }, { status: 502 })]);
      await expect(client.get('/user/x', { retryDelayMs: 0, silent: true })).rejects.toBeInstanceOf(HttpError);
      expect(calls).toHaveLength(2);
    });

    it('never retries a write by default', async () => {
      const calls = counter('post', '*/user/x', [() => HttpResponse.json({}, { status: 503 })]);
      await expect(client.post('/user/x', {}, { retryDelayMs: 0, silent: true })).rejects.toBeInstanceOf(HttpError);
      expect(calls).toHaveLength(1);
    });

    it('does not retry statuses outside the list', async () => {
      const calls = counter('get', '*/user/x', [() => HttpResponse.json({ message: 'Ruim' }, { status: 400 })]);
      await expect(client.get('/user/x', { retryDelayMs: 0, silent: true })).rejects.toThrow('Ruim');
      expect(calls).toHaveLength(1);
    });

    it.each([408, 409, 425, 429, 500, 504])('retries a GET on %i', async (status) => {
      const calls = counter('get', '*/user/x', [() => HttpResponse.json({}, { status }), () => HttpResponse.json({})]);
      await client.get('/user/x', { retryDelayMs: 0 });
      expect(calls).toHaveLength(2);
    });
  });

  describe('headers', () => {
    it('sends the token chosen by the path prefix, the device header and the CSRF header', async () => {
      useUserStore.getState().setToken('user', 'tok-user');
      useUserStore.getState().setToken('admin', 'tok-admin');
      useUserStore.getState().setToken('client', 'tok-client');
      document.cookie = 'XSRF-TOKEN=csrf-123; path=/';
      const calls = counter('get', '*', [() => HttpResponse.json({})]);
      await client.get('/user/a');
      await client.get('/admin/b');
      await client.get('/client/barbearia/c');
      expect(calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer tok-user', 'Bearer tok-admin', 'Bearer tok-client']);
      const device = JSON.parse(atob(calls[0]!.headers.get('device')!)) as { device_hash: string };
      expect(device.device_hash).toMatch(/^\d{13}[A-Za-z0-9]{42}$/);
      expect(calls[0]!.headers.get('x-xsrf-token')).toBe('csrf-123');
    });

    it('keeps the same device hash across requests', async () => {
      const calls = counter('get', '*', [() => HttpResponse.json({})]);
      await client.get('/general/a');
      await client.get('/general/b');
      const hashes = calls.map((c) => (JSON.parse(atob(c.headers.get('device')!)) as { device_hash: string }).device_hash);
      expect(hashes[0]).toBe(hashes[1]);
    });

    it('sets the cache-invalidate header for 8 s after an update/store/delete call', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
      try {
        const calls = counter('get', '*', [() => HttpResponse.json({})]);
        counter('post', '*', [() => HttpResponse.json({})]);
        await client.get('/user/before');
        await client.post('/user/1/company/update', {});
        await client.get('/user/after');
        vi.setSystemTime(Date.now() + 8001);
        await client.get('/user/later');
        expect(calls.map((c) => c.headers.get('x-cache-invalidate'))).toEqual([null, '1', null]);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('cache', () => {
    it('serves a cached GET from memory for 10 s', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
      try {
        const calls = counter('get', '*/general/plans', [() => HttpResponse.json({ n: 1 }), () => HttpResponse.json({ n: 2 })]);
        expect((await client.get('/general/plans', { cache: true })).data).toEqual({ n: 1 });
        expect((await client.get('/general/plans', { cache: true })).data).toEqual({ n: 1 });
        expect(calls).toHaveLength(1);
        vi.setSystemTime(Date.now() + 10_001);
        expect((await client.get('/general/plans', { cache: true })).data).toEqual({ n: 2 });
        expect(calls).toHaveLength(2);
      } finally {
        vi.useRealTimers();
      }
    });

    it('caches by url and query', async () => {
      const calls = counter('get', '*/general/plans', [() => HttpResponse.json({})]);
      await client.get('/general/plans', { cache: true, params: { a: 1 } });
      await client.get('/general/plans', { cache: true, params: { a: 2 } });
      await client.get('/general/plans', { cache: true, params: { a: 1 } });
      expect(calls).toHaveLength(2);
    });
  });

  describe('response handling', () => {
    it('decrypts an enc payload', async () => {
      const enc = btoa(unescape(encodeURIComponent(JSON.stringify({ olá: 'mundo' }))));
      counter('get', '*/user/enc', [() => HttpResponse.json({ enc })]);
      expect((await client.get('/user/enc')).data).toEqual({ olá: 'mundo' });
    });

    it('rejects an enc payload that does not decrypt', async () => {
      counter('get', '*/user/enc', [() => HttpResponse.json({ enc: '%%%' })]);
      await expect(client.get('/user/enc')).rejects.toMatchObject({ kind: 'decrypt' });
    });

    it('shows a toast field and follows a redirect field', async () => {
      const go = vi.fn();
      setNavigator(go);
      counter('post', '*/user/x', [() => HttpResponse.json({ toast: 'Empresa criada com sucesso!', redirect: '/app/empresas' })]);
      await client.post('/user/x', {});
      expect(toasts()[0]).toMatchObject({ message: 'Empresa criada com sucesso!', type: 'success' });
      expect(go).toHaveBeenCalledWith('/app/empresas', { replace: undefined });
      setNavigator(null);
    });

    it('waits for minTime', async () => {
      counter('get', '*/user/x', [() => HttpResponse.json({})]);
      const started = Date.now();
      await client.get('/user/x', { minTime: 300 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    });
  });

  describe('error catalogue (docs/spec.md §8)', () => {
    it('maps Unauthorized access and logs out the matching session only', async () => {
      useUserStore.getState().setToken('user', 'u');
      useUserStore.getState().setToken('admin', 'a');
      counter('get', '*/admin/auth/get', [() => HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 })]);
      await expect(client.get('/admin/auth/get')).rejects.toThrow(UNAUTHORIZED_MESSAGE);
      expect(useUserStore.getState().tokens).toMatchObject({ admin: null, user: 'u' });
      expect(toasts()[0]).toMatchObject({ message: UNAUTHORIZED_MESSAGE, type: 'error' });
    });

    it('shows the first message of an errors list', async () => {
      counter('post', '*/user/x', [
        () =>
          HttpResponse.json(
            { message: 'Dados inválidos', errors: [{ message: 'Informe o nome.', path: 'name' }, { message: 'Outro' }] },
            { status: 422 },
          ),
      ]);
      await expect(client.post('/user/x', {})).rejects.toThrow('Informe o nome.');
      expect(toasts()[0]!.message).toBe('Informe o nome.');
    });

    it('uses the server message, or a Portuguese fallback for a bare 5xx', async () => {
      counter('post', '*/user/a', [() => HttpResponse.json({ message: 'Horário indisponível.' }, { status: 409 })]);
      counter('post', '*/user/b', [() => new HttpResponse('<html>', { status: 500 })]);
      await expect(client.post('/user/a', {})).rejects.toThrow('Horário indisponível.');
      await expect(client.post('/user/b', {})).rejects.toThrow('O servidor encontrou um erro. Tente novamente em instantes.');
    });

    it('reports a network error in Portuguese', async () => {
      server.use(mswHttp.get('*/user/down', () => HttpResponse.error()));
      await expect(client.get('/user/down', { silent: true })).rejects.toMatchObject({ kind: 'network' });
    });

    it('shows an error toast field and copies the digits of a "Código" message', async () => {
      const writeText = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      counter('post', '*/user/x', [() => HttpResponse.json({ message: 'x', toast: 'Código de teste: 123456' }, { status: 422 })]);
      await expect(client.post('/user/x', {})).rejects.toBeInstanceOf(HttpError);
      await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('123456'));
      expect(toasts().map((t) => [t.type, t.message])).toEqual([
        ['error', 'Código de teste: 123456'],
        ['info', 'Código 123456 copiado para a área de transferência.'],
      ]);
    });

    it('silent calls show no toast', async () => {
      counter('get', '*/user/x', [() => HttpResponse.json({ message: 'Erro' }, { status: 400 })]);
      await expect(client.get('/user/x', { silent: true })).rejects.toThrow('Erro');
      expect(toasts()).toHaveLength(0);
    });
  });
});
