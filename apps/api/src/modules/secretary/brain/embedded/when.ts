// Small calendar helpers the policy needs on local dates (YYYY-MM-DD).

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}
