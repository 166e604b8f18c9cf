import { describe, expect, it } from 'vitest';
import {
  DEVOTIONAL_OUTLINE_SELECT,
  DEVOTIONAL_REFERENCE_SELECT,
  DEVOTIONAL_SECTION_SELECT,
  DEVOTIONAL_SELECT,
  DEVOTIONAL_TAG_SELECT,
  DEVOTIONAL_TEXT_COLUMNS,
  DEVOTIONAL_TEXTS_SELECT,
} from './devotional-row.ts';

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

/** The items inside an embed `name(…)` of a select's items. */
function embedded(selectItems: string[], name: string): string[] {
  const embed = selectItems.find((item) => item.startsWith(`${name}(`));
  expect(embed, name).toBeDefined();
  return items(embed!.slice(name.length + 1, -1));
}

const without = (list: string[], ...names: string[]) => list.filter((item) => !names.includes(item));

describe('the build’s reads of a devotional', () => {
  it('read together what the one select reads, with the version of the row', () => {
    const texts = items(DEVOTIONAL_TEXTS_SELECT);
    expect(texts).toEqual([...DEVOTIONAL_TEXT_COLUMNS, 'id', 'updated_at'].sort());
    const outline = items(DEVOTIONAL_OUTLINE_SELECT);
    expect(outline.filter((item) => (DEVOTIONAL_TEXT_COLUMNS as readonly string[]).includes(item))).toEqual([]);
    const one = items(DEVOTIONAL_SELECT);
    const columns = without(one, ...one.filter((item) => item.includes('(')));
    expect(without([...new Set([...outline, ...texts])], 'updated_at').sort()).toEqual(columns);
    // The tags and references, read from their own tables, carry what the one select embeds (and the ids that join them).
    expect(without(items(DEVOTIONAL_TAG_SELECT), 'id')).toEqual(embedded(one, 'tags'));
    const references = embedded(one, 'devotional_confession_references');
    const section = embedded(references, 'confession_sections');
    expect(without(items(DEVOTIONAL_REFERENCE_SELECT), 'devotional_id', 'section_id')).toEqual(
      without(
        references,
        references.find((item) => item.startsWith('confession_sections('))!,
      ),
    );
    expect(without(items(DEVOTIONAL_SECTION_SELECT), 'id')).toEqual(section);
  });
});
