import { describe, expect, it } from 'vitest';
import { formatSize, keepLabel, keptLabel } from './size.ts';

describe('formatSize', () => {
  it('shows bytes, kilobytes and megabytes as a reader reads them', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(850_400)).toBe('850 KB');
    expect(formatSize(1_234_567)).toBe('1.2 MB');
    expect(formatSize(Number.NaN)).toBe('');
  });

  it('labels the keep button with the size when it is known', () => {
    expect(keepLabel(null)).toBe('Keep for offline');
    expect(keepLabel(2_500_000)).toBe('Keep for offline (2.5 MB)');
    expect(keptLabel(2_500_000)).toBe('Kept for offline (2.5 MB)');
  });
});
