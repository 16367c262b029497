// The client's appointments are read once per turn, and read again after any write of the turn (kept or refused).
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { describe, expect, it } from 'vitest';
import { clientSchedulesMemo } from './client-schedules-memo.js';

describe('clientSchedulesMemo', () => {
  it('reads once until a write, then reads again; a failed write forgets them too', async () => {
    let count = 0;
    const memo = clientSchedulesMemo(async () => [{ id: `s${++count}` } as TScheduleDto]);
    const [a, b] = await Promise.all([memo.list('upcoming'), memo.list('upcoming')]);
    expect(a).toBe(b);
    expect(count).toBe(1);
    await memo.afterWrite(Promise.resolve('written'));
    expect((await memo.list('upcoming'))[0]!.id).toBe('s2');
    await expect(memo.afterWrite(Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await memo.list('upcoming');
    expect(count).toBe(3);
  });
});
