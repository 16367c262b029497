// Toast rules of docs/spec.md §4 "Toasts": timeout by type, hover pauses, leaving resumes with the
// remaining time + 100 ms, a click removes non-error toasts, a duplicate message restarts
// the timer and shakes for 1 s.
import { create } from 'zustand';
import { TOAST_RESUME_EXTRA_MS, TOAST_SHAKE_MS } from '@agenda/shared/timings';
import { toastClosesOnClick, toastTimeout, type TToastType } from '@agenda/shared/toast';

export interface TToast {
  id: string;
  title?: string;
  message: string;
  type: TToastType;
  timeout: number;
  /** When the current timer started (ms epoch). */
  startedAt: number;
  /** Time left when the timer (re)started. */
  remaining: number;
  paused: boolean;
  shaking: boolean;
  action?: TToastAction;
}

/** A button inside the toast (e.g. "Recarregar" when the data changed elsewhere); it closes the toast. */
interface TToastAction {
  label: string;
  onClick: () => void;
}

export interface TToastInput {
  title?: string;
  message: string;
  type?: TToastType;
  timeout?: number;
  action?: TToastAction;
}

interface ToastState {
  toasts: TToast[];
  add: (input: TToastInput | string) => string;
  remove: (id: string) => void;
  click: (id: string) => void;
  pause: (id: string) => void;
  resume: (id: string) => void;
  clear: () => void;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();
const shakeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let seq = 0;

function stopTimer(id: string) {
  const t = timers.get(id);
  if (t) clearTimeout(t);
  timers.delete(id);
}

export const useToastStore = create<ToastState>()((set, get) => {
  const startTimer = (id: string, ms: number) => {
    stopTimer(id);
    timers.set(
      id,
      setTimeout(() => get().remove(id), ms),
    );
  };

  const patch = (id: string, p: Partial<TToast>) => set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, ...p } : t)) }));

  return {
    toasts: [],

    add(input) {
      const data: TToastInput = typeof input === 'string' ? { message: input } : input;
      const type = data.type ?? 'info';
      const timeout = toastTimeout(type, data.timeout);
      const existing = get().toasts.find((t) => t.message === data.message);
      if (existing) {
        // Same message: restart the timer and shake instead of stacking a copy.
        patch(existing.id, { startedAt: Date.now(), remaining: existing.timeout, paused: false, shaking: true });
        startTimer(existing.id, existing.timeout);
        const old = shakeTimers.get(existing.id);
        if (old) clearTimeout(old);
        shakeTimers.set(
          existing.id,
          setTimeout(() => {
            shakeTimers.delete(existing.id);
            patch(existing.id, { shaking: false });
          }, TOAST_SHAKE_MS),
        );
        return existing.id;
      }
      const id = `toast-${Date.now()}-${++seq}`;
      const toast: TToast = {
        id,
        title: data.title,
        message: data.message,
        type,
        timeout,
        startedAt: Date.now(),
        remaining: timeout,
        paused: false,
        shaking: false,
        action: data.action,
      };
      set((s) => ({ toasts: [...s.toasts, toast] }));
      startTimer(id, timeout);
      return id;
    },

    remove(id) {
      stopTimer(id);
      const st = shakeTimers.get(id);
      if (st) clearTimeout(st);
      shakeTimers.delete(id);
      set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
    },

    click(id) {
      const t = get().toasts.find((x) => x.id === id);
      if (t && toastClosesOnClick(t.type)) get().remove(id);
    },

    pause(id) {
      const t = get().toasts.find((x) => x.id === id);
      if (!t || t.paused) return;
      stopTimer(id);
      const remaining = Math.max(0, t.remaining - (Date.now() - t.startedAt));
      patch(id, { paused: true, remaining });
    },

    resume(id) {
      const t = get().toasts.find((x) => x.id === id);
      if (!t || !t.paused) return;
      const ms = t.remaining + TOAST_RESUME_EXTRA_MS;
      patch(id, { paused: false, startedAt: Date.now(), remaining: ms });
      startTimer(id, ms);
    },

    clear() {
      for (const id of timers.keys()) stopTimer(id);
      set({ toasts: [] });
    },
  };
});

/** Shortcut usable outside React. */
export const toast = {
  show: (input: TToastInput | string) => useToastStore.getState().add(input),
  success: (message: string, title?: string) => useToastStore.getState().add({ message, title, type: 'success' }),
  info: (message: string, title?: string) => useToastStore.getState().add({ message, title, type: 'info' }),
  warning: (message: string, title?: string) => useToastStore.getState().add({ message, title, type: 'warning' }),
  error: (message: string, title?: string) => useToastStore.getState().add({ message, title, type: 'error' }),
};
