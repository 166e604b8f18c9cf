import { describe, expect, it } from 'vitest';
import { DEVOTIONAL_OUTLINE_SELECT, DEVOTIONAL_SELECT, DEVOTIONAL_TEXT_COLUMNS, DEVOTIONAL_TEXTS_SELECT } from './devotional-row.ts';

/** The top-level items of a select, an embed with everything inside its parentheses, without the spacing. */
function items(select: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of select.replace(/\s+/g, '')) {
    if (char === ',' && depth === 0) {
      found.push(current);
      current = '';
      continue;
    }
    if (char === '(') depth++;
    if (char === ')') depth--;
    current += char;
  }
  return [...found, current].filter(Boolean).sort();
}

describe('the build’s two reads of a devotional', () => {
  it('read together what the one select reads, with the version of the row', () => {
    const texts = items(DEVOTIONAL_TEXTS_SELECT);
    expect(texts).toEqual([...DEVOTIONAL_TEXT_COLUMNS, 'id', 'updated_at'].sort());
    const outline = items(DEVOTIONAL_OUTLINE_SELECT);
    expect(outline.filter((item) => (DEVOTIONAL_TEXT_COLUMNS as readonly string[]).includes(item))).toEqual([]);
    expect([...new Set([...outline, ...texts])].filter((item) => item !== 'updated_at').sort()).toEqual(items(DEVOTIONAL_SELECT));
  });
});
