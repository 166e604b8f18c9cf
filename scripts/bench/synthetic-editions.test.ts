/**
 * The synthetic archive's Dutch and Spanish translations: one per English day in each edition, passing the checks the
 * seed puts the sample translations through (translationProblems: same day, passage, memory verse, doctrine, tags and
 * sections), the content schema and the database's limits, written in the edition's language, as long as the English,
 * and the same for the same seed. With the shared Bibles present, every passage reads from the Statenvertaling and the
 * Reina-Valera 1909 within the stored lengths.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { devotionalContentSchema } from '@lib/devotionals/schema.ts';
import { countWords } from '@lib/reading-time.ts';
import { SLUG_PATTERN } from '@lib/slug.ts';
import { generateSyntheticArchive } from './synthetic-archive.ts';
import { editionSlug, generateEditionTranslations } from './synthetic-editions.ts';
import { TRANSLATED_LOCALES as EDITION_LANGUAGES } from '@lib/editions/registry.ts';
import { PASSAGES } from './synthetic-vocabulary.ts';
import { prepareDevotionals } from '../seed/devotionals.ts';
import { EDITION_SAMPLES, editionScripture, translationProblems } from '../seed/edition-samples.ts';
import { tagsSchema } from '../seed/tags.ts';
import { PROJECT_ROOT, haveSharedData, readJson } from '../../tests/fixtures/shared-data.ts';

const tagSlugs = tagsSchema.parse(readJson(path.join(PROJECT_ROOT, 'content/tags.json'))).map((t) => t.slug);
const english = generateSyntheticArchive({ count: 400, today: '2026-03-01', lastDay: -22, tagSlugs, seed: 'unit-test' });
const editions = {
  nl: generateEditionTranslations(english, 'nl', 'unit-test'),
  es: generateEditionTranslations(english, 'es', 'unit-test'),
  pt: generateEditionTranslations(english, 'pt', 'unit-test'),
};

describe('generateEditionTranslations', () => {
  it('translates every English day once in each edition, as the seed checks a sample translation', () => {
    for (const language of EDITION_LANGUAGES) {
      const translations = editions[language];
      expect(translations.map((t) => t.date)).toEqual(english.map((d) => d.date));
      expect(translations.map((t) => t.content.frontMatter.translationOf)).toEqual(english.map((d) => d.content.frontMatter.slug));
      expect(new Set(translations.map((t) => t.content.frontMatter.language))).toEqual(new Set([language]));
      expect(translationProblems(translations, english)).toEqual([]);
    }
  });

  it('gives the same translations for the same seed, and others for another seed', () => {
    expect(generateEditionTranslations(english, 'nl', 'unit-test')).toEqual(editions.nl);
    const other = generateEditionTranslations(english, 'nl', 'another seed');
    expect(other.map((t) => t.content.body)).not.toEqual(editions.nl.map((t) => t.content.body));
  });

  it("makes devotionals the content schema and the database's limits accept, with slugs unique across the editions", () => {
    const all = [...editions.nl, ...editions.es, ...editions.pt];
    const problems = all.flatMap((d) => {
      const result = devotionalContentSchema.safeParse(d.content);
      return result.success ? [] : [`${d.file}: ${result.error.message}`];
    });
    expect(problems).toEqual([]);
    for (const { content } of all) {
      expect(content.frontMatter.slug).toMatch(SLUG_PATTERN);
      expect(content.body.length).toBeLessThanOrEqual(15000);
    }
    const slugs = [...english, ...all].map((d) => d.content.frontMatter.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('writes reflections as long as the English ones, varied from day to day', () => {
    for (const language of EDITION_LANGUAGES) {
      const words = editions[language].map((d) => countWords(d.content.body));
      expect(Math.min(...words)).toBeGreaterThanOrEqual(700);
      expect(Math.max(...words)).toBeLessThanOrEqual(1200);
      const mean = words.reduce((a, b) => a + b, 0) / words.length;
      expect(mean).toBeGreaterThan(850);
      expect(mean).toBeLessThan(950);
      expect(new Set(editions[language].map((d) => d.content.body)).size).toBe(english.length);
      expect(new Set(editions[language].map((d) => d.content.frontMatter.title)).size).toBeGreaterThan(english.length / 4);
    }
  });

  it("writes in the edition's language, with its book and doctrine names", () => {
    const nl = editions.nl.find((d) => d.content.frontMatter.passage.startsWith('John '))!;
    expect(nl.content.frontMatter.biblicalContext).toMatch(/^Johannes \d+:\d+(-\d+)? staat in het boek Johannes\./);
    const es = editions.es.find((d) => d.content.frontMatter.keyDoctrine === 'Providence')!;
    expect(es.content.frontMatter.references[0].context).toBe('Esta confesión enseña la providencia, el tema de este devocional.');
    // No English sentence: the words every English reflection is full of do not occur.
    for (const d of [...editions.nl, ...editions.es]) expect(d.content.body).not.toMatch(/\b(the|and|that|which|with)\b/);
    // The words the bench's full-text queries look for are there (measure-editions.ts).
    const dutch = editions.nl.map((d) => d.content.body).join('\n');
    for (const word of ['Herder', 'enige troost', 'verbond', 'voorzienigheid', 'gerechtvaardigd', 'Abraham', 'volharding', 'zondag'])
      expect(dutch).toContain(word);
    const spanish = editions.es.map((d) => d.content.body).join('\n');
    for (const word of ['pastor', 'único consuelo', 'pacto', 'providencia', 'justificados', 'Abraham', 'perseverancia', 'día del Señor'])
      expect(spanish).toContain(word);
  });

  it('takes the accents off before the slug rule', () => {
    expect(editionSlug('Gracia en Génesis: corazón', '2026-03-01')).toBe('gracia-en-genesis-corazon-2026-03-01');
  });
});

describe.skipIf(!haveSharedData)("the translations against the editions' Bibles", () => {
  it('reads every synthetic passage and memory verse from the Statenvertaling and the Reina-Valera 1909', async () => {
    for (const { language, bible } of EDITION_SAMPLES) {
      const oneEach = PASSAGES.map((p, i) => {
        const d = editions[language][i];
        return {
          file: `${d.file} (${p.passage})`,
          content: { ...d.content, frontMatter: { ...d.content.frontMatter, passage: p.passage, memoryVerse: p.memoryVerse } },
        };
      });
      const prepared = await prepareDevotionals(oneEach, { today: '2026-03-01', kjv: editionScripture(bible), tagSlugs: new Set(tagSlugs) });
      expect(prepared).toHaveLength(PASSAGES.length);
      expect(prepared.every((p) => p.row.language === language)).toBe(true);
    }
  });
});
