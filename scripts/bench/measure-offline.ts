/**
 * The offline part of a build (docs/offline.md): the service worker's own size, what it precaches on install (the
 * shell, then the week's pages), and the registration script every page carries before interaction.
 */
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { OfflineWeek } from '@lib/offline/week.ts';
import { writeServiceWorker } from '../static/service-worker.ts';

export interface OfflineMeasurement {
  /** /sw.js, bytes and gzip bytes. */
  worker: number;
  workerGzip: number;
  /** The shell precached on install: files and bytes (as stored, uncompressed). */
  shellFiles: number;
  shellBytes: number;
  /** The week's devotional pages kept on install (same-origin HTML; covers come from Storage and are not counted). */
  weekPages: number;
  weekBytes: number;
  /** The inline registration script on every page, gzip bytes. */
  registrationGzip: number;
}

const REGISTRATION = /<script>([^<]*serviceWorker\.register[^<]*)<\/script>/;

export async function measureOffline(outDir: string): Promise<OfflineMeasurement> {
  const built = await writeServiceWorker(outDir);
  const code = await readFile(path.join(outDir, 'sw.js'));
  const week = JSON.parse(await readFile(path.join(outDir, 'offline/week.json'), 'utf8')) as OfflineWeek;
  let weekBytes = 0;
  for (const day of week.days) weekBytes += (await readFile(path.join(outDir, day.page, 'index.html')).catch(() => Buffer.alloc(0))).length;
  const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const registration = REGISTRATION.exec(home)?.[1] ?? '';
  return {
    worker: code.length,
    workerGzip: gzipSync(code).length,
    shellFiles: built.shell.length,
    shellBytes: built.shellBytes,
    weekPages: week.days.length,
    weekBytes,
    registrationGzip: registration ? gzipSync(registration).length : 0,
  };
}
