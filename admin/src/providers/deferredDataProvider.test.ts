import { describe, expect, it } from 'vitest';
import type { AdminDataProvider } from './dataProvider.ts';
import { deferredDataProvider } from './deferredDataProvider.ts';

const realProvider = (calls: unknown[][]) =>
  ({
    getOne: async (resource: string, params: { id: number }) => {
      calls.push([resource, params]);
      return { data: { id: params.id } };
    },
  }) as unknown as AdminDataProvider;

describe('the data provider fetched on first call', () => {
  it('loads nothing until called, then once, and answers as the real provider', async () => {
    const calls: unknown[][] = [];
    let loads = 0;
    const provider = deferredDataProvider(async () => {
      loads += 1;
      return realProvider(calls);
    });
    expect(loads).toBe(0);
    expect(await provider.getOne('tags', { id: 7 })).toEqual({ data: { id: 7 } });
    expect(await provider.getOne('tags', { id: 8 })).toEqual({ data: { id: 8 } });
    expect(loads).toBe(1);
    expect(calls).toEqual([
      ['tags', { id: 7 }],
      ['tags', { id: 8 }],
    ]);
  });

  it('is no thenable and promises no abort signal', async () => {
    const provider = deferredDataProvider(async () => realProvider([]));
    expect((provider as unknown as { then?: unknown }).then).toBeUndefined();
    expect(provider.supportAbortSignal).toBeUndefined();
    expect(await Promise.resolve(provider)).toBe(provider);
  });

  it('tries the fetch again after it failed, and names a missing method', async () => {
    let attempts = 0;
    const provider = deferredDataProvider(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return realProvider([]);
    });
    await expect(provider.getOne('tags', { id: 1 })).rejects.toThrow('Failed to fetch');
    expect(await provider.getOne('tags', { id: 1 })).toEqual({ data: { id: 1 } });
    await expect(provider.getList('tags', {} as never)).rejects.toThrow('no method "getList"');
  });
});
