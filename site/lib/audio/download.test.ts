import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download.ts';

describe('download file name', () => {
  it('is the title with .mp3', () => {
    expect(downloadFileName('The Lord Is My Shepherd')).toBe('The Lord Is My Shepherd.mp3');
  });

  it('keeps only characters that are safe in a file name on every system', () => {
    expect(downloadFileName('Grace: Unmerited Favor (Eph. 2:8)')).toBe('Grace Unmerited Favor Eph 2 8.mp3');
    expect(downloadFileName('Why? / Because <He> Loves "Us" | *Always*')).toBe('Why Because He Loves Us Always.mp3');
    expect(downloadFileName('../../etc/passwd')).toBe('etc passwd.mp3');
  });

  it('folds accents and drops apostrophes rather than splitting words', () => {
    expect(downloadFileName("God's Providence in Joseph’s Life")).toBe('Gods Providence in Josephs Life.mp3');
    expect(downloadFileName('Soli Deo Glória — Rejoice')).toBe('Soli Deo Gloria Rejoice.mp3');
  });

  it('falls back to "devotional" when nothing safe is left', () => {
    expect(downloadFileName('')).toBe('devotional.mp3');
    expect(downloadFileName('  ?!  ')).toBe('devotional.mp3');
    expect(downloadFileName('信心')).toBe('devotional.mp3');
  });

  it('caps very long titles at 100 characters before the extension', () => {
    const name = downloadFileName('Amen '.repeat(60));
    expect(name.endsWith('.mp3')).toBe(true);
    expect(name.length).toBeLessThanOrEqual(104);
    expect(name).not.toMatch(/ \.mp3$/);
  });
});
