import { describe, expect, it } from 'vitest';
import { isProofLine, mergeReferences, referencesOfLine, splitReferences } from './proofs.ts';
import { readSectionNumber } from './numbers.ts';

describe('proof lines', () => {
  it('are recognised by a lettered marker at the start of the line', () => {
    expect(isProofLine('(a) Rom. 11:36')).toBe(true);
    expect(isProofLine('  (b)Ps. 73:24')).toBe(true);
    expect(isProofLine('as the apostle says (Rom. 3:19)')).toBe(false);
    expect(isProofLine('(1) First rule')).toBe(false);
  });

  it('split on semicolons and markers, dropping blanks and trailing periods', () => {
    expect(referencesOfLine('(a) Rom. 11:36; 1 Cor. 10:31. (b) Ps. 73:24-28;')).toEqual(['Rom. 11:36', '1 Cor. 10:31', 'Ps. 73:24-28']);
    expect(referencesOfLine('Refs: Ps. 19:1-3; Rom. 1:32, 2:1')).toEqual(['Ps. 19:1-3', 'Rom. 1:32, 2:1']);
    expect(referencesOfLine('Plain prose; not proofs')).toEqual([]);
  });

  it('give a bookless piece the book of the reference before it', () => {
    expect(splitReferences('Gen. 2:17; 3:17; Rev. 2:2, 14; 17:12')).toEqual(['Gen. 2:17', 'Gen. 3:17', 'Rev. 2:2, 14', 'Rev. 17:12']);
    expect(splitReferences('Ps. 39; 4:5')).toEqual(['Ps. 39', '4:5']);
  });

  it('merge without repeats, keeping order (the proofs input adds nothing when nothing is found)', () => {
    expect(mergeReferences(['Rom. 1:1'], ['Rom. 1:1', 'Ps. 2:3'])).toEqual(['Rom. 1:1', 'Ps. 2:3']);
    expect(mergeReferences(['Rom. 1:1'], splitReferences('  ;  '))).toEqual(['Rom. 1:1']);
  });
});

describe('section numbers', () => {
  it('read Arabic and Roman numerals, refusing anything else', () => {
    expect(readSectionNumber('12')).toBe(12);
    expect(readSectionNumber('XXXIII.')).toBe(33);
    expect(readSectionNumber('iv')).toBe(4);
    expect(readSectionNumber('0')).toBeNull();
    expect(readSectionNumber('IIII')).toBeNull();
  });
});
