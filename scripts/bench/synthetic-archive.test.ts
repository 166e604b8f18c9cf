/**
 * The benchmark's synthetic archive: the same seed gives the same devotionals, every one of them would pass the
 * content schema and the database's CHECK constraints, and the days run back without a gap or a repeat.
 * With the shared KJV and confession texts present, every passage and reference they draw from resolves.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFESSION_CATALOG } from '@lib/confessions/catalog.ts';
import { parseCreedsJson } from '@lib/confessions/creeds-json.ts';
import { addDays } from '@lib/dates.ts';
import { KEY_DOCTRINES } from '@lib/devotionals/doctrines.ts';
import { devotionalContentSchema } from '@lib/devotionals/schema.ts';
import { countWords } from '@lib/reading-time.ts';
import { SLUG_PATTERN } from '@lib/slug.ts';
import { generateSyntheticArchive, sectionLabel, type SyntheticArchiveOptions } from './synthetic-archive.ts';
import { DOCTRINE_NOTES, PASSAGES } from './synthetic-vocabulary.ts';
import { prepareDevotionals } from '../seed/devotionals.ts';
import { createKjvSource } from '@lib/sources/node.ts';
import { tagsSchema } from '../seed/tags.ts';
import { CONFESSIONS_DIR, KJV_DIR, PROJECT_ROOT, haveSharedData, readJson } from '../../tests/fixtures/shared-data.ts';

const tagSlugs = tagsSchema.parse(readJson(path.join(PROJECT_ROOT, 'content/tags.json'))).map((t) => t.slug);
const options: SyntheticArchiveOptions = { count: 730, today: '2026-03-01', lastDay: -22, tagSlugs, seed: 'unit-test' };
const archive = generateSyntheticArchive(options);

describe('generateSyntheticArchive', () => {
  it('gives the same archive for the same seed, and another for another seed', () => {
    expect(generateSyntheticArchive(options)).toEqual(archive);
    const other = generateSyntheticArchive({ ...options, seed: 'another seed' });
    expect(other.map((d) => d.date)).toEqual(archive.map((d) => d.date));
    expect(other.map((d) => d.content.body)).not.toEqual(archive.map((d) => d.content.body));
  });

  it('runs back day by day from today + lastDay, each date once', () => {
    expect(archive).toHaveLength(730);
    expect(archive[archive.length - 1].date).toBe(addDays(options.today, options.lastDay));
    expect(archive[0].date).toBe(addDays(options.today, options.lastDay - 729));
    for (let i = 1; i < archive.length; i++) expect(archive[i].date).toBe(addDays(archive[i - 1].date, 1));
    expect(new Set(archive.map((d) => d.date)).size).toBe(archive.length);
    for (const d of archive) expect(addDays(options.today, d.content.frontMatter.day)).toBe(d.date);
  });

  it('makes devotionals the content schema accepts', () => {
    const problems = archive.flatMap((d) => {
      const result = devotionalContentSchema.safeParse(d.content);
      return result.success ? [] : [`${d.file}: ${result.error.message}`];
    });
    expect(problems).toEqual([]);
  });

  it("keeps within the database's constraints, with unique slugs", () => {
    for (const { content } of archive) {
      const fm = content.frontMatter;
      expect(fm.title.trim().length).toBeGreaterThan(0);
      expect(fm.title.length).toBeLessThanOrEqual(200);
      expect(fm.slug).toMatch(SLUG_PATTERN);
      expect(fm.slug.length).toBeLessThanOrEqual(250);
      expect(fm.passage.length).toBeLessThanOrEqual(200);
      expect(fm.mainCharacter.length).toBeLessThanOrEqual(500);
      expect(fm.focus.length).toBeLessThanOrEqual(500);
      expect(fm.biblicalContext.length).toBeLessThanOrEqual(2000);
      expect(fm.prayer.length).toBeLessThanOrEqual(1000);
      expect(fm.discussionQuestions.join('\n').length).toBeLessThanOrEqual(1000);
      expect(content.body.length).toBeLessThanOrEqual(15000);
      for (const r of fm.references) expect((r.context ?? '').length).toBeLessThanOrEqual(1000);
    }
    expect(new Set(archive.map((d) => d.content.frontMatter.slug)).size).toBe(archive.length);
  });

  it('writes reflections of about 900 words, as the sample devotionals are', () => {
    const words = archive.map((d) => countWords(d.content.body));
    expect(Math.min(...words)).toBeGreaterThanOrEqual(700);
    expect(Math.max(...words)).toBeLessThanOrEqual(1200);
    const mean = words.reduce((a, b) => a + b, 0) / words.length;
    expect(mean).toBeGreaterThan(850);
    expect(mean).toBeLessThan(950);
  });

  it('varies doctrines, passages, titles, tags and references from day to day', () => {
    const fms = archive.map((d) => d.content.frontMatter);
    expect(new Set(fms.map((f) => f.keyDoctrine))).toEqual(new Set(KEY_DOCTRINES));
    expect(new Set(fms.map((f) => f.passage)).size).toBeGreaterThan(PASSAGES.length * 0.9);
    expect(new Set(fms.map((f) => f.title)).size).toBeGreaterThan(archive.length / 2);
    expect(new Set(fms.flatMap((f) => f.tags)).size).toBe(tagSlugs.length);
    expect(new Set(fms.flatMap((f) => f.references.map((r) => `${r.confession}/${r.section}`))).size).toBeGreaterThan(40);
    expect(new Set(archive.map((d) => d.content.body)).size).toBe(archive.length);
  });

  it('names sections the way running text does', () => {
    expect(sectionLabel('question-60')).toBe('Question 60');
    expect(sectionLabel('article-23')).toBe('Article 23');
    expect(sectionLabel('chapter-11-section-1')).toBe('chapter 11, section 1');
    expect(sectionLabel('head-3-article-12')).toBe('article 12 of the third and fourth head of doctrine');
  });
});

describe.skipIf(!haveSharedData)('the synthetic vocabulary against the shared texts', () => {
  it('uses passages and memory verses the KJV source has, within the stored lengths', async () => {
    const oneEach = PASSAGES.map((p, i) => {
      const d = archive[i];
      return {
        file: `${d.file} (${p.passage})`,
        content: { ...d.content, frontMatter: { ...d.content.frontMatter, passage: p.passage, memoryVerse: p.memoryVerse } },
      };
    });
    const prepared = await prepareDevotionals(oneEach, { today: options.today, kjv: createKjvSource(KJV_DIR), tagSlugs: new Set(tagSlugs) });
    expect(prepared).toHaveLength(PASSAGES.length);
  });

  it('cites confessional sections the importer creates', () => {
    const slugs = new Map(
      CONFESSION_CATALOG.map((entry) => [
        entry.slug,
        new Set(parseCreedsJson(entry, readJson(path.join(CONFESSIONS_DIR, entry.fileName))).sections.map((s) => s.url_slug)),
      ]),
    );
    const missing = Object.values(DOCTRINE_NOTES)
      .flatMap((notes) => notes.references)
      .filter(([confession, section]) => !slugs.get(confession)?.has(section))
      .map(([confession, section]) => `${confession}/${section}`);
    expect(missing).toEqual([]);
  });
});
