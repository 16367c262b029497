// An in-memory agenda behind TBrainTools, for unit tests of the brains (the real one is the
// scheduling service). Work hours per weekday, a slot grid, no overlaps per calendar.
import dayjs from 'dayjs';
import type { TBrainSchedule, TBrainService, TBrainSlot, TBrainTools } from './types.js';
import { zoned } from './embedded/dates.js';

export interface TMemoryAgenda {
  tools: TBrainTools;
  schedules: Array<TBrainSchedule & { calendar_id: string; end_at: Date; client_id: string }>;
  names: string[];
}

export function memoryAgenda(opts: {
  services: TBrainService[];
  calendars?: string[];
  tz?: string;
  clientId?: string;
  /** dow → [startMin, endMin][] ; default Tue–Sat 08–12 and 13–18. */
  hours?: Record<number, Array<[number, number]>>;
  step?: number;
}): TMemoryAgenda {
  const tz = opts.tz ?? 'America/Sao_Paulo';
  const calendars = opts.calendars ?? ['cal-1'];
  const clientId = opts.clientId ?? 'client-1';
  const step = opts.step ?? 30;
  const hours = opts.hours ?? {
    2: [
      [480, 720],
      [780, 1080],
    ],
    3: [
      [480, 720],
      [780, 1080],
    ],
    4: [
      [480, 720],
      [780, 1080],
    ],
    5: [
      [480, 720],
      [780, 1080],
    ],
    6: [
      [480, 720],
      [780, 1080],
    ],
  };
  const schedules: TMemoryAgenda['schedules'] = [];
  const names: string[] = [];
  let seq = 0;
  const busy = (cal: string | null, start: Date, end: Date, ignore?: string) =>
    schedules.some(
      (s) => s.id !== ignore && s.status !== 'canceled' && (cal === null || s.calendar_id === cal) && s.start_at < end && start < s.end_at,
    );
  const svc = (id: string) => opts.services.find((s) => s.id === id);

  const tools: TBrainTools = {
    async findSlots({ serviceId, from, to, limit, calendarId, excludeScheduleId, alsoAt }) {
      const service = svc(serviceId);
      if (!service) return [];
      const out: TBrainSlot[] = [];
      const slotAt = (start: Date) => {
        const end = new Date(start.getTime() + service.duration_in_minutes * 60_000);
        // Like the real tool: one slot per time, with every calendar free then (the first one named).
        const free = (calendarId ? calendars.filter((c) => c === calendarId) : calendars).filter(
          (cal) => !busy(cal, start, end, excludeScheduleId ?? undefined),
        );
        return free.length ? { calendar_id: free[0]!, calendar_ids: free, start_at: start, end_at: end } : null;
      };
      // A visit's next part off the grid: inside the hours and free.
      for (const start of alsoAt ?? []) {
        const local = dayjs(start).tz(tz);
        const m = local.hour() * 60 + local.minute();
        const inside = (hours[local.day()] ?? []).some(([a, b]) => a <= m && m + service.duration_in_minutes <= b);
        const slot = inside && start >= from && start < to ? slotAt(start) : null;
        if (slot) out.push(slot);
      }
      for (let d = dayjs(from).tz(tz).startOf('day'); d.isBefore(to) && out.length < limit; d = d.add(1, 'day')) {
        const date = d.format('YYYY-MM-DD');
        for (const [a, b] of hours[d.day()] ?? []) {
          for (let m = a; m + service.duration_in_minutes <= b; m += step) {
            const start = zoned(date, m, tz);
            if (start < from || start >= to || (alsoAt?.length && out.some((s) => s.start_at.getTime() === start.getTime()))) continue;
            const slot = slotAt(start);
            if (slot) out.push(slot);
          }
        }
      }
      return out.sort((a, b) => a.start_at.getTime() - b.start_at.getTime()).slice(0, limit);
    },
    async book({ serviceId, calendarId, startAt, displayName }) {
      const service = svc(serviceId);
      if (!service) return { ok: false, reason: 'not_found', message: 'Serviço não encontrado.' };
      const end = new Date(startAt.getTime() + service.duration_in_minutes * 60_000);
      if (busy(calendarId, startAt, end))
        return { ok: false, reason: 'taken', message: 'Este horário acabou de ser reservado. Escolha outro horário.' };
      const row = {
        id: `sch-${++seq}`,
        service_id: serviceId,
        service_title: service.title,
        start_at: startAt,
        end_at: end,
        status: 'scheduled',
        calendar_id: calendarId ?? calendars[0]!,
        client_id: clientId,
        display_name: displayName ?? null,
      };
      schedules.push(row);
      return { ok: true, value: row };
    },
    async cancel({ scheduleId }) {
      const row = schedules.find((s) => s.id === scheduleId);
      if (!row) return { ok: false, reason: 'not_found', message: 'Agendamento não encontrado.' };
      row.status = 'canceled';
      return { ok: true, value: row };
    },
    async reschedule({ scheduleId, calendarId, startAt }) {
      const row = schedules.find((s) => s.id === scheduleId);
      if (!row) return { ok: false, reason: 'not_found', message: 'Agendamento não encontrado.' };
      const duration = row.end_at.getTime() - row.start_at.getTime();
      const end = new Date(startAt.getTime() + duration);
      if (busy(calendarId, startAt, end, row.id))
        return { ok: false, reason: 'taken', message: 'Este horário acabou de ser reservado. Escolha outro horário.' };
      Object.assign(row, { start_at: startAt, end_at: end, calendar_id: calendarId ?? row.calendar_id });
      return { ok: true, value: row };
    },
    async confirm({ scheduleId }) {
      const row = schedules.find((s) => s.id === scheduleId);
      if (!row) return { ok: false, reason: 'not_found', message: 'Agendamento não encontrado.' };
      row.status = 'confirmed';
      return { ok: true, value: row };
    },
    async listAppointments() {
      return schedules
        .filter((s) => s.client_id === clientId && s.status !== 'canceled')
        .sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
    },
    async saveClientName(name) {
      names.push(name);
    },
  };
  return { tools, schedules, names };
}
