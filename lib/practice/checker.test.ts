import { describe, expect, it } from 'vitest';
import { checkRecall, wordMatches } from './checker.ts';

const john316 = 'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.';
const john146 = 'Jesus saith unto him, I am the way, the truth, and the life: no man cometh unto the Father, but by me.';
const psalm119 = 'Thy word is a lamp unto my feet, and a light unto my path.';
const proverbs35 = 'Trust in the LORD with all thine heart; and lean not unto thine own understanding.';
const wsc1 = "Man's chief end is to glorify God, and to enjoy him for ever.";

/** The entries that are not ok, as "status expected/typed". */
function faults(expected: string, typed: string): string[] {
  return checkRecall(expected, typed)
    .words.filter((w) => w.status !== 'ok')
    .map((w) => `${w.status} ${w.expected ?? '-'}/${w.typed ?? '-'}`);
}

describe('the forgiving recall check', () => {
  it('accepts a verse typed exactly', () => {
    const result = checkRecall(john316, john316);
    expect(result.correct).toBe(true);
    expect(result.words).toHaveLength(25);
    expect(result.words[5]).toEqual({ expected: 'world,', typed: 'world,', status: 'ok' });
  });

  it('does not fault case, punctuation, spacing or curly quotes', () => {
    expect(
      checkRecall(
        john316,
        'for god so loved the world that he gave his only begotten son  that whosoever believeth in him should not perish but have everlasting life',
      ).correct,
    ).toBe(true);
    expect(checkRecall(wsc1, 'MAN’S CHIEF END IS TO GLORIFY GOD; AND TO ENJOY HIM FOR EVER!').correct).toBe(true);
    expect(checkRecall('“Fear not: for I have redeemed thee.”', '"fear not - for I have redeemed thee"').correct).toBe(true);
  });

  it('takes the modern pronouns and verbs for the King James ones', () => {
    expect(checkRecall(psalm119, 'Your word is a lamp to my feet and a light to my path.').correct).toBe(true);
    expect(
      checkRecall(
        john316,
        'For God so loved the world, that he gave his only begotten Son, that whoever believes in him should not perish, but have everlasting life.',
      ).correct,
    ).toBe(true);
    expect(checkRecall(john146, 'Jesus says to him, I am the way, the truth, and the life: no man comes to the Father, but by me.').correct).toBe(true);
    expect(
      checkRecall(
        'The LORD is my shepherd; I shall not want. He maketh me to lie down in green pastures: he leadeth me beside the still waters.',
        'The Lord is my shepherd, I shall not want. He makes me to lie down in green pastures, he leads me beside the still waters.',
      ).correct,
    ).toBe(true);
    expect(checkRecall('Thou art my God, and I will praise thee', 'You are my God, and I will praise you').correct).toBe(true);
    expect(checkRecall('Blessed are ye, when men shall revile you', 'Blessed are you when men shall revile you').correct).toBe(true);
    expect(checkRecall('He that hath the Son hath life', 'He that has the Son has life').correct).toBe(true);
    expect(
      checkRecall(
        'The heavens declare the glory of God; and the firmament sheweth his handywork.',
        'The heavens declare the glory of God and the firmament shows his handywork',
      ).correct,
    ).toBe(true);
    expect(checkRecall('doth he not leave the ninety and nine', 'does he not leave the ninety and nine').correct).toBe(true);
    expect(checkRecall('Lord, thou knowest all things; thou knowest that I love thee.', 'Lord, you know all things; you know that I love you.').correct).toBe(
      true,
    );
  });

  it('takes the modern forms the other way round too, and British or American spelling', () => {
    expect(checkRecall('Whoever believes in him has eternal life', 'whosoever believeth in him hath eternal life').correct).toBe(true);
    expect(checkRecall('my faithful Saviour Jesus Christ', 'my faithful Savior Jesus Christ').correct).toBe(true);
    expect(checkRecall('Honour thy father and thy mother', 'honor your father and your mother').correct).toBe(true);
  });

  it('takes two words written as one: "to day" and "today", "for ever" and "forever"', () => {
    const result = checkRecall('Jesus Christ the same yesterday, and to day, and for ever.', 'Jesus Christ the same yesterday and today and forever');
    expect(result.correct).toBe(true);
    expect(result.words).toContainEqual({ expected: 'to day,', typed: 'today', status: 'ok' });
    expect(result.words).toContainEqual({ expected: 'for ever.', typed: 'forever', status: 'ok' });
    expect(
      checkRecall(
        'whom he hath made heir of all things, by whom also he made the worlds',
        'whom he hath made heir of all things by whom also he made the worlds',
      ).correct,
    ).toBe(true);
    expect(checkRecall('Let every thing that hath breath praise the LORD.', 'Let everything that has breath praise the Lord').correct).toBe(true);
  });

  it('forgives one slip in a long word, not in a short one', () => {
    expect(checkRecall(john316, john316.replace('believeth', 'beleiveth').replace('everlasting', 'everlastng')).correct).toBe(true);
    expect(faults(john316, john316.replace('loved', 'lovd'))).toEqual(['wrong loved/lovd']);
    expect(faults(john316, john316.replace('begotten', 'bgotn'))).toEqual(['wrong begotten/bgotn']);
  });

  it('shows a missing word where it belongs', () => {
    const result = checkRecall(
      john316,
      'For God so loved the world, that he gave his begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    );
    expect(result.correct).toBe(false);
    expect(result.words[10]).toEqual({ expected: 'only', typed: null, status: 'missing' });
    expect(result.words[11]).toEqual({ expected: 'begotten', typed: 'begotten', status: 'ok' });
    expect(result.words.filter((w) => w.status !== 'ok')).toHaveLength(1);
  });

  it('shows a wrong word in place of the right one', () => {
    const result = checkRecall(john316, john316.replace('everlasting', 'eternal'));
    expect(result.words[23]).toEqual({ expected: 'everlasting', typed: 'eternal', status: 'wrong' });
    expect(faults(proverbs35, 'Trust in the Lord with all your heart and lean not on your own understanding')).toEqual(['wrong unto/on']);
    expect(faults(john316, john316.replace('should not', 'shall not'))).toEqual(['wrong should/shall']);
  });

  it('shows extra words where they were typed, and every word missing from a short answer', () => {
    expect(faults(psalm119, 'Thy holy word is a lamp unto my feet, and a light unto my path.')).toEqual(['extra -/holy']);
    const result = checkRecall(psalm119, 'Thy word is a lamp holy unto my feet');
    expect(result.words.map((w) => w.status)).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'extra',
      'ok',
      'ok',
      'ok',
      'missing',
      'missing',
      'missing',
      'missing',
      'missing',
      'missing',
    ]);
    expect(faults('Jesus wept.', '')).toEqual(['missing Jesus/-', 'missing wept./-']);
  });

  it('reports several faults in one answer, in order', () => {
    expect(faults(john146, 'Jesus said to him, I am the way and the life: no one comes to the Father but through me.')).toEqual([
      'wrong saith/said',
      'missing the/-',
      'missing truth,/-',
      'wrong man/one',
      'wrong by/through',
    ]);
  });

  it('does not take a different word for the right one', () => {
    expect(checkRecall(wsc1, "Man's chief end is to glorify God, and to enjoy him forever and ever.").correct).toBe(false);
    expect(checkRecall('the Holy Ghost', 'the Holy Spirit').correct).toBe(false);
    expect(checkRecall('for they shall see God', 'four they shall see God').correct).toBe(false);
    expect(checkRecall('I am the way', 'I am the best').correct).toBe(false);
  });
});

describe('word matching', () => {
  it('matches a KJV verb in -eth or -est with its modern form, doubled letters too', () => {
    for (const [kjv, modern] of [
      ['loveth', 'loves'],
      ['believeth', 'believes'],
      ['goeth', 'goes'],
      ['setteth', 'sets'],
      ['crieth', 'cries'],
      ['lovest', 'love'],
      ['knowest', 'know'],
      ['didst', 'did'],
      ['couldst', 'could'],
      ['saith', 'says'],
      ['shew', 'show'],
      ['shewed', 'showed'],
    ]) {
      expect(wordMatches(kjv, modern)).toBe(true);
      expect(wordMatches(modern, kjv)).toBe(true);
    }
    expect(wordMatches('loveth', 'loved')).toBe(false);
    expect(wordMatches('thee', 'the')).toBe(false);
  });

  it('counts one letter added, lost, changed, or two swapped as one slip, and no more', () => {
    for (const slip of ['beleive', 'believee', 'belive', 'belieze']) expect(wordMatches('believe', slip)).toBe(true);
    for (const slips of ['beleiv', 'beleiev', 'believers']) expect(wordMatches('believe', slips)).toBe(false);
  });
});
