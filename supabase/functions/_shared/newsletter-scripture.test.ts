import { describe, expect, it, vi } from 'vitest';
import { createBsbSource } from '@lib/sources/bsb.ts';
import { readFile } from 'node:fs/promises';
import { BSB_DIR } from '../../../tests/fixtures/shared-data.ts';
import { bsbOfDevotional, citedMemoryVerse, onFirstUse } from './newsletter-scripture.ts';

const bsb = createBsbSource(BSB_DIR, { readText: (file) => readFile(file, 'utf8') });

describe('bsbOfDevotional', () => {
  it("resolves a devotional's passage and memory verse in the BSB, omitted verses marked", async () => {
    const resolved = await bsbOfDevotional(bsb, { passage: 'Mark 9:43-45', memoryVerse: 'And if thy foot offend thee, cut it off (Mark 9:45)' });
    expect(resolved.passage?.map((v) => [v.verse, v.omitted ?? false])).toEqual([
      [43, false],
      [44, true],
      [45, false],
    ]);
    expect(resolved.memoryVerse).toMatch(/^If your foot causes you to sin, cut it off\. .* \(Mark 9:45\)$/);
  });

  it('leaves in the KJV (null) whatever does not resolve, and never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await bsbOfDevotional(bsb, { passage: 'Jude 1:99', memoryVerse: 'Words (Acts 8:37)' })).toEqual({ passage: null, memoryVerse: null });
    const missing = createBsbSource('/nowhere/bsb', { readText: (file) => readFile(file, 'utf8') });
    expect(await bsbOfDevotional(missing, { passage: 'John 10:11', memoryVerse: 'Words (John 10:11)' })).toEqual({ passage: null, memoryVerse: null });
    expect(await bsbOfDevotional(bsb, { memoryVerse: 'Words without a reference' })).toEqual({ passage: null, memoryVerse: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('John 10:11 is not in the BSB here'));
    warn.mockRestore();
  });
});

describe('citedMemoryVerse', () => {
  it('names the translation beside the reference', () => {
    expect(citedMemoryVerse('I am the good shepherd (John 10:11)', 'bsb')).toBe('I am the good shepherd (John 10:11, BSB)');
    expect(citedMemoryVerse('Jude 1:24', 'kjv')).toBe('Jude 1:24 (KJV)');
  });
});

describe('onFirstUse', () => {
  it('does the work once, and only when asked', async () => {
    const work = vi.fn(async () => 42);
    const value = onFirstUse(work);
    expect(work).not.toHaveBeenCalled();
    expect(await Promise.all([value(), value()])).toEqual([42, 42]);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
