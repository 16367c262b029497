// "tanto faz a ordem": the other orders of a visit are tried, the order said first.
import { describe, expect, it } from 'vitest';
import type { TBrainService } from '../types.js';
import { planInAnotherOrder } from './visit-order.js';

const svc = (id: string) => ({ id, title: id, duration_in_minutes: 30 }) as TBrainService;

describe('planInAnotherOrder', () => {
  it('tries every other order and returns the first that fits', async () => {
    const tried: string[] = [];
    const found = await planInAnotherOrder([svc('a'), svc('b'), svc('c')], async (ordered) => {
      const key = ordered.map((s) => s.id).join('');
      tried.push(key);
      return key === 'cab' ? key : null;
    });
    expect(tried).toEqual(['acb', 'bac', 'bca', 'cab']);
    expect(found?.services.map((s) => s.id)).toEqual(['c', 'a', 'b']);
  });
  it('finds nothing when no order fits', async () => {
    expect(await planInAnotherOrder([svc('a'), svc('b')], async () => null)).toBeNull();
  });
});
