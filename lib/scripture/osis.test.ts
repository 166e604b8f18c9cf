import { describe, expect, it } from 'vitest';
import { osisToReadable } from './osis.ts';

describe('osisToReadable (Creeds.json proofs)', () => {
  it.each([
    ['Rom.14.7-Rom.14.9', 'Romans 14:7-9'],
    ['Rom.8.28', 'Romans 8:28'],
    ['Ps.73.24-Ps.73.28', 'Psalm 73:24-28'],
    ['1Cor.6.19,1Cor.6.2', '1 Corinthians 6:19, 2'],
    ['Ps.15.1,Ps.15.4-Ps.15.5', 'Psalm 15:1, 4-5'],
    ['Ps.1.2,Ps.119.97', 'Psalm 1:2; 119:97'],
    ['Col.3.18-Col.4.1', 'Colossians 3:18-4:1'],
    ['Ps.39', 'Psalm 39'],
    ['Job.38-Job.41', 'Job 38-41'],
    ['Gen.1-Gen.2', 'Genesis 1-2'],
    ['1John.1.7', '1 John 1:7'],
    ['Song.1.4', 'Song of Solomon 1:4'],
  ])('%s → %s', (osis, readable) => expect(osisToReadable(osis)).toBe(readable));

  it('names an unknown abbreviation', () => {
    expect(() => osisToReadable('Hez.1.1')).toThrow(/"Hez" is not an OSIS book abbreviation/);
  });
});
