import { describe, expect, it } from 'vitest';
import { editionChoice } from './edition-bible.ts';

describe('the Bible choice per edition', () => {
  it('takes a stored choice the edition offers, else the fallback, else the edition’s own Bible', () => {
    expect(editionChoice('nl', 'bsb')).toBe('bsb');
    expect(editionChoice('nl', null)).toBe('sv');
    expect(editionChoice('es', 'sv')).toBe('rv1909');
    expect(editionChoice('en', null, 'bsb')).toBe('bsb');
    expect(editionChoice('en', 'rv1909', 'kjv')).toBe('kjv');
  });
});
