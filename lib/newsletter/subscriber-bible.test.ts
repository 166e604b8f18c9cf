import { describe, expect, it } from 'vitest';
import { subscriberBible } from './subscriber-bible.ts';

describe('subscriberBible', () => {
  it('keeps the KJV or the BSB in every edition', () => {
    expect(subscriberBible('kjv', 'en')).toBe('kjv');
    expect(subscriberBible('bsb', 'nl')).toBe('bsb');
    expect(subscriberBible('kjv', 'es')).toBe('kjv');
  });

  it("reads an edition's own Bible as the subscriber's edition's own", () => {
    expect(subscriberBible('sv', 'nl')).toBe('sv');
    expect(subscriberBible('rv1909', 'es')).toBe('rv1909');
    expect(subscriberBible('sv', 'es')).toBe('rv1909');
    expect(subscriberBible('rv1909', 'en')).toBe('kjv');
  });

  it("gives anything unknown the edition's own Bible", () => {
    expect(subscriberBible(null, 'nl')).toBe('sv');
    expect(subscriberBible('niv', 'en')).toBe('kjv');
  });
});
