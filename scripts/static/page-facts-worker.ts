/**
 * A worker thread of page-facts-workers.ts: reads the pages it is given (paths relative to the build's folder) and
 * answers with their facts, in the same order. Loaded by Node as it is (type stripping), so it imports only Node and
 * ./page-fact.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { factsOf } from './page-fact.ts';

const { outDir, pages } = workerData as { outDir: string; pages: string[] };
parentPort!.postMessage(pages.map((relative) => factsOf(readFileSync(path.join(outDir, relative)))));
