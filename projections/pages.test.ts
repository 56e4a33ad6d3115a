import { describe, expect, it } from 'vitest';
import { pageLimitText } from './pages.ts';

describe('a page written into its statement', () => {
  it('writes the page as whole numbers, a page past any list within what a literal holds', () => {
    expect(pageLimitText({ perPage: 10, offset: 20 })).toBe('LIMIT 10 OFFSET 20');
    expect(pageLimitText({ perPage: 25, offset: (2 ** 53 - 1) * 25 })).toBe(`LIMIT 25 OFFSET ${Number.MAX_SAFE_INTEGER}`);
  });

  it('refuses what is not a page, rather than writing it into SQL', () => {
    for (const bad of [Number.NaN, -1, Number.POSITIVE_INFINITY]) {
      expect(() => pageLimitText({ perPage: 10, offset: bad })).toThrow(/not a page/);
      expect(() => pageLimitText({ perPage: bad, offset: 0 })).toThrow(/not a page/);
    }
  });
});
