/**
 * Rasterised cards kept between builds by the hash of what they are drawn from (the SVG, and the rasteriser's and
 * fonts' versions), so a build draws only the cards that changed: a ten-year archive has thousands of verse cards,
 * and each build used to draw every one. Node only; the folder is the build's cache
 * (node_modules/.cache/rd-cards by default, which the deploy workflow may keep between runs). A cache that cannot be
 * read or written is skipped: the card is drawn as before.
 *
 * Each build marks the cards it reads (their modification time), and the site build then removes the cards no build
 * has used for a month (pruneCache): a card whose day changed, or drawn by an older look, would otherwise be kept,
 * and saved by the deploy workflow, for ever.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The cache folder the build uses: CARD_CACHE_DIR, else node_modules/.cache/rd-cards under `cwd`. */
export function cardCacheDir(cwd: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(cwd, env.CARD_CACHE_DIR || 'node_modules/.cache/rd-cards');
}

/** Cards not used by any build for this long are removed after a build. */
export const CARD_UNUSED_FOR_MS = 30 * 24 * 60 * 60 * 1000;

export interface PngCache {
  png(svg: string, draw: () => Uint8Array | Promise<Uint8Array>): Promise<Uint8Array>;
}

/** `version` names what else decides the pixels (the rasteriser's and the fonts' versions). */
export function pngCache(dir: string, version: string): PngCache {
  return {
    async png(svg, draw) {
      const key = createHash('sha256').update(version).update('\0').update(svg).digest('hex');
      const file = path.join(dir, key.slice(0, 2), `${key}.png`);
      const kept = await readFile(file).catch(() => null);
      if (kept) {
        // Used by this build: pruneCache keeps it for another month.
        const now = new Date();
        await utimes(file, now, now).catch(() => {});
        return new Uint8Array(kept);
      }
      const png = await draw();
      try {
        await mkdir(path.dirname(file), { recursive: true });
        const partial = `${file}.${process.pid}.part`;
        await writeFile(partial, png);
        await rename(partial, file);
      } catch {
        // A read-only or full disk: the card is still served, only not kept.
      }
      return png;
    },
  };
}

/**
 * Removes the cards (and any half-written file a stopped build left) unused for `unusedForMs`, by their modification
 * time, which pngCache renews on each use. Returns how many files went; a folder that cannot be read removes none.
 */
export async function pruneCache(dir: string, unusedForMs: number = CARD_UNUSED_FOR_MS, now: number = Date.now()): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !/\.png(\.\d+\.part)?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const info = await stat(file).catch(() => null);
    if (!info || now - info.mtimeMs < unusedForMs) continue;
    await rm(file, { force: true }).then(
      () => (removed += 1),
      () => {},
    );
  }
  return removed;
}
