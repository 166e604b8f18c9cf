import { describe, expect, it } from 'vitest';
import { pageCacheKey, settled, stableJson } from './cache-key.ts';

/** What the keys were made with before: JSON.stringify with a replacer that sorts a copy of each object. */
function sortedCopies(value: unknown): string {
  return JSON.stringify(value, (_key, val: unknown) =>
    val && typeof val === 'object' && !Array.isArray(val)
      ? Object.fromEntries(Object.entries(val as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : val,
  );
}

describe('stableJson', () => {
  it('gives the same text for the same data whatever the order of its keys, and keeps arrays in order', () => {
    expect(stableJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(stableJson({ a: { c: null, d: [2, 1] }, b: 1 }));
    expect(stableJson({ list: [1, 2] })).not.toBe(stableJson({ list: [2, 1] }));
    expect(stableJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
  });

  it('writes what the keys were made with before, so an upgrade keeps the last build’s cache', () => {
    const samples: unknown[] = [
      { z: 'last', a: 'first', m: { y: [{ b: 2, a: 1 }, [3, { d: 'x', c: 'y' }]], x: true }, e: false },
      { text: 'quotes " and \\ and \n new lines, ünïcödé, \u2028 and \ud83d\ude00', empty: '', nested: { '': 0, ' ': 1 } },
      { missing: undefined, fn: () => 1, symbol: Symbol('s'), kept: 1 },
      [undefined, () => 1, Symbol('s'), null, 0, -0, 1.5e300, Number.NaN, Number.POSITIVE_INFINITY],
      { date: new Date('2026-12-03T10:00:00Z'), custom: { toJSON: () => ({ b: 1, a: 2 }) }, keyed: { toJSON: (key: string) => key } },
      { b: 1, 10: 'ten', 2: 'two', a: 0, '01': 'not an index', '-1': 'negative' },
      { buffer: Buffer.from('ab'), typed: new Uint8Array([3, 1]) },
      'alone',
      42,
      null,
      [],
      {},
      [[[]], [{}]],
      { deep: { deeper: { deepest: [{ y: null, x: [undefined] }] } } },
    ];
    for (const sample of samples) expect(stableJson(sample)).toBe(sortedCopies(sample));
  });

  it('gives undefined for undefined, a function or a symbol, as JSON.stringify does', () => {
    expect(stableJson(undefined)).toBeUndefined();
    expect(stableJson(() => 1)).toBeUndefined();
    expect(stableJson(Symbol('s'))).toBeUndefined();
  });

  it('refuses what it cannot write faithfully', () => {
    expect(() => stableJson({ big: 1n })).toThrow(TypeError);
    // JSON.stringify writes {} for both, which would give a page the same key whatever they hold.
    expect(() => stableJson({ months: new Map([['2026-12', 1]]) })).toThrow(/Map or Set/);
    expect(() => stableJson([new Set(['en'])])).toThrow(/Map or Set/);
  });
});

describe('pageCacheKey with settled data', () => {
  const day = () => ({ id: 'd1', title: 'The Good Shepherd', tags: [{ slug: 'grace' }], texts: { transcript: 'He calls his own sheep by name.' } });

  it('gives the same key for the same data, settled or not settled in another object, and another key when it differs', async () => {
    const first = settled(day());
    const again = settled(day());
    expect(await pageCacheKey({ locale: 'en', devotional: first })).toBe(await pageCacheKey({ locale: 'en', devotional: again }));
    const retitled = settled({ ...day(), title: 'The Door of the Sheep' });
    expect(await pageCacheKey({ locale: 'en', devotional: retitled })).not.toBe(await pageCacheKey({ locale: 'en', devotional: first }));
    const retagged = settled({ ...day(), tags: [{ slug: 'faith' }] });
    expect(await pageCacheKey({ locale: 'en', devotional: retagged })).not.toBe(await pageCacheKey({ locale: 'en', devotional: first }));
    expect(await pageCacheKey({ locale: 'nl', devotional: first })).not.toBe(await pageCacheKey({ locale: 'en', devotional: first }));
  });

  it('freezes settled data through and through, so no later code can change what a key named', () => {
    const data = settled(day());
    expect(() => {
      (data as { title: string }).title = 'Changed';
    }).toThrow(TypeError);
    expect(() => {
      data.tags.push({ slug: 'faith' });
    }).toThrow(TypeError);
    expect(() => {
      (data.texts as { transcript: string }).transcript = '';
    }).toThrow(TypeError);
  });

  it('leaves stableJson writing settled data in full', () => {
    expect(stableJson(settled(day()))).toBe(
      JSON.stringify({ id: 'd1', tags: [{ slug: 'grace' }], texts: { transcript: 'He calls his own sheep by name.' }, title: 'The Good Shepherd' }),
    );
  });
});
