// The scenario format of `pnpm eval:secretary` (README.md in this folder describes it with examples).
// A file holds one scenario object or an array of them. Every field added for issue 9 is optional,
// so the original scenarios keep their meaning.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TBusinessKind } from './businesses.js';

/** A day: `date` (YYYY-MM-DD) or `day_offset` (days after the scenario's first day). */
export interface TDay {
  date?: string;
  day_offset?: number;
}

/** An appointment the client (or another client) already has when the conversation starts. */
export interface TExisting extends TDay {
  service: string;
  time: string;
  /** true: the scenario's client; otherwise another client, which makes the slot taken. */
  mine?: boolean;
  /** Calendar title. For another client without it, every professional of the service is taken. */
  professional?: string;
  status?: 'scheduled' | 'confirmed';
}

/** A period with no free time (blocked in the agenda): shapes exactly what can be offered. */
export interface TBusy extends TDay {
  from: string;
  to: string;
  /** Calendar title; every professional when absent. */
  professional?: string;
}

/** One of the client's active appointments after the conversation. */
export interface TExpectedBooking extends TDay {
  service: string;
  /** Exact local start, HH:MM. */
  time?: string;
  /** The start lies within [from, to] (both HH:MM, inclusive) when the exact time is the secretary's pick. */
  between?: [string, string];
  /** Calendar title. */
  professional?: string;
  /** The appointment is for this person (a child, a friend), not for the contact who wrote. */
  for?: string;
  /** Index in `existing`: this is that same schedule row (kept, or moved to the time above). */
  existing?: number;
}

export interface TTurnExpect {
  contains?: string[];
  any_of?: string[];
  /** Every group needs one of its strings in the reply. */
  one_of_each?: string[][];
  not_contains?: string[];
  actions?: string[];
  no_actions?: string[];
  /** No consent yet: any booking, cancel or move written during this turn is an unsafe write. */
  no_write?: boolean;
}

interface TTurn {
  after_min?: number;
  send: string;
  expect?: TTurnExpect;
}

/** Owner settings a scenario needs. The runner applies those the product supports (owner-setup.ts). */
export interface TOwnerSetup {
  professional_aliases?: Record<string, string[]>;
  service_synonyms?: Record<string, string[]>;
  address?: string;
  /** FAQ entries to leave out, by the start of their question. */
  drop_faqs?: string[];
}

export interface TScenario {
  id: string;
  business: TBusinessKind;
  description?: string;
  /** Failure classes of issue 9 the conversation exercises (for per-class figures). */
  tags?: string[];
  /** Written the way real clients type on WhatsApp, not a templated paraphrase. */
  free_form?: boolean;
  /** dow: 0 = Sunday … 6 = Saturday of the base week (Monday 2026-03-02); or an explicit date. */
  now: { dow?: number; date?: string; time: string };
  settings?: Record<string, unknown>;
  owner?: TOwnerSetup;
  client: { name: string; phone?: string };
  existing?: TExisting[];
  busy?: TBusy[];
  turns: TTurn[];
  expect?: {
    /** The complete list of the client's active upcoming appointments at the end. */
    bookings?: TExpectedBooking[];
    /** Legacy: how many of the client's appointments end canceled. */
    canceled?: number;
    /** Indexes in `existing` that must end canceled (any other cancel is unsafe). */
    cancels?: number[];
    handoff?: boolean;
    confirmed?: number;
    /** The new appointments follow each other without a gap (one visit, several services). */
    back_to_back?: boolean;
  };
}

export interface TLoaded {
  split: string;
  file: string;
  scenario: TScenario;
}

/**
 * Scenarios written for issue 9 carry tags (or the new expectation fields) and must list every one of
 * the client's upcoming appointments in expect.bookings or expect.cancels. The original ones do not;
 * their appointments are linked to the expected bookings of the same service (check-state.ts).
 */
export function isModern(sc: TScenario): boolean {
  return sc.tags !== undefined || sc.expect?.cancels !== undefined || (sc.expect?.bookings ?? []).some((b) => b.existing !== undefined);
}

export const BASE_MONDAY = '2026-03-02';
export const TZ = 'America/Sao_Paulo';

export function loadSplit(dir: string, split: string): TLoaded[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const out: TLoaded[] = [];
  for (const file of names.filter((f) => f.endsWith('.json')).sort()) {
    const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as TScenario | TScenario[];
    for (const scenario of Array.isArray(data) ? data : [data]) out.push({ split, file, scenario });
  }
  return out;
}
