// The product rule "no route leads to a page that does nothing": every route of the table loads a built
// page (the type makes `page` required; the table helpers throw on a route without one).
import { describe, expect, it } from 'vitest';
import { ROUTES } from './index';

describe('route pages', () => {
  it('every route has a page', () => {
    expect(ROUTES.length).toBeGreaterThan(60);
    expect(ROUTES.filter((r) => typeof r.page !== 'function').map((r) => r.path)).toEqual([]);
  });
});
