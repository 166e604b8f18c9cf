/**
 * Where /practice's Listen button finds espeak-ng's voice data: dist/practice/voice.json names the admin console's
 * copy (dist/admin/assets/espeak-ng-<hash>.data, about 23 MB, under Cloudflare Pages' 25 MiB per-file limit), so
 * the build ships the file once for both. Written after the admin is in place; without it Listen says it is not
 * available. The browser keeps the file in its HTTP cache (/admin/assets/* is served immutable).
 */
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const PRACTICE_VOICE_PATH = '/practice/voice.json';

export interface PracticeVoice {
  url: string;
  bytes: number;
}

export async function writePracticeVoice(outDir: string): Promise<PracticeVoice | null> {
  const assets = path.join(outDir, 'admin', 'assets');
  const names = await readdir(assets).catch(() => [] as string[]);
  const data = names.find((name) => /^espeak-ng[-.].*\.data$/.test(name));
  if (!data) return null;
  const voice: PracticeVoice = { url: `/admin/assets/${data}`, bytes: (await stat(path.join(assets, data))).size };
  await mkdir(path.join(outDir, 'practice'), { recursive: true });
  await writeFile(path.join(outDir, PRACTICE_VOICE_PATH), JSON.stringify(voice));
  return voice;
}
