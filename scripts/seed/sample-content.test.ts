/**
 * The sample content the seed loads (content/): every devotional file valid, its passage and memory verse
 * found in the KJV source, its tags in the vocabulary, its confessional references naming real sections,
 * and together the 28 days the reader site expects (21 before today, today, 6 after).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFESSION_CATALOG } from '@lib/confessions/catalog.ts';
import { parseCreedsJson } from '@lib/confessions/creeds-json.ts';
import { countWords } from '@lib/reading-time.ts';
import { KEY_DOCTRINES } from '@lib/devotionals/doctrines.ts';
import { loadDevotionalFiles, prepareDevotionals, type DevotionalFile } from './devotionals.ts';
import { createKjvSource } from '@lib/sources/node.ts';
import { tagsSchema } from './tags.ts';
import { TRANSLATED_LOCALES } from '@lib/editions/registry.ts';
import { testimonialsSchema } from './testimonials.ts';
import { CONFESSIONS_DIR, KJV_DIR, PROJECT_ROOT, readJson } from '../../tests/fixtures/shared-data.ts';

const CONTENT = path.join(PROJECT_ROOT, 'content');
const tags = tagsSchema.parse(readJson(path.join(CONTENT, 'tags.json')));
let files: DevotionalFile[];

beforeAll(async () => {
  files = await loadDevotionalFiles(path.join(CONTENT, 'devotionals'));
});

describe('content/', () => {
  it('has a valid tag vocabulary and testimonials', () => {
    expect(tags.length).toBeGreaterThanOrEqual(10);
    expect(existsSync(path.join(CONTENT, 'testimonials.json'))).toBe(true);
    const testimonials = testimonialsSchema.parse(JSON.parse(readFileSync(path.join(CONTENT, 'testimonials.json'), 'utf8')));
    expect(testimonials.length).toBeGreaterThanOrEqual(8);
    expect(testimonials.length).toBeLessThanOrEqual(10);
  });

  it('names every tag in every translated edition, each name once per edition', () => {
    for (const locale of TRANSLATED_LOCALES) {
      const names = tags.map((tag) => tag.names?.[locale]);
      expect(names.filter((name) => !name)).toEqual([]);
      expect(new Set(names).size).toBe(tags.length);
    }
  });

  it('has 28 devotionals, one for each day from 21 days ago to 6 days ahead', () => {
    expect(files.map((f) => f.content.frontMatter.day).sort((a, b) => a - b)).toEqual(Array.from({ length: 28 }, (_, i) => i - 21));
  });

  it('reads every passage and memory verse from the KJV source, with known tags', async () => {
    const prepared = await prepareDevotionals(files, { today: '2025-01-01', kjv: createKjvSource(KJV_DIR), tagSlugs: new Set(tags.map((t) => t.slug)) });
    expect(prepared).toHaveLength(files.length);
  });

  it('gives each reflection 700-1200 words', () => {
    const outside = files.map((f) => [f.file, countWords(f.content.body)] as const).filter(([, words]) => words < 700 || words > 1200);
    expect(outside).toEqual([]);
  });

  it('covers most of the 12 key doctrines', () => {
    const used = new Set(files.map((f) => f.content.frontMatter.keyDoctrine));
    expect(used.size).toBeGreaterThanOrEqual(Math.ceil(KEY_DOCTRINES.length / 2) + 1);
  });

  it('names confessional sections that the importer creates', () => {
    const slugs = new Map(
      CONFESSION_CATALOG.map((entry) => [
        entry.slug,
        new Set(parseCreedsJson(entry, readJson(path.join(CONFESSIONS_DIR, entry.fileName))).sections.map((s) => s.url_slug)),
      ]),
    );
    const missing = files.flatMap((f) =>
      f.content.frontMatter.references.filter((r) => !slugs.get(r.confession)?.has(r.section)).map((r) => `${f.file}: ${r.confession}/${r.section}`),
    );
    expect(missing).toEqual([]);
  });
});
