/**
 * One Astro build at a time per project folder. A build whose output folder lies outside the project (the tests'
 * scratch folders) has Astro write its prerendered server chunks to the project's own `.astro/.prerender/`, the
 * same folder for every such build, so two at once would load each other's chunks. The lock is a folder made
 * atomically beside them; a lock whose owner has died, or that is older than any build, is taken over.
 */
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Longer than any build of the ten-year archive; a lock older than this was left behind. */
const STALE_AFTER_MS = 30 * 60_000;
const POLL_MS = 200;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the lock at `dir` was left by a process that is gone, or is older than any build. */
async function abandoned(dir: string): Promise<boolean> {
  const owner = Number(await readFile(path.join(dir, 'pid'), 'utf8').catch(() => ''));
  if (owner && !alive(owner)) return true;
  const made = await stat(dir).catch(() => null);
  return made !== null && Date.now() - made.mtimeMs > STALE_AFTER_MS;
}

/** Runs `work` while holding the lock folder `dir` (made with its parents), waiting for another holder to finish. */
export async function withBuildLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(dir), { recursive: true });
  for (;;) {
    try {
      await mkdir(dir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await abandoned(dir)) await rm(dir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  try {
    await writeFile(path.join(dir, 'pid'), String(process.pid));
    return await work();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
