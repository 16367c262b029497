import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from './toast-store';

const state = () => useToastStore.getState();

describe('toast store (docs/spec.md §4 Toasts)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    state().clear();
  });
  afterEach(() => vi.useRealTimers());

  it('removes a toast after 5000 ms by default and an error after 10000 ms', () => {
    state().add({ message: 'Salvo', type: 'success' });
    state().add({ message: 'Falhou', type: 'error' });
    vi.advanceTimersByTime(4999);
    expect(state().toasts).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(state().toasts.map((t) => t.message)).toEqual(['Falhou']);
    vi.advanceTimersByTime(5000);
    expect(state().toasts).toHaveLength(0);
  });

  it('respects an explicit timeout', () => {
    state().add({ message: 'Rápido', timeout: 1000 });
    vi.advanceTimersByTime(1000);
    expect(state().toasts).toHaveLength(0);
  });

  it('pauses on hover and resumes with the remaining time plus 100 ms', () => {
    const id = state().add({ message: 'Olá' });
    vi.advanceTimersByTime(3000);
    state().pause(id);
    vi.advanceTimersByTime(60_000);
    expect(state().toasts).toHaveLength(1);
    state().resume(id);
    vi.advanceTimersByTime(2099);
    expect(state().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(state().toasts).toHaveLength(0);
  });

  it('a click removes non-error toasts only', () => {
    const info = state().add({ message: 'Info', type: 'info' });
    const error = state().add({ message: 'Erro', type: 'error' });
    state().click(info);
    state().click(error);
    expect(state().toasts.map((t) => t.id)).toEqual([error]);
    state().remove(error);
    expect(state().toasts).toHaveLength(0);
  });

  it('a duplicate message restarts the timer and shakes for 1 s instead of stacking', () => {
    const id = state().add({ message: 'Mesmo texto' });
    vi.advanceTimersByTime(4000);
    const again = state().add({ message: 'Mesmo texto' });
    expect(again).toBe(id);
    expect(state().toasts).toHaveLength(1);
    expect(state().toasts[0]!.shaking).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(state().toasts[0]!.shaking).toBe(false);
    vi.advanceTimersByTime(3999);
    expect(state().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(state().toasts).toHaveLength(0);
  });
});
