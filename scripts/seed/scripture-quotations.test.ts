/**
 * Every Scripture quotation in a sample devotional's reflection, a double-quoted phrase followed by its
 * reference, is the KJV's own words for that reference (read from KJV_SOURCE / ../shared/kjv at test time):
 * letter case, curly apostrophes and spelling included.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDevotionalFiles, type DevotionalFile } from './devotionals.ts';
import { createKjvSource } from '@lib/sources/node.ts';
import { findQuotations, quotationMatches } from '@lib/scripture/quotations.ts';
import { KJV_DIR, PROJECT_ROOT } from '../../tests/fixtures/shared-data.ts';

let files: DevotionalFile[];
beforeAll(async () => {
  files = await loadDevotionalFiles(path.join(PROJECT_ROOT, 'content', 'devotionals'));
});

describe('Scripture quotations in the sample reflections', () => {
  it('quote the KJV text of the reference they cite', async () => {
    const kjv = createKjvSource(KJV_DIR);
    const mismatches: string[] = [];
    let checked = 0;
    for (const { file, content } of files) {
      for (const q of findQuotations(content.body)) {
        const { verses } = await kjv.verses(q.reference);
        const text = verses.map((v) => v.text).join(' ');
        checked++;
        if (!quotationMatches(q.phrase, text)) mismatches.push(`${file}: "${q.phrase}" (${q.reference}) is not in: ${text}`);
      }
    }
    expect(mismatches).toEqual([]);
    // The reflections do quote Scripture this way; a parser that found nothing would prove nothing.
    expect(checked).toBeGreaterThanOrEqual(5);
  });
});

describe('spelling of the sample content', () => {
  // One spelling for all content: British with -ize (Oxford), which is also the KJV's own (Saviour, neighbour,
  // honour; baptized, judgment), so quotations and prose never disagree.
  const AMERICAN =
    /\b(savio(r|rs)|neighbor\w*|behavior\w*|honor(s|ed|ing|able)?|favor(s|ed|ite\w*)?|color\w*|gray|center(s|ed)?|fulfillment|worshiped|worshiping|labor(s|ed)?|armor)\b/gi;
  it('uses British (Oxford) spelling throughout', () => {
    const found: string[] = [];
    for (const { file, content } of files) {
      const text = JSON.stringify(content);
      for (const m of text.matchAll(AMERICAN)) found.push(`${file}: ${m[0]}`);
    }
    expect(found).toEqual([]);
  });
});
