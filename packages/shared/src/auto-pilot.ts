// Auto pilot of docs/spec.md §4: statuses, the only allowed transitions, and intensities.
import { z } from 'zod';

export const AUTO_PILOT_STATUSES = ['running', 'finished_messages', 'paused_manually'] as const;
export type TAutoPilotStatus = (typeof AUTO_PILOT_STATUSES)[number];

// finished_messages is terminal: a new run is a new auto pilot, not a resume.
const AUTO_PILOT_TRANSITIONS: Record<TAutoPilotStatus, readonly TAutoPilotStatus[]> = {
  running: ['paused_manually'],
  paused_manually: ['running'],
  finished_messages: [],
};

export function canTransitionAutoPilot(from: TAutoPilotStatus, to: TAutoPilotStatus): boolean {
  return AUTO_PILOT_TRANSITIONS[from].includes(to);
}

export const AUTO_PILOT_INTENSITIES = ['smooth', 'balanced', 'intense'] as const;
export type TAutoPilotIntensity = (typeof AUTO_PILOT_INTENSITIES)[number];

export interface AutoPilotIntensityInfo {
  readonly label: string;
  readonly minDaysBetweenMessages: number;
  readonly maxDaysBetweenMessages: number;
  readonly attemptsPerStage: number;
}

export const AUTO_PILOT_INTENSITY_INFO: Record<TAutoPilotIntensity, AutoPilotIntensityInfo> = {
  smooth: { label: 'Suave', minDaysBetweenMessages: 15, maxDaysBetweenMessages: 25, attemptsPerStage: 3 },
  balanced: { label: 'Equilibrado', minDaysBetweenMessages: 10, maxDaysBetweenMessages: 15, attemptsPerStage: 4 },
  intense: { label: 'Intenso', minDaysBetweenMessages: 5, maxDaysBetweenMessages: 10, attemptsPerStage: 5 },
};

/** PATCH /user/{company}/clients/{client}/auto-pilot: the staff's changes (the server ends a run itself). */
export const ZAutoPilotStatusChange = z.object({
  status: z.enum(['running', 'paused_manually'], 'Escolha retomar ou pausar o piloto automático.'),
});

export const AUTO_PILOT_STATUS_LABELS: Record<TAutoPilotStatus, string> = {
  running: 'Em andamento',
  paused_manually: 'Pausado',
  finished_messages: 'Mensagens encerradas',
};

/** A client's auto-pilot run (GET /user/{company}/auto-pilot, and the answer of a start or change). */
export const ZAutoPilotRun = z.object({
  client_id: z.string(),
  client_name: z.string().nullable(),
  status: z.enum(AUTO_PILOT_STATUSES),
  attempts: z.number().int(),
  next_at: z.string(),
  started_at: z.string(),
  /** Why a run finished: 'booked', 'answered' or 'attempts'. */
  finished_reason: z.string().nullable(),
});
export type TAutoPilotRunDto = z.infer<typeof ZAutoPilotRun>;

export const AUTO_PILOT_FINISHED_REASONS: Record<string, string> = {
  booked: 'o cliente agendou',
  answered: 'o cliente respondeu',
  attempts: 'as tentativas acabaram',
};
