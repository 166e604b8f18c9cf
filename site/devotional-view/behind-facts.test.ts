import { describe, expect, it } from 'vitest';
import { behindFacts, behindSummary } from './behind-facts.ts';

const none = { biblicalContext: null, mainCharacter: null, keyDoctrine: null, focus: null, referenceCount: 0 };

describe('Behind the Devotional', () => {
  it('lists only the facts with words, in the page order', () => {
    const facts = behindFacts({ ...none, focus: 'Rest', biblicalContext: 'Exile', mainCharacter: '  ' });
    expect(facts).toEqual([
      { label: 'Biblical Context', value: 'Exile' },
      { label: 'Focus', value: 'Rest' },
    ]);
  });

  it('summarises what opening it shows', () => {
    expect(behindSummary({ ...none, biblicalContext: 'Exile', focus: 'Rest', referenceCount: 2 })).toBe('Biblical context, focus and confessional references');
    expect(behindSummary({ ...none, keyDoctrine: 'Grace' })).toBe('Key doctrine');
    expect(behindSummary(none)).toBe('Context');
  });
});
