import { describe, expect, it } from 'vitest';
import { HISTORICAL_CONTEXT_ID, resultPlace, type PagefindResultData, type PagefindSubResult } from './result-place.ts';

const page = '/nl/confessions/heidelberg-catechism/';
const opening: PagefindSubResult = {
  title: 'Heidelbergse Catechismus',
  url: page,
  excerpt: 'die opent met "Wat is uw <mark>enige</mark> <mark>troost</mark>',
};
const context: PagefindSubResult = {
  title: 'Historische achtergrond',
  url: `${page}#${HISTORICAL_CONTEXT_ID}`,
  excerpt: 'opgesteld in Heidelberg, <mark>troost</mark>',
  anchor: { element: 'h2', id: HISTORICAL_CONTEXT_ID, text: 'Historische achtergrond', location: 30 },
};
const question = (n: number, excerpt: string): PagefindSubResult => ({
  title: `Vraag ${n}`,
  url: `${page}#question-${n}`,
  excerpt,
  anchor: { element: 'article', id: `question-${n}`, text: '', title: `Vraag ${n}`, location: 100 + n },
});

function heidelberg(subResults: PagefindSubResult[], meta: PagefindResultData['meta'] = {}): PagefindResultData {
  return { url: page, excerpt: 'page excerpt', meta: { title: 'Heidelbergse Catechismus', ...meta }, sub_results: subResults };
}

describe('resultPlace', () => {
  it('names a question by the document and its number, and links to its anchor', () => {
    const q102 = question(102, 'bij de <mark>heiligen</mark> een <mark>eed</mark> <mark>zweren</mark>');
    expect(resultPlace(heidelberg([opening, context, question(1, 'Wat is uw troost'), q102]))).toEqual({
      url: `${page}#question-102`,
      page: 'Heidelbergse Catechismus',
      place: 'Vraag 102',
      excerpt: q102.excerpt,
    });
  });

  it('prefers the question to the description that quotes it, when both match as well', () => {
    const q1 = question(1, 'Wat is uw <mark>enige</mark> <mark>troost</mark>, beide <mark>in</mark> het leven');
    const place = resultPlace(heidelberg([opening, context, q1]));
    expect(place.place).toBe('Vraag 1');
    expect(place.url).toBe(`${page}#question-1`);
    // Also when the description marks a word more often.
    const quoting = { ...opening, excerpt: 'vragen <mark>in</mark> delen, <mark>in</mark> <mark>enige</mark> <mark>troost</mark>' };
    expect(resultPlace(heidelberg([quoting, q1]), 'enige troost in').place).toBe('Vraag 1');
  });

  it('prefers the question to a description that marks one more word the stemmer took for a typed one', () => {
    const described = {
      ...opening,
      excerpt:
        '<mark>Een</mark> catechismus die opent met "Wat is uw <mark>enige</mark> <mark>troost,</mark> beide <mark>in</mark> het <mark>leven</mark> <mark>en</mark> <mark>sterven?"</mark>',
    };
    const q1 = question(
      1,
      'is uw <mark>enige</mark> <mark>troost,</mark> beide <mark>in</mark> het <mark>leven</mark> <mark>en</mark> <mark>sterven?</mark> Dat',
    );
    expect(resultPlace(heidelberg([described, context, q1]), 'enige troost in leven en sterven').place).toBe('Vraag 1');
  });

  it('prefers the place with more of the words searched for to one where a stem matches often', () => {
    // Dutch stemming lets "enige" match "een": question 15 marks one word three times, question 1 both words once.
    const q15 = question(15, 'voor <mark>een</mark> Middelaar? Zulk <mark>een,</mark> Die <mark>een</mark> waarachtig');
    const q1 = question(1, 'Wat is uw <mark>enige</mark> <mark>troost</mark>, beide in het leven');
    expect(resultPlace(heidelberg([opening, q1, q15])).place).toBe('Vraag 1');
    expect(resultPlace(heidelberg([opening, q15, q1])).place).toBe('Vraag 1');
    // A place with both words but one of them many times still loses to the words side by side, as typed.
    const q57 = question(57, '<mark>een</mark> <mark>troost</mark> voor <mark>een</mark> en <mark>een</mark>');
    expect(resultPlace(heidelberg([opening, q57, q1]), 'enige troost').place).toBe('Vraag 1');
  });

  it('names the historical context only when the words are found there', () => {
    const place = resultPlace(heidelberg([context, question(5, 'geen woorden')]));
    expect(place).toMatchObject({ place: 'Historische achtergrond', url: `${page}#${HISTORICAL_CONTEXT_ID}` });
  });

  it("leads to the page's opening when only its description matches", () => {
    const place = resultPlace(heidelberg([{ ...opening, excerpt: '<mark>dankbaarheid</mark>' }, question(3, 'niets')]));
    expect(place).toEqual({ url: page, page: 'Heidelbergse Catechismus', excerpt: '<mark>dankbaarheid</mark>' });
  });

  it("marks an untranslated document's text, name and context English, but not the edition's own words", () => {
    const meta = { title: 'Dordtse Leerregels', textLang: 'en', contextLang: 'en' };
    const article = question(7, 'This <mark>election</mark> is <mark>unchangeable</mark>');
    expect(resultPlace(heidelberg([opening, article], meta))).toMatchObject({ place: 'Vraag 7', excerptLang: 'en' });
    expect(resultPlace(heidelberg([{ ...context, excerpt: '<mark>Dort</mark>' }], meta))).toMatchObject({ excerptLang: 'en' });
    expect(resultPlace(heidelberg([{ ...opening, excerpt: '<mark>Dort</mark>' }], meta)).excerptLang).toBeUndefined();
    expect(resultPlace(heidelberg([{ ...opening, excerpt: '<mark>Dort</mark>' }], { ...meta, descriptionLang: 'en', nameLang: 'en' }))).toMatchObject({
      excerptLang: 'en',
      pageLang: 'en',
    });
  });

  it('names a devotional by its title alone, wherever in it the words are found', () => {
    const url = '/nl/devotional/abc/';
    const place = resultPlace({
      url,
      excerpt: 'x',
      meta: { title: 'Schep mij een rein hart', date: '2026-11-27' },
      sub_results: [
        { title: 'Schep mij een rein hart', url, excerpt: 'rein' },
        {
          title: 'Gebed',
          url: `${url}#prayer-suggestion-heading`,
          excerpt: '<mark>bidden</mark>',
          anchor: { element: 'h2', id: 'prayer-suggestion-heading', text: 'Gebed', location: 9 },
        },
      ],
    });
    expect(place).toEqual({ url: `${url}#prayer-suggestion-heading`, page: 'Schep mij een rein hart', excerpt: '<mark>bidden</mark>' });
  });

  it('falls back to the page and its excerpt without sub-results', () => {
    expect(resultPlace({ url: '/about-us/', excerpt: '<mark>grace</mark>', meta: {} })).toEqual({
      url: '/about-us/',
      page: '/about-us/',
      excerpt: '<mark>grace</mark>',
    });
  });
});
