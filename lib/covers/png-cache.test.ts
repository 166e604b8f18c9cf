import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngCache, pruneCache } from './png-cache.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rd-cards-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the card cache', () => {
  it('draws a card once, and again only when its SVG or the rasteriser changes', async () => {
    let draws = 0;
    const draw = (byte: number) => () => {
      draws += 1;
      return new Uint8Array([137, 80, 78, 71, byte]);
    };
    const cache = pngCache(dir, 'resvg 2.6.2');
    expect(await cache.png('<svg>one</svg>', draw(1))).toEqual(new Uint8Array([137, 80, 78, 71, 1]));
    expect(await pngCache(dir, 'resvg 2.6.2').png('<svg>one</svg>', draw(9))).toEqual(new Uint8Array([137, 80, 78, 71, 1]));
    expect(draws).toBe(1);
    await cache.png('<svg>two</svg>', draw(2));
    await pngCache(dir, 'resvg 2.7.0').png('<svg>one</svg>', draw(3));
    expect(draws).toBe(3);
    const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.png'));
    expect(files).toHaveLength(3);
  });

  it('still draws when the folder cannot be written', async () => {
    const blocker = path.join(dir, 'a-file');
    await writeFile(blocker, 'not a folder');
    const cache = pngCache(path.join(blocker, 'cards'), 'v');
    expect(await cache.png('<svg/>', () => new Uint8Array([1]))).toEqual(new Uint8Array([1]));
  });
});

describe('pruning the card cache', () => {
  it('removes the cards no build has used for a month, and keeps those a build has just read', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'rd-cards-prune-'));
    const cache = pngCache(folder, 'v1');
    const draw = () => new Uint8Array([137, 80, 78, 71]);
    await cache.png('<svg>used</svg>', draw);
    await cache.png('<svg>dropped</svg>', draw);
    const files = (await readdir(folder, { recursive: true })).filter((f) => f.endsWith('.png')).map((f) => path.join(folder, f));
    // Both written two months ago; a half-written file from a stopped build too.
    const old = new Date(Date.now() - 60 * 24 * 60 * 60 * 1000);
    for (const file of files) await utimes(file, old, old);
    const partial = `${files[0]}.1234.part`;
    await writeFile(partial, 'half');
    await utimes(partial, old, old);
    // Today's build reads one of them.
    let draws = 0;
    await cache.png('<svg>used</svg>', () => (draws++, draw()));
    expect(draws).toBe(0);

    expect(await pruneCache(folder)).toBe(2);
    const left = (await readdir(folder, { recursive: true })).filter((f) => /\.png|\.part$/.test(f));
    expect(left).toHaveLength(1);
    // The card kept is the one used: reading it draws nothing; the other is drawn again.
    await cache.png('<svg>used</svg>', () => (draws++, draw()));
    expect(draws).toBe(0);
    await cache.png('<svg>dropped</svg>', () => (draws++, draw()));
    expect(draws).toBe(1);
    await rm(folder, { recursive: true, force: true });
  });

  it('removes nothing from a folder that does not exist', async () => {
    expect(await pruneCache(path.join(os.tmpdir(), 'rd-cards-none', String(Date.now())))).toBe(0);
  });
});
