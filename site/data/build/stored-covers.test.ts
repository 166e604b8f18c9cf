import { beforeAll, describe, expect, it } from 'vitest';
import { nodeCoverRasterizer } from '@lib/covers/node.ts';
import { fallbackArtUrl } from '@lib/covers/fallback-art.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkStoredCover, shownCover, storedCoverState } from './stored-covers.ts';
import { coverStatesIn } from './cover-states.ts';

const media = 'https://project.supabase.co/storage/v1/object/public/devotional-images/d1';
const art = fallbackArtUrl({ title: 'The Good Shepherd', passage: 'John 10:11-18', doctrine: 'Providence', date: '2026-11-27' });
let pictures: Record<string, Uint8Array>;

/** The storage as the build reads it: each stored picture by its URL, 404 for one that is gone. */
const storage: typeof fetch = async (input) => {
  const bytes = pictures[String(input)];
  return bytes ? new Response(bytes as BodyInit, { headers: { 'Content-Type': 'image/png' } }) : new Response('Object not found', { status: 404 });
};

beforeAll(async () => {
  const raster = await nodeCoverRasterizer();
  pictures = {
    // The blank cover that went out: warm paper, a thin frame and one short line.
    [`${media}/blank-card.png`]: raster.renderSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080"><rect width="1080" height="1080" fill="#f6efdf"/><rect x="48" y="48" width="984" height="984" fill="none" stroke="#2e4a3a" stroke-width="3"/><line x1="480" y1="206" x2="600" y2="206" stroke="#c7a96b" stroke-width="2"/></svg>',
    ),
    [`${media}/cover-card.png`]: raster.render({ title: 'The Good Shepherd', passage: 'John 10:11-18', doctrine: 'Providence' }, 'parchment', 'square', {
      titled: false,
    }),
    [`${media}/cover.webp`]: new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]),
  };
});

describe('the covers the site shows for the newest days', () => {
  it('shows the day’s art from the style rules instead of a stored cover that is blank', async () => {
    expect(await storedCoverState(`${media}/blank-card.png`, storage)).toBe('blank');
    expect(await shownCover(`${media}/blank-card.png`, art, storage)).toBe(art);
    // The link preview's picture gives way to the site's default (previewImage of null).
    expect(await shownCover(`${media}/blank-card.png`, null, storage)).toBeNull();
  });

  it('shows the same art for a stored cover that is gone', async () => {
    expect(await shownCover(`${media}/deleted-card.png`, art, storage)).toBe(art);
  });

  it('shows a real cover as stored, and one it cannot read (not PNG or JPEG) as stored', async () => {
    expect(await shownCover(`${media}/cover-card.png`, art, storage)).toBe(`${media}/cover-card.png`);
    expect(await shownCover(`${media}/cover.webp`, art, storage)).toBe(`${media}/cover.webp`);
  });

  it('keeps a devotional without a stored cover without one, and a cover it could not reach as stored', async () => {
    expect(await shownCover(null, art, storage)).toBeNull();
    const offline: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await shownCover(`${media}/unreachable.png`, art, offline)).toBe(`${media}/unreachable.png`);
  });
});

describe('covers checked by an earlier build', () => {
  it('are asked for only if they changed (If-None-Match), and a cover replaced at the same address is checked again', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rd-cover-states-'));
    const file = path.join(dir, 'cover-states.json');
    const url = `${media}/replaced-card.png`;
    let stored = { etag: '"v1"', bytes: pictures[`${media}/blank-card.png`] };
    const downloads: string[] = [];
    const storage: typeof fetch = async (_input, init) => {
      if (new Headers(init?.headers).get('if-none-match') === stored.etag) return new Response(null, { status: 304, headers: { ETag: stored.etag } });
      downloads.push(stored.etag);
      return new Response(stored.bytes as BodyInit, { headers: { 'Content-Type': 'image/png', ETag: stored.etag } });
    };
    try {
      expect(await checkStoredCover(url, storage, coverStatesIn(file))).toBe('blank');
      // The next build: the same picture is not downloaded again, and is still known to be blank.
      expect(await checkStoredCover(url, storage, coverStatesIn(file))).toBe('blank');
      expect(downloads).toEqual(['"v1"']);
      // The console stores a real cover at the same address: the next build sees it.
      stored = { etag: '"v2"', bytes: pictures[`${media}/cover-card.png`] };
      expect(await checkStoredCover(url, storage, coverStatesIn(file))).toBe('shown');
      expect(await checkStoredCover(url, storage, coverStatesIn(file))).toBe('shown');
      expect(downloads).toEqual(['"v1"', '"v2"']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
