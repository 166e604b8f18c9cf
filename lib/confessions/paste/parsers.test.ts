import { describe, expect, it } from 'vitest';
import { parseArticles } from './articles.ts';
import { parseCatechism } from './catechism.ts';
import { parseChapters } from './chapters.ts';
import { parseLordsDays } from './heidelberg.ts';
import { batches, chapterRows, sectionUrlSlug, withUniqueSlugs } from './rows.ts';

describe('the paste parsers on hand-written variants', () => {
  it('articles: Roman or Arabic numbers, any separator, proofs pulled out, preamble ignored', () => {
    const text = 'The Belgic Confession\n\nArticle I - The Only God\nWe believe.\n(a) Deut. 6:4\nArticle 2. The Means\nFirst.\n\nSecond.';
    expect(parseArticles(text)).toEqual([
      { number: 1, title: 'The Only God', content: 'We believe.', proofs: ['Deut. 6:4'] },
      { number: 2, title: 'The Means', content: 'First.\n\nSecond.', proofs: [] },
    ]);
  });

  it('catechism: "Q1:", "Question 2." and answers with or without "A."', () => {
    const text = 'Q1: What is the chief end\nof man?\nA: To glorify God.\nQuestion 2. What rule?\nThe Word of God.\n(a) 2 Tim. 3:16';
    expect(parseCatechism(text)).toEqual([
      { number: 1, question: 'What is the chief end of man?', answer: 'To glorify God.', proofs: [] },
      { number: 2, question: 'What rule?', answer: 'The Word of God.', proofs: ['2 Tim. 3:16'] },
    ]);
  });

  it("heidelberg: Roman Lord's Day numbers and curly apostrophes", () => {
    const days = parseLordsDays('Lord’s Day II\nQ 3. From where do you know your misery?\nA. From the law of God.');
    expect(days).toEqual([
      { number: 2, questions: [{ number: 3, question: 'From where do you know your misery?', answer: 'From the law of God.', proofs: [] }] },
    ]);
  });

  it('chapters: Arabic chapter numbers, Roman sections, a subtitle, a rejection group', () => {
    const chapters = parseChapters(
      'Head 3: Of Corruption\nThird and Fourth Heads of Doctrine\nArticle 1: Man was made.\nRejection of Errors\nII. Who teach that.\nChapter 4. Of Creation\nI. It pleased God.\nRefs: Heb. 1:2',
    );
    expect(chapters).toEqual([
      {
        number: 3,
        title: 'Of Corruption',
        subtitle: 'Third and Fourth Heads of Doctrine',
        sections: [
          { number: 1, kind: 'section', content: 'Man was made.', proofs: [] },
          { number: 2, kind: 'rejection', content: 'Who teach that.', proofs: [] },
        ],
      },
      { number: 4, title: 'Of Creation', subtitle: '', sections: [{ number: 1, kind: 'section', content: 'It pleased God.', proofs: ['Heb. 1:2'] }] },
    ]);
    const rows = chapterRows('canons-of-dort', chapters);
    expect(rows.map((r) => [r.url_slug, r.section_type, r.parent_url_slug])).toEqual([
      ['head-3', 'head', null],
      ['head-3-article-1', 'article', 'head-3'],
      ['head-3-rejection-2', 'rejection', 'head-3'],
      ['head-4', 'head', null],
      ['head-4-article-1', 'article', 'head-4'],
    ]);
  });
});

describe('rows for writing', () => {
  it('take the url_slug shapes of the importer', () => {
    expect(sectionUrlSlug('question', 5, null)).toBe('question-5');
    expect(sectionUrlSlug('article', 2, 'chapter-7', 'chapter')).toBe('chapter-7-section-2');
    expect(sectionUrlSlug('article', 2, 'head-1', 'head')).toBe('head-1-article-2');
    expect(sectionUrlSlug('rejection', 9, 'head-1', 'head')).toBe('head-1-rejection-9');
  });

  it('in append mode take a free url_slug, and children follow their renamed parent', () => {
    const rows = chapterRows('westminster-confession', parseChapters('Chapter I: Of God\nI. There is but one.'));
    expect(withUniqueSlugs(rows, ['chapter-1', 'chapter-1-section-1']).map((r) => [r.url_slug, r.parent_url_slug])).toEqual([
      ['chapter-1-2', null],
      ['chapter-1-2-section-1', 'chapter-1-2'],
    ]);
  });

  it('go in batches of 50', () => {
    const sizes = batches(Array.from({ length: 129 }, (_, i) => i)).map((b) => b.length);
    expect(sizes).toEqual([50, 50, 29]);
  });
});
