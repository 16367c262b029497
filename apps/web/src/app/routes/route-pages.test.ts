// The product rule "no route leads to a page that does nothing": every route of the table loads a built
// page; none renders the generic placeholder.
import { describe, expect, it } from 'vitest';
import { ROUTES } from './index';

describe('route pages', () => {
  it('every route has a page and no placeholder', () => {
    expect(ROUTES.length).toBeGreaterThan(60);
    expect(ROUTES.filter((r) => !r.page || r.placeholder).map((r) => r.path)).toEqual([]);
  });
});
