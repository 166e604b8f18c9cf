import { describe, expect, it } from 'vitest';
import { articlesText, catechismText, chaptersText, lordsDaysText, standardDocument } from '../../../tests/fixtures/confession-text.ts';
import { parsePaste, defaultPreset, NO_CHAPTERS_MESSAGE, NO_LORDS_DAYS_MESSAGE, NO_SECTIONS_MESSAGE, EMPTY_TEXT_MESSAGE } from './presets.ts';
import type { SectionRow } from '../creeds-json.ts';

/** The importer's readable references with "Genesis 2:17; 3:17" written as the two references it names. */
function splitLikePaste(rows: SectionRow[]): SectionRow[] {
  return rows.map((row) => ({
    ...row,
    scripture_proofs: row.scripture_proofs
      .flatMap((ref) => {
        const [first, ...rest] = ref.split('; ');
        const book = /^(.*?\S)\s+\d+:\d/.exec(first)?.[1];
        return [first, ...rest.map((r) => (book && /^\d+:\d/.test(r) ? `${book} ${r}` : r))];
      })
      .filter((ref, i, all) => all.indexOf(ref) === i),
  }));
}

function rowsOf(result: ReturnType<typeof parsePaste>): SectionRow[] {
  if (!result.ok) throw new Error(result.message);
  return result.preview.rows;
}

describe('bulk paste presets on the real documents', () => {
  it('articles: the Belgic Confession gives its 37 articles exactly as the importer does', () => {
    const doc = standardDocument('belgic-confession');
    const rows = rowsOf(parsePaste('articles', articlesText(doc), 'belgic-confession'));
    expect(rows).toHaveLength(37);
    expect(rows).toEqual(doc.sections);
    expect(rows[0]).toMatchObject({ section_number: 1, title: 'The Only God', section_type: 'article', url_slug: 'article-1' });
  });

  it('catechism: the Westminster Larger Catechism gives 196 questions with their lettered proofs', () => {
    const doc = standardDocument('westminster-larger-catechism');
    const rows = rowsOf(parsePaste('catechism', catechismText(doc), doc.confession.slug));
    expect(rows).toHaveLength(196);
    expect(rows).toEqual(splitLikePaste(doc.sections));
    expect(rows.find((r) => r.section_number === 193)!.scripture_proofs).toEqual(expect.arrayContaining(['Genesis 2:17', 'Genesis 3:17']));
    expect(rows[0].scripture_proofs).toEqual(['Romans 11:36', '1 Corinthians 10:31', 'Psalm 73:24-28']);
    // Q99's numbered rules stay paragraphs of the answer, not new questions.
    expect(rows[98].content.split('\n\n')[1].startsWith('1. That the law is perfect')).toBe(true);
  });

  it('catechism: the Westminster Shorter Catechism gives 107 questions', () => {
    const doc = standardDocument('westminster-shorter-catechism');
    const rows = rowsOf(parsePaste('catechism', catechismText(doc), doc.confession.slug));
    expect(rows).toEqual(doc.sections);
    expect(rows[0]).toMatchObject({ title: 'What is the chief end of man?', content: "Man's chief end is to glorify God, and to enjoy him for ever." });
  });

  it("heidelberg: 52 Lord's Days holding the 129 questions", () => {
    const doc = standardDocument('heidelberg-catechism');
    const result = parsePaste('heidelberg', lordsDaysText(doc), doc.confession.slug);
    if (!result.ok || result.preview.kind !== 'lords-days') throw new Error("expected Lord's Days");
    expect(result.preview.days).toHaveLength(52);
    expect(result.preview.days[0].questions.map((q) => q.number)).toEqual([1, 2]);
    expect(result.preview.days[51].questions.map((q) => q.number)).toEqual([127, 128, 129]);
    expect(result.preview.rows).toEqual(splitLikePaste(doc.sections));
    expect(result.preview.rows[103].scripture_proofs).toEqual(expect.arrayContaining(['Matthew 22:21', 'Romans 13:1-8']));
  });

  it('westminster: the Confession gives 33 chapters and their Roman-numbered sections with Refs', () => {
    const doc = standardDocument('westminster-confession');
    const result = parsePaste('westminster', chaptersText(doc), doc.confession.slug);
    if (!result.ok || result.preview.kind !== 'chapters') throw new Error('expected chapters');
    expect(result.preview.chapters).toHaveLength(33);
    expect(result.preview.chapters[0]).toMatchObject({ number: 1, title: 'Of the Holy Scripture' });
    expect(result.preview.chapters[0].sections).toHaveLength(10);
    expect(result.preview.rows).toEqual(splitLikePaste(doc.sections));
  });

  it('westminster preset on the Canons of Dort: heads, articles and the rejection of errors', () => {
    const doc = standardDocument('canons-of-dort');
    const rows = rowsOf(parsePaste('westminster', chaptersText(doc), doc.confession.slug));
    expect(rows.filter((r) => r.section_type === 'head')).toHaveLength(4);
    expect(rows.filter((r) => r.section_type === 'rejection')).toHaveLength(34);
    expect(rows).toEqual(doc.sections);
  });

  it("says the spec's message when nothing is found", () => {
    expect(parsePaste('articles', '   \n', 'belgic-confession')).toEqual({ ok: false, message: EMPTY_TEXT_MESSAGE });
    expect(parsePaste('articles', 'Just some prose.', 'belgic-confession')).toEqual({ ok: false, message: NO_SECTIONS_MESSAGE });
    expect(parsePaste('catechism', 'What is man?', 'x-catechism')).toEqual({ ok: false, message: NO_SECTIONS_MESSAGE });
    expect(parsePaste('heidelberg', 'Q 1. What is your only comfort?\nA. That I am not my own.', 'heidelberg-catechism')).toEqual({
      ok: false,
      message: NO_LORDS_DAYS_MESSAGE,
    });
    expect(parsePaste('westminster', 'I. Although the light of nature ...', 'westminster-confession')).toEqual({ ok: false, message: NO_CHAPTERS_MESSAGE });
  });

  it('preselects the preset that fits the confession', () => {
    expect(defaultPreset('heidelberg-catechism')).toBe('heidelberg');
    expect(defaultPreset('westminster-confession')).toBe('westminster');
    expect(defaultPreset('canons-of-dort')).toBe('westminster');
    expect(defaultPreset('westminster-shorter-catechism')).toBe('catechism');
    expect(defaultPreset('belgic-confession')).toBe('articles');
  });
});
