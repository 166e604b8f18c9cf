import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withBuildLock } from './build-lock.ts';

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'rd-build-lock-'));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withBuildLock', () => {
  it('lets one build run at a time, the second after the first has ended', async () => {
    const lock = path.join(scratch, '.astro', 'build.lock');
    const events: string[] = [];
    const build = (name: string) =>
      withBuildLock(lock, async () => {
        events.push(`${name} starts`);
        await pause(150);
        events.push(`${name} ends`);
        return name;
      });
    expect(await Promise.all([build('a'), build('b')])).toEqual(['a', 'b']);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('is released when the build fails', async () => {
    const lock = path.join(scratch, 'build.lock');
    await expect(withBuildLock(lock, () => Promise.reject(new Error('astro failed')))).rejects.toThrow('astro failed');
    expect(await withBuildLock(lock, async () => 'next')).toBe('next');
  });

  it('takes over a lock whose owner has died', async () => {
    const lock = path.join(scratch, 'build.lock');
    await mkdir(lock);
    // A process id no process has (above Linux's pid_max).
    await writeFile(path.join(lock, 'pid'), '9999999');
    expect(await withBuildLock(lock, async () => 'taken over')).toBe('taken over');
  });
});
