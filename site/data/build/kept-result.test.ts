import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputsDigest, keptResult } from './kept-result.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rd-kept-result-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('keptResult', () => {
  it('computes once for the same inputs across builds, and again when they change', () => {
    let computed = 0;
    const shards = (texts: string[]) => () => {
      computed++;
      return texts.map((text) => [text.slice(0, 1), text.length]);
    };
    const first = ['grace', 'faith'];
    expect(keptResult('words', inputsDigest(first), shards(first), dir)).toEqual([
      ['g', 5],
      ['f', 5],
    ]);
    expect(keptResult('words', inputsDigest([...first]), shards(first), dir)).toEqual([
      ['g', 5],
      ['f', 5],
    ]);
    expect(computed).toBe(1);
    const changed = ['grace', 'hope'];
    expect(keptResult('words', inputsDigest(changed), shards(changed), dir)).toEqual([
      ['g', 5],
      ['h', 4],
    ]);
    expect(computed).toBe(2);
  });

  it('computes every time without a cache folder', () => {
    let computed = 0;
    keptResult('words', 'd', () => ++computed, undefined);
    keptResult('words', 'd', () => ++computed, undefined);
    expect(computed).toBe(2);
  });
});
