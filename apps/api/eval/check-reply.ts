// The reply side of a turn: key facts that must (or must not) be in the answer and the actions taken.
// Strings are compared through norm() (no accents or case, one time format), so wording is free.
import { norm } from './clock.js';
import type { TTurnExpect } from './scenario-types.js';

export function checkReply(turn: number, e: TTurnExpect, reply: string, actions: string[]): string[] {
  const errors: string[] = [];
  const text = norm(reply);
  const has = (c: string) => text.includes(norm(c));
  for (const c of e.contains ?? []) if (!has(c)) errors.push(`turn ${turn}: reply lacks "${c}"`);
  if (e.any_of && !e.any_of.some(has)) errors.push(`turn ${turn}: reply has none of ${JSON.stringify(e.any_of)}`);
  for (const group of e.one_of_each ?? []) if (!group.some(has)) errors.push(`turn ${turn}: reply has none of ${JSON.stringify(group)}`);
  for (const c of e.not_contains ?? []) if (has(c)) errors.push(`turn ${turn}: reply has "${c}"`);
  for (const a of e.actions ?? []) if (!actions.includes(a)) errors.push(`turn ${turn}: missing action ${a}`);
  for (const a of e.no_actions ?? []) if (actions.includes(a)) errors.push(`turn ${turn}: unexpected action ${a}`);
  return errors;
}
