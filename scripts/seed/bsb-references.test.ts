/**
 * Every sample devotional reads in both translations: its passage and its memory verse's reference resolve
 * in the BSB (read from BSB_SOURCE / ../shared/bsb, as the build reads it), so no sample shows a reader the KJV in
 * place of the BSB they chose.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBsbSource } from '@lib/sources/bsb.ts';
import { BSB_DIR, FIXTURE_CONTENT_DIR, PROJECT_ROOT } from '../../tests/fixtures/shared-data.ts';

const bsb = createBsbSource(BSB_DIR, { readText: async (file) => readFileSync(file, 'utf8') });

function references(dir: string): { file: string; passage: string; memoryVerse: string }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const text = readFileSync(path.join(dir, name), 'utf8');
      const field = (key: string) => new RegExp(`^${key}:\\s*"?([^"\\n]+)"?\\s*$`, 'm').exec(text)?.[1] ?? '';
      return { file: name, passage: field('passage'), memoryVerse: field('memoryVerse') };
    });
}

describe('the sample devotionals in the BSB', () => {
  for (const dir of [path.join(PROJECT_ROOT, 'content/devotionals'), path.join(FIXTURE_CONTENT_DIR, 'devotionals')]) {
    it(`resolves every passage and memory verse of ${path.relative(PROJECT_ROOT, dir)}`, async () => {
      const found = references(dir);
      expect(found.length).toBeGreaterThan(0);
      for (const { file, passage, memoryVerse } of found) {
        expect(passage, file).not.toBe('');
        const { verses } = await bsb.verses(passage);
        expect(verses.filter((v) => !v.omitted).length, `${file}: ${passage}`).toBeGreaterThan(0);
        if (memoryVerse) expect((await bsb.verses(memoryVerse)).verses[0].text, `${file}: ${memoryVerse}`).not.toBe('');
      }
    });
  }
});
