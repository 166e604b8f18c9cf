// Loaded into `astro build` (node --import) by scripts/build-site.ts when the output folder's pages are hard links to
// the served build's (scripts/static/kept-pages.ts): a file Astro writes again inside SITE_OUT_DIR is removed first,
// so the write makes a new file and the served build's copy never changes under its readers.
// The links are made while Astro starts and bundles the code; with SITE_LINKS_READY, the first look at or write to a
// file inside the output folder waits until that file exists (the links are all made), so no write can meet a link
// made after it.
import fs from 'node:fs';

const { existsSync } = fs;
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = process.env.SITE_OUT_DIR ? path.resolve(process.env.SITE_OUT_DIR) + path.sep : null;

/** The absolute path of `file` when it is inside the output folder. */
function insideOutDir(file) {
  const resolved = file instanceof URL ? fileURLToPath(file) : typeof file === 'string' ? path.resolve(file) : null;
  return resolved && outDir && resolved.startsWith(outDir) ? resolved : null;
}

const linksReady = process.env.SITE_LINKS_READY;
/** Longest wait for the links, in milliseconds: a builder that stopped linking must not hold the build forever. */
const LINKS_TIMEOUT_MS = 10 * 60 * 1000;
let linked = !linksReady;

function waitForLinks() {
  if (linked) return;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const started = Date.now();
  while (!existsSync(linksReady)) {
    if (Date.now() - started > LINKS_TIMEOUT_MS) throw new Error(`The served build's pages were not linked within ${LINKS_TIMEOUT_MS / 60000} minutes.`);
    Atomics.wait(pause, 0, 0, 10);
  }
  linked = true;
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
    if (file) {
      waitForLinks();
      unlinkQuietly(file);
    }
    return original.apply(this, args);
  };
}

/** fs.existsSync waits for the links before its first answer about a file inside the output folder. */
function waitingExists() {
  fs.existsSync = function (file) {
    if (insideOutDir(file)) waitForLinks();
    return existsSync(file);
  };
}

if (outDir) {
  // Astro's incremental build asks whether a kept page is in the output folder before copying it from its cache.
  if (linksReady) waitingExists();
  // writeFile(file, …) and copyFile(from, to): the page writes and cache restores of Astro's static generation.
  replacing(fs.promises, 'writeFile', 0);
  replacing(fs, 'writeFileSync', 0);
  replacing(fs.promises, 'copyFile', 1);
  replacing(fs, 'copyFileSync', 1);
}
