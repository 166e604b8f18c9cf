// Loaded into `astro build` (node --import) by scripts/build-site.ts when the output folder's pages are hard links to
// the served build's (scripts/static/kept-pages.ts): a file Astro writes again inside SITE_OUT_DIR is removed first,
// so the write makes a new file and the served build's copy never changes under its readers.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = process.env.SITE_OUT_DIR ? path.resolve(process.env.SITE_OUT_DIR) + path.sep : null;

/** The absolute path of `file` when it is inside the output folder. */
function insideOutDir(file) {
  const resolved = file instanceof URL ? fileURLToPath(file) : typeof file === 'string' ? path.resolve(file) : null;
  return resolved && outDir && resolved.startsWith(outDir) ? resolved : null;
}

function unlinkQuietly(file) {
  try {
    fs.unlinkSync(file);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
}

/** Wraps fs's writers so that they replace a file inside the output folder rather than write into it. */
function replacing(owner, name, target) {
  const original = owner[name];
  owner[name] = function (...args) {
    const file = insideOutDir(args[target]);
    if (file) unlinkQuietly(file);
    return original.apply(this, args);
  };
}

if (outDir) {
  // writeFile(file, …) and copyFile(from, to): the page writes and cache restores of Astro's static generation.
  replacing(fs.promises, 'writeFile', 0);
  replacing(fs, 'writeFileSync', 0);
  replacing(fs.promises, 'copyFile', 1);
  replacing(fs, 'copyFileSync', 1);
}
