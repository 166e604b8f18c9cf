import { describe, expect, it } from 'vitest';
import { chooseForNarration, inNarrationOrder, narrateChoiceFromEnv } from './narration.ts';
import type { PreparedDevotional } from './devotionals.ts';

const d = (slug: string, date: string) => ({ file: `${slug}.md`, row: { slug, date } }) as unknown as PreparedDevotional;
const all = [d('a', '2026-11-25'), d('b', '2026-11-26'), d('c', '2026-11-27')];

describe('which devotionals the seed narrates', () => {
  it('reads SEED_NARRATE', () => {
    expect(narrateChoiceFromEnv(undefined)).toBeUndefined();
    expect(narrateChoiceFromEnv('today')).toBe('today');
    expect(narrateChoiceFromEnv('a, c')).toEqual(['a', 'c']);
  });
  it('chooses all, none, today or named slugs', () => {
    expect(chooseForNarration(all, 'all', '2026-11-26')).toHaveLength(3);
    expect(chooseForNarration(all, 'none', '2026-11-26')).toEqual([]);
    expect(chooseForNarration(all, 'today', '2026-11-26').map((x) => x.row.slug)).toEqual(['b']);
    expect(chooseForNarration(all, ['c', 'a'], '2026-11-26').map((x) => x.row.slug)).toEqual(['a', 'c']);
  });
  it('refuses a slug that no sample devotional has', () => {
    expect(() => chooseForNarration(all, ['zz'], '2026-11-26')).toThrow(/No sample devotional has the slug zz/);
  });
  it("narrates today's first, then the released ones from the newest back, then the coming ones from the nearest", () => {
    const dates = ['2026-11-20', '2026-11-28', '2026-11-26', '2026-11-25', '2026-11-27', '2026-11-01'].map((date) => ({ date }));
    expect(inNarrationOrder(dates, '2026-11-26').map((x) => x.date)).toEqual([
      '2026-11-26',
      '2026-11-25',
      '2026-11-20',
      '2026-11-01',
      '2026-11-27',
      '2026-11-28',
    ]);
  });
});
