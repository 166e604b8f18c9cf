import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { coverSvg } from '../covers/styles.ts';
import { cardArt } from './card-art.ts';

const source = { title: 'The Good Shepherd', passage: 'John 10:11-18', doctrine: 'Providence' };
// Four consecutive days get the four cover styles (lib/covers/style-rule.ts).
const days = ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

describe('cardArt', () => {
  it("is the engine's untitled square art for the date's style, hidden from screen readers", () => {
    const art = cardArt({ ...source, date: '2026-11-26' });
    expect(art.startsWith('<svg aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(art).toContain('viewBox="0 0 1080 1080"');
    expect(art).not.toContain('The Good Shepherd');
    const styles = new Set(days.map((date) => cardArt({ ...source, date })));
    expect(styles.size).toBe(4);
    expect([...styles].map((svg) => svg.replace(/^<svg aria-hidden="true" focusable="false" /, '<svg '))).toContain(
      coverSvg(source, 'dawn', 'square', { titled: false }),
    );
  });

  it('costs under 1 KB gzip in every style, so a full card stays far inside its 10 KB', () => {
    for (const date of days) expect(gzipSync(cardArt({ ...source, date })).length).toBeLessThan(1024);
  });

  it('draws a devotional without a key doctrine in the default palette', () => {
    expect(cardArt({ ...source, doctrine: null, date: days[0] })).toBe(cardArt({ ...source, doctrine: 'Providence', date: days[0] }));
  });
});
