/**
 * Reads many built pages' facts on every core: the pages are shared among one worker thread a core
 * (page-facts-worker.ts), each reading its share in order. A full build's page facts at ten years took 9.4 s on one.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageFacts } from './page-fact.ts';

const WORKER = new URL('./page-facts-worker.ts', import.meta.url);

function factsInWorker(outDir: string, pages: string[]): Promise<PageFacts[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: { outDir, pages } });
    worker.once('message', (facts: PageFacts[]) => resolve(facts));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`Reading the pages' facts stopped (exit ${code}).`));
    });
  });
}

/** The facts of `pages` (relative to `outDir`), in their order. */
export async function factsInWorkers(outDir: string, pages: readonly string[], threads = os.availableParallelism()): Promise<PageFacts[]> {
  const size = Math.ceil(pages.length / Math.max(1, threads));
  const shares: string[][] = [];
  for (let start = 0; start < pages.length; start += size) shares.push(pages.slice(start, start + size));
  return (await Promise.all(shares.map((share) => factsInWorker(outDir, share)))).flat();
}
