// What the secretary understood so far in a chat (issue 9 "Playground"): the playground answer
// returns it so an owner can see why the secretary answered as it did.
import { z } from 'zod';
import { DAY_PART_KEYS } from '../company';

const DIALOGUE_GOALS = ['book', 'move', 'cancel', 'confirm', 'ask'] as const;
export type TDialogueGoal = (typeof DIALOGUE_GOALS)[number];

export const DIALOGUE_GOAL_LABELS: Record<TDialogueGoal, string> = {
  book: 'Agendar',
  move: 'Remarcar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  ask: 'Tirar dúvida',
};

const hhmm = z.string().regex(/^\d{2}:\d{2}$/);
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZDialogueStateDto = z.object({
  goal: z.enum(DIALOGUE_GOALS).nullable(),
  /** Service titles, in the order of the visit. */
  services: z.array(z.string()),
  professional: z.string().nullable(),
  /** Local day (company timezone), with the last day of a range ("semana que vem"). */
  day: z.object({ date: localDate, date_to: localDate.nullable() }).nullable(),
  /** The part of the day (a company window) or a free window such as "depois das 16h". */
  part_of_day: z.object({ key: z.enum(DAY_PART_KEYS).nullable(), from: hhmm, to: hhmm }).nullable(),
  /** An exact local time asked for. */
  time: hhmm.nullable(),
  /** The proposal waiting for the client's yes, as it was shown. */
  pending_proposal: z.string().nullable(),
  /** The times last offered, as local 'YYYY-MM-DD HH:MM', with the professional when known. */
  offered: z.array(z.object({ at: z.string(), professional: z.string().nullable() })),
});
export type TDialogueStateDto = z.infer<typeof ZDialogueStateDto>;

export const EMPTY_DIALOGUE_STATE: TDialogueStateDto = {
  goal: null,
  services: [],
  professional: null,
  day: null,
  part_of_day: null,
  time: null,
  pending_proposal: null,
  offered: [],
};
