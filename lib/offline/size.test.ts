import { describe, expect, it } from 'vitest';
import { formatSize } from './size.ts';

describe('formatSize', () => {
  it('shows bytes, kilobytes and megabytes as a reader reads them', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(850_400)).toBe('850 KB');
    expect(formatSize(1_234_567)).toBe('1.2 MB');
    expect(formatSize(Number.NaN)).toBe('');
  });
});
