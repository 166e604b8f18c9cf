import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogEntry } from './catalog.ts';
import { parseCreedsJson } from './creeds-json.ts';
import { checkTranslationImport, isPublicDomain, translationImportPayload, translationWords } from './translation-import.ts';
import { CONFESSIONS_DIR, CONFESSIONS_NL_DIR, readJson } from '../../tests/fixtures/shared-data.ts';

type TranslationCheck = ReturnType<typeof checkTranslationImport>;

interface Catechism {
  Metadata: Record<string, unknown>;
  Data: { Number: number; Question: string; Answer: string }[];
}

const dutch = () => readJson<Catechism>(path.join(CONFESSIONS_NL_DIR, 'heidelberg_catechism.json'));
const englishSlugs = (slug: string) => {
  const entry = catalogEntry(slug)!;
  return parseCreedsJson(entry, readJson(path.join(CONFESSIONS_DIR, entry.fileName))).sections.map((s) => s.url_slug);
};
const upload = (overrides: Record<string, unknown> = {}) => ({
  language: 'nl',
  slug: 'heidelberg-catechism',
  document: dutch(),
  sourceName: 'HeidelbergCatechismReader',
  sourceUrl: 'https://github.com/saintleva/HeidelbergCatechismReader',
  licence: 'Public Domain',
  ...overrides,
});
const problems = (check: TranslationCheck) => (check.ok ? [] : check.problems);
const messages = (check: TranslationCheck) => problems(check).map((p) => p.message);

describe('checkTranslationImport', () => {
  it('accepts the Dutch Heidelberg Catechism with its 129 questions under the English anchors', () => {
    const check = checkTranslationImport(upload(), englishSlugs);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const { translation } = check;
    expect(translation.language).toBe('nl');
    expect(translation.title).toBe('Heidelbergse Catechismus');
    expect(translation.parsed.sections).toHaveLength(129);
    expect(translation.parsed.sections[0]).toMatchObject({ url_slug: 'question-1', title: expect.stringContaining('Wat is uw enige troost') });
    expect(translation.source).toEqual({
      name: 'HeidelbergCatechismReader',
      url: 'https://github.com/saintleva/HeidelbergCatechismReader',
      licence: 'Public Domain',
    });
  });

  it('names a missing question', () => {
    const document = dutch();
    document.Data = document.Data.filter((q) => q.Number !== 12);
    expect(messages(checkTranslationImport(upload({ document }), englishSlugs))).toEqual(['Question 12 is missing']);
  });

  it('names a question the English document does not have, one that appears twice, and an empty answer', () => {
    const extra = dutch();
    extra.Data.push({ Number: 130, Question: 'Nog een vraag?', Answer: 'Ja.' });
    expect(messages(checkTranslationImport(upload({ document: extra }), englishSlugs))).toEqual(['Question 130 is not in the English Heidelberg Catechism']);

    const twice = dutch();
    twice.Data[12] = { ...twice.Data[12], Number: 12 };
    expect(messages(checkTranslationImport(upload({ document: twice }), englishSlugs))).toContain('Question 12 appears twice');

    const empty = dutch();
    empty.Data[4] = { ...empty.Data[4], Answer: ' ' };
    expect(messages(checkTranslationImport(upload({ document: empty }), englishSlugs))).toEqual(['Question 5 has no answer']);
  });

  it('refuses English, an unknown document, and a missing licence, source or address, naming each field', () => {
    const check = checkTranslationImport(
      upload({ language: 'en', slug: 'heidelberg', licence: '  ', sourceName: undefined, sourceUrl: 'javascript:alert(1)' }),
      englishSlugs,
    );
    expect(
      problems(check)
        .map((p) => p.field)
        .sort(),
    ).toEqual(['language', 'licence', 'slug', 'sourceName', 'sourceUrl']);
    expect(messages(check)).toContain('Choose the edition the text is written in (nl, es, pt): English is the original, not a translation');
    expect(messages(check)).toContain('Name the licence the text is published under (for an old text: Public Domain)');
    expect(messages(check)).toContain("The source's address must be a web address starting with https:// or http://");
  });

  it('refuses a file that is not a Creeds.json document, and a translation of a document the library does not hold yet', () => {
    expect(messages(checkTranslationImport(upload({ document: { questions: [] } }), englishSlugs))[0]).toMatch(/^The file is not a Creeds.json document/);
    expect(messages(checkTranslationImport(upload({ document: null }), englishSlugs))).toEqual(['Choose the JSON file of the translation']);
    expect(problems(checkTranslationImport(upload(), () => null))).toEqual([
      {
        field: 'slug',
        message: 'The library has no English Heidelberg Catechism yet: import the standard documents first, since a translation follows its structure',
      },
    ]);
  });

  it('checks a confession in chapters by its sections', () => {
    const english = readJson<{ Metadata: object; Data: { Chapter: number; Sections: unknown[] }[] }>(
      path.join(CONFESSIONS_DIR, 'westminster_confession_of_faith.json'),
    );
    english.Data[1].Sections.pop();
    const check = checkTranslationImport(upload({ language: 'es', slug: 'westminster-confession', document: english }), englishSlugs);
    expect(messages(check)).toEqual(['Chapter 2, section 3 is missing']);
  });
});

describe('isPublicDomain', () => {
  it('knows the public domain however it is written, so the page can name it in the edition’s words', () => {
    expect(isPublicDomain('Public Domain')).toBe(true);
    expect(isPublicDomain(' public  domain ')).toBe(true);
    expect(isPublicDomain('CC BY-SA 4.0')).toBe(false);
  });
});

describe('the payload', () => {
  it('keeps a translation row’s own words, else the edition’s title row, else the file’s title, and carries the source', () => {
    const own = { name: 'Heidelbergse Catechismus', description: 'Eigen', historical_context: null };
    const title = { name: 'Heidelbergse Catechismus (titel)', description: 'Titel', historical_context: null };
    expect(translationWords(own, title, 'Bestand')).toBe(own);
    expect(translationWords(null, title, 'Bestand')).toBe(title);
    expect(translationWords(null, null, 'Bestand')).toEqual({ name: 'Bestand', description: null, historical_context: null });

    const check = checkTranslationImport(upload(), englishSlugs);
    if (!check.ok) throw new Error('the Dutch catechism should pass');
    const payload = translationImportPayload(check.translation, title);
    expect(payload.confession).toMatchObject({
      slug: 'heidelberg-catechism',
      language: 'nl',
      name: 'Heidelbergse Catechismus (titel)',
      year: 1563,
      source_name: 'HeidelbergCatechismReader',
      source_url: 'https://github.com/saintleva/HeidelbergCatechismReader',
      licence: 'Public Domain',
    });
    expect(payload.sections).toHaveLength(129);
  });
});
