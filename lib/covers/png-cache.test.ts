import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngCache } from './png-cache.ts';

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
