import { ZWorkdays } from '@agenda/shared/schemas/scheduling';
import type { TWorkdayDto } from '@agenda/shared/schemas/scheduling-dto';

/** ZWorkdays' messages keyed by dow (the editor keeps the days in dow order). */
export function workdaysErrors(days: TWorkdayDto[]): Record<number, string> | null {
  const result = ZWorkdays.safeParse(days);
  if (result.success) return null;
  const errors: Record<number, string> = {};
  for (const issue of result.error.issues) {
    const index = typeof issue.path[0] === 'number' ? issue.path[0] : -1;
    const dow = days[index]?.dow ?? 0;
    errors[dow] ??= issue.message;
  }
  return errors;
}
