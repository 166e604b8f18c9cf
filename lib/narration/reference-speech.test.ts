import { describe, expect, it } from 'vitest';
import { speakReferences, spokenBookName } from './reference-speech.ts';

describe('speakReferences', () => {
  it('reads a single verse with chapter and verse', () => {
    expect(speakReferences('John 10:11')).toBe('John chapter 10, verse 11');
  });
  it('reads a verse range', () => {
    expect(speakReferences('Genesis 22:1-14')).toBe('Genesis chapter 22, verses 1 to 14');
    expect(speakReferences('Genesis 22:1–14')).toBe('Genesis chapter 22, verses 1 to 14');
  });
  it('reads numbered books as ordinals', () => {
    expect(speakReferences('1 John 4:7-8')).toBe('First John chapter 4, verses 7 to 8');
    expect(speakReferences('2 Corinthians 5:17')).toBe('Second Corinthians chapter 5, verse 17');
  });
  it('reads a psalm by its number', () => {
    expect(speakReferences('Psalm 23:1')).toBe('Psalm 23, verse 1');
    expect(speakReferences('Psalms 23')).toBe('Psalm 23');
  });
  it('reads a whole chapter and a range of chapters', () => {
    expect(speakReferences('Read Romans 8 tonight.')).toBe('Read Romans chapter 8 tonight.');
    expect(speakReferences('Genesis 1-2')).toBe('Genesis chapters 1 to 2');
  });
  it('reads a range across chapters', () => {
    expect(speakReferences('Romans 8:28-9:5')).toBe('Romans chapter 8, verse 28, to chapter 9, verse 5');
  });
  it('reads lists of verses', () => {
    expect(speakReferences('John 3:16, 18')).toBe('John chapter 3, verses 16 and 18');
    expect(speakReferences('John 3:16, 18-20, 36')).toBe('John chapter 3, verses 16, 18 to 20 and 36');
  });
  it('reads single-chapter books by verse', () => {
    expect(speakReferences('Jude 24')).toBe('Jude, verse 24');
    expect(speakReferences('Jude 1:24')).toBe('Jude, verse 24');
  });
  it('rewrites references inside running text and in parentheses, leaving other words alone', () => {
    expect(speakReferences('The LORD is my shepherd. (Psalm 23:1) See also John 10:11, and rest.')).toBe(
      'The LORD is my shepherd. (Psalm 23, verse 1) See also John chapter 10, verse 11, and rest.',
    );
    expect(speakReferences('John came at 10:30 with 3 friends.')).toBe('John came at 10:30 with 3 friends.');
  });
  it('prefers the longest book name', () => {
    expect(speakReferences('Song of Solomon 2:4')).toBe('Song of Solomon chapter 2, verse 4');
    expect(spokenBookName('3 John')).toBe('Third John');
  });
});
