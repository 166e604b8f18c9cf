import { describe, expect, it } from 'vitest';
import { itemInTranslation, learnerTranslation } from './translation.ts';
import { verseItems } from './items.ts';

const [john, psalm] = verseItems([
  {
    id: '00000000-0000-4000-8000-000000000001',
    date: '2026-11-01',
    title: 'The Good Shepherd',
    memoryVerse: 'I am the good shepherd: the good shepherd giveth his life for the sheep. (John 10:11)',
    bsbMemoryVerse: 'I am the good shepherd. The good shepherd lays down His life for the sheep. (John 10:11)',
  },
  { id: '00000000-0000-4000-8000-000000000002', date: '2026-11-02', title: 'Psalm', memoryVerse: 'The LORD is my shepherd; I shall not want. (Psalm 23:1)' },
]);

describe('a card in the learner’s translation', () => {
  it('shows and checks the BSB’s words for a learner who reads the BSB, keeping the item’s identity', () => {
    const card = itemInTranslation(john, 'bsb');
    expect(card.text).toBe('I am the good shepherd. The good shepherd lays down His life for the sheep.');
    expect(card.prompt).toBe('John 10:11');
    expect(card.key).toBe(john.key);
    expect(itemInTranslation(john, 'kjv').text).toMatch(/giveth his life/);
  });

  it('keeps the KJV where the build had no BSB for the verse', () => {
    expect(itemInTranslation(psalm, 'bsb').text).toBe('The LORD is my shepherd; I shall not want.');
  });

  it('lets a family learner keep a translation of their own, else follows the reader', () => {
    expect(learnerTranslation('bsb', 'kjv')).toBe('bsb');
    expect(learnerTranslation('kjv', 'bsb')).toBe('kjv');
    expect(learnerTranslation(null, 'bsb')).toBe('bsb');
    expect(learnerTranslation('vulgate', 'kjv')).toBe('kjv');
  });
});
