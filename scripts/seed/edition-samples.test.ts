/**
 * The Dutch and Spanish samples (content/devotionals-nl, -es): each translates an English sample of the same day,
 * passage, doctrine, tags and references, and the seed finds its passage and memory verse in the edition's Bible,
 * numbered as the English (Psalm 51:10 is the Statenvertaling's 51:12).
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEditionSource } from '@lib/sources/node.ts';
import { loadDevotionalFiles, prepareDevotionals, type DevotionalFile } from './devotionals.ts';
import { editionScripture, loadEditionSamples, translationProblems } from './edition-samples.ts';
import { BLIVRE_DIR, PROJECT_ROOT, RV1909_DIR, SV_DIR } from '../../tests/fixtures/shared-data.ts';

const CONTENT = path.join(PROJECT_ROOT, 'content');
let english: DevotionalFile[];
let editions: Awaited<ReturnType<typeof loadEditionSamples>>;

beforeAll(async () => {
  english = await loadDevotionalFiles(path.join(CONTENT, 'devotionals'));
  editions = await loadEditionSamples(CONTENT);
});

describe('the translated samples', () => {
  it('give a week in Dutch and in Spanish, each translating the English sample of its day', () => {
    expect(editions.map((e) => [e.language, e.files.length])).toEqual([
      ['nl', 7],
      ['es', 7],
      ['pt', 7],
    ]);
    for (const edition of editions) {
      expect(edition.files.map((f) => f.content.frontMatter.day).sort((a, b) => a - b)).toEqual([-6, -5, -4, -3, -2, -1, 0]);
      expect(translationProblems(edition.files, english)).toEqual([]);
    }
  });

  it('reports a translation that strays from its English devotional', () => {
    const dutch = editions[0]!.files[0]!;
    const strayed: DevotionalFile = {
      ...dutch,
      content: { ...dutch.content, frontMatter: { ...dutch.content.frontMatter, day: dutch.content.frontMatter.day + 1, tags: ['grace', 'faith'] } },
    };
    expect(translationProblems([strayed], english)).toEqual([
      `${dutch.file}: day differs from ${dutch.content.frontMatter.translationOf}`,
      `${dutch.file}: tags differs from ${dutch.content.frontMatter.translationOf}`,
    ]);
    const orphan: DevotionalFile = { ...dutch, content: { ...dutch.content, frontMatter: { ...dutch.content.frontMatter, translationOf: 'no-such-sample' } } };
    expect(translationProblems([orphan], english)).toEqual([`${dutch.file}: translationOf names no English sample (no-such-sample)`]);
  });

  it('read their Scripture from the edition’s Bible for the English references', async () => {
    const sources = {
      sv: createEditionSource('sv', SV_DIR),
      rv1909: createEditionSource('rv1909', RV1909_DIR),
      blivre: createEditionSource('blivre', BLIVRE_DIR),
    };
    for (const edition of editions) {
      const prepared = await prepareDevotionals(edition.files, {
        today: '2026-11-28',
        kjv: editionScripture(edition.bible, sources[edition.bible]),
        tagSlugs: new Set(edition.files.flatMap((f) => f.content.frontMatter.tags)),
      });
      expect(prepared.every((p) => p.row.language === edition.language && p.translationOf)).toBe(true);
      const psalm = prepared.find((p) => p.row.biblical_passage.startsWith('Psalm 51'))!;
      if (edition.language === 'nl') {
        expect(psalm.row.memory_verse).toMatch(/^Schep mij een rein hart, o God!.*\(Psalm 51:10\)$/);
        expect(psalm.row.scripture_text.split('\n')[0]).toMatch(/^1 Wees mij genadig, o God!/);
      } else if (edition.language === 'es') {
        expect(psalm.row.memory_verse).toMatch(/^Crea en mí, oh Dios, un corazón limpio.*\(Psalm 51:10\)$/);
      } else {
        expect(psalm.row.memory_verse).toMatch(/^Cria em mim um coração puro, ó Deus.*\(Psalm 51:10\)$/);
      }
      const shepherd = prepared.find((p) => p.row.biblical_passage === 'John 10:11-18')!;
      expect(shepherd.row.scripture_text.split('\n')).toHaveLength(8);
    }
  });
});
