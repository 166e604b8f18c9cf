import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writePracticeVoice } from './practice-voice.ts';

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('writePracticeVoice', () => {
  it("points /practice at the admin's one copy of the voice data, with its size", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'practice-voice-'));
    await mkdir(path.join(dir, 'admin/assets'), { recursive: true });
    await writeFile(path.join(dir, 'admin/assets/espeak-ng-Ab12Cd.data'), new Uint8Array(1234));
    await writeFile(path.join(dir, 'admin/assets/index-xyz.js'), '');
    expect(await writePracticeVoice(dir)).toEqual({ url: '/admin/assets/espeak-ng-Ab12Cd.data', bytes: 1234 });
    expect(JSON.parse(await readFile(path.join(dir, 'practice/voice.json'), 'utf8'))).toEqual({ url: '/admin/assets/espeak-ng-Ab12Cd.data', bytes: 1234 });
  });

  it('writes nothing when the build has no admin console', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'practice-voice-'));
    expect(await writePracticeVoice(dir)).toBeNull();
    await expect(readFile(path.join(dir, 'practice/voice.json'))).rejects.toThrow();
  });
});
