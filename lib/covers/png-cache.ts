/**
 * Rasterised cards kept between builds by the hash of what they are drawn from (the SVG, and the rasteriser's and
 * fonts' versions), so a build draws only the cards that changed: a ten-year archive has thousands of verse cards,
 * and each build used to draw every one (issue 37). Node only; the folder is the build's cache
 * (node_modules/.cache/rd-cards by default, which the deploy workflow may keep between runs). A cache that cannot be
 * read or written is skipped: the card is drawn as before.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
      if (kept) return new Uint8Array(kept);
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
