import { describe, expect, it } from 'vitest';
import { reservedHeight, reservedSectionHeight } from './reserved-height.ts';

const question = (content: string, proofs: string[] = [], title: string | null = 'What is the chief end of man?') => ({
  title,
  content,
  scripture_proofs: proofs,
});

describe('reservedSectionHeight', () => {
  it('grows with every line of the answer a phone would break', () => {
    const short = reservedSectionHeight(question('Man’s chief end is to glorify God.'), 0);
    const long = reservedSectionHeight(question('Man’s chief end is to glorify God. '.repeat(10)), 0);
    // 35 characters make two lines of 30; ten times that, twelve lines.
    expect(long - short).toBe(10 * 30);
  });

  it('counts each paragraph with its gap, the proofs in small print and the citing devotionals shown', () => {
    const bare = reservedSectionHeight(question('One.'), 0);
    expect(reservedSectionHeight(question('One.\n\nTwo.'), 0) - bare).toBe(12 + 30);
    expect(reservedSectionHeight(question('One.', ['Romans 11:36']), 0) - bare).toBe(16 + 20);
    expect(reservedSectionHeight(question('One.', ['Romans 11:36', '1 Corinthians 10:31']), 0) - bare).toBe(16 + 2 * 20);
    expect(reservedSectionHeight(question('One.'), 3) - bare).toBe(90 + 3 * 50);
    expect(reservedSectionHeight({ ...question('One.'), completedFromScripture: true }, 0) - bare).toBe(48);
  });

  it('reserves a section without a title or text its frame', () => {
    expect(reservedSectionHeight(question('', [], null), 0)).toBe(116);
  });
});

describe('reservedHeight', () => {
  it('adds the sections up and rounds to ten pixels', () => {
    const sections = [question('A short answer.'), question('Another, rather longer answer that runs to a second line.')].map((section) => ({
      section,
      citingShown: 0,
    }));
    const sum = sections.reduce((s, { section }) => s + reservedSectionHeight(section, 0), 0);
    expect(reservedHeight(sections)).toBe(Math.ceil(sum / 10) * 10);
    expect(reservedHeight(sections) % 10).toBe(0);
    expect(reservedHeight([])).toBe(0);
  });
});
