import { describe, expect, it } from 'vitest';
import { stableJson } from './cache-key.ts';

describe('stableJson', () => {
  it('gives the same text for the same data whatever the order of its keys, and keeps arrays in order', () => {
    expect(stableJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(stableJson({ a: { c: null, d: [2, 1] }, b: 1 }));
    expect(stableJson({ list: [1, 2] })).not.toBe(stableJson({ list: [2, 1] }));
  });
});
