// Calendar selection (docs/spec.md §4): toggling adds or removes; no id selects all; an empty or
// stale selection becomes all calendars. Canceled schedules are hidden by default. How the agenda
// colours appointments (by professional or by status) is a per-browser preference like the others.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import dayjs from 'dayjs';

type Id = string | number;

/** The agenda tints each appointment with its professional's calendar colour or with its status. */
export type TAgendaColorBy = 'calendar' | 'status';

export function normalizeSelection(selected: Id[], allIds: Id[]): Id[] {
  const all = allIds.map(String);
  const sel = selected.map(String);
  if (!sel.length || sel.some((id) => !all.includes(id))) return [...allIds];
  return allIds.filter((id) => sel.includes(String(id)));
}

export function toggleSelection(selected: Id[], allIds: Id[], id?: Id | null): Id[] {
  if (id === undefined || id === null) return [...allIds];
  const has = selected.some((s) => String(s) === String(id));
  return has ? selected.filter((s) => String(s) !== String(id)) : [...selected, id];
}

interface CalendarState {
  calendarIds: Id[];
  selectedIds: Id[];
  /** YYYY-MM-DD */
  date: string;
  showCanceled: boolean;
  colorBy: TAgendaColorBy;
  setCalendars: (ids: Id[]) => void;
  toggle: (id?: Id | null) => void;
  setDate: (date: string) => void;
  setShowCanceled: (v: boolean) => void;
  setColorBy: (v: TAgendaColorBy) => void;
  reset: () => void;
}

export const useCalendarStore = create<CalendarState>()(
  persist(
    (set, get) => ({
      calendarIds: [],
      selectedIds: [],
      date: dayjs().format('YYYY-MM-DD'),
      showCanceled: false,
      colorBy: 'calendar',
      setCalendars(ids) {
        set({ calendarIds: ids, selectedIds: normalizeSelection(get().selectedIds, ids) });
      },
      toggle(id) {
        set({ selectedIds: toggleSelection(get().selectedIds, get().calendarIds, id) });
      },
      setDate(date) {
        set({ date });
      },
      setShowCanceled(v) {
        set({ showCanceled: v });
      },
      setColorBy(v) {
        set({ colorBy: v });
      },
      reset() {
        set({ calendarIds: [], selectedIds: [], date: dayjs().format('YYYY-MM-DD'), showCanceled: false, colorBy: 'calendar' });
      },
    }),
    { name: 'calendar-selection', partialize: (s) => ({ selectedIds: s.selectedIds, showCanceled: s.showCanceled, colorBy: s.colorBy }) },
  ),
);
