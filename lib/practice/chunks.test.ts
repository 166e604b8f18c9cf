import { describe, expect, it } from 'vitest';
import { chunksFor } from './chunks.ts';

const john316 = 'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.';
const wsc1 = "Man's chief end is to glorify God, and to enjoy him for ever.";
const heidelberg1 =
  'That I with body and soul, both in life and death, am not my own, but belong unto my faithful Saviour Jesus Christ; who, with his precious blood, hath fully satisfied for all my sins, and delivered me from all the power of the devil; and so preserves me that without the will of my heavenly Father, not a hair can fall from my head; yea, that all things must be subservient to my salvation, and therefore, by his Holy Spirit, he also assures me of eternal life, and makes me sincerely willing and ready, henceforth, to live unto him.';

const wordCount = (chunk: string) => chunk.split(' ').length;

describe('chunks for younger learners', () => {
  it('gives children under ten short chunks cut at the punctuation', () => {
    expect(chunksFor(john316, '6-9')).toEqual([
      'For God so loved the world,',
      'that he gave his only begotten Son,',
      'that whosoever believeth in him should not perish,',
      'but have everlasting life.',
    ]);
    expect(chunksFor(wsc1, 'under-6')).toEqual(["Man's chief end is to glorify God,", 'and to enjoy him for ever.']);
  });

  it('keeps every chunk of a long answer at ten words or fewer for them, and loses no word', () => {
    for (const band of ['under-6', '6-9'] as const) {
      const chunks = chunksFor(heidelberg1, band);
      expect(chunks.join(' ')).toBe(heidelberg1);
      for (const chunk of chunks) expect(wordCount(chunk)).toBeLessThanOrEqual(10);
      expect(chunks.length).toBeGreaterThanOrEqual(11);
    }
  });

  it('gives 10–13 year olds chunks of about fifteen words', () => {
    expect(chunksFor(john316, '10-13')).toEqual([
      'For God so loved the world, that he gave his only begotten Son,',
      'that whosoever believeth in him should not perish, but have everlasting life.',
    ]);
    const chunks = chunksFor(heidelberg1, '10-13');
    expect(chunks.join(' ')).toBe(heidelberg1);
    for (const chunk of chunks) expect(wordCount(chunk)).toBeGreaterThanOrEqual(10);
    for (const chunk of chunks) expect(wordCount(chunk)).toBeLessThanOrEqual(18);
  });

  it('cuts a long clause without punctuation evenly between words', () => {
    const clause = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen';
    expect(chunksFor(clause, '6-9')).toEqual(['one two three four five six seven', 'eight nine ten eleven twelve thirteen fourteen']);
  });

  it('does not leave one or two words on their own at the end', () => {
    // The first clause fills a chunk; "Amen." joins it rather than stand alone.
    expect(chunksFor('Grace be to you and peace from God our Father, Amen.', '6-9')).toEqual(['Grace be to you and peace from God our Father, Amen.']);
  });

  it('gives teenagers, adults and the reader themself the whole text', () => {
    for (const band of ['teen', 'adult', null] as const) expect(chunksFor(heidelberg1, band)).toEqual([heidelberg1]);
    expect(chunksFor('Jesus wept.', 'under-6')).toEqual(['Jesus wept.']);
    expect(chunksFor('  ', '6-9')).toEqual([]);
  });
});
