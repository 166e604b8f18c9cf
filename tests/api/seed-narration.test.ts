/**
 * The seed's narration against supabase/local: a sample devotional gets MP3s in both voices in devotional-audio
 * under the media naming rule, linked on the row, publicly playable (valid MPEG frames) and as long as its words
 * imply; a re-seed keeps them and narrates nothing again. One devotional only (the one the browser tests play),
 * so the narration cache (node_modules/.cache/rd-narration/) serves both suites after the first run. A Dutch and a
 * Spanish sample are narrated in their languages (by a stand-in narrator, so the test stays quick).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';
import { seed, type SeedReport } from '../../scripts/seed.ts';
import { narrationTargets, narrateTargets } from '../../scripts/seed/narration.ts';
import type { NarrationProvider } from '@lib/narration/provider.ts';
import { parseMediaObjectName } from '@lib/media/object-name.ts';
import { mp3Info } from '@lib/narration/mp3-duration.ts';
import { narrationScript, narrationSourceOf, wordCount } from '@lib/narration/script.ts';
import { todayIn } from '@lib/dates.ts';
import { CONFESSIONS_DIR, KJV_DIR } from '../fixtures/shared-data.ts';
import { NARRATED_SLUG } from '../e2e/audio-fixture.ts';

const options = (backend: TestBackend) => ({
  url: backend.url,
  serviceRoleKey: backend.serviceRoleKey,
  today: todayIn('America/New_York'),
  kjvSource: KJV_DIR,
  confessionsSource: CONFESSIONS_DIR,
  sample: true,
  narrate: [NARRATED_SLUG],
});

let backend: TestBackend;
let report: SeedReport;

beforeAll(async () => {
  backend = await startTestBackend();
  report = await seed(options(backend));
}, 900_000);

afterAll(async () => {
  await backend?.close();
});

async function row(slug: string) {
  const { data, error } = await backend
    .service()
    .from('devotionals')
    .select('id, title, biblical_passage, scripture_text, transcript, prayer_suggestion, audio_url_male, audio_url_female')
    .eq('slug', slug)
    .single();
  if (error) throw error;
  return data;
}

describe('seed narration', () => {
  it('narrates the chosen sample devotional in both voices and leaves the others alone', async () => {
    expect(report.narration).toMatchObject({ narrated: 1, skipped: 0 });
    const d = await row(NARRATED_SLUG);
    for (const [voice, url] of [
      ['male', d.audio_url_male],
      ['female', d.audio_url_female],
    ] as const) {
      expect(url, `${voice} URL`).toBeTruthy();
      const name = decodeURIComponent(new URL(url!).pathname.split('/storage/v1/object/public/devotional-audio/')[1]);
      expect(parseMediaObjectName(name)).toMatchObject({ devotionalId: d.id, kind: `audio-${voice}`, extension: 'mp3' });
    }
    expect(d.audio_url_male).not.toBe(d.audio_url_female);
    const other = await row('the-good-shepherd-lays-down-his-life');
    expect(other.audio_url_male).toBeNull();
  });

  it('serves each recording as MP3 audio whose length fits the words narrated', async () => {
    const d = await row(NARRATED_SLUG);
    const words = wordCount(narrationScript(narrationSourceOf(d)));
    const durations: number[] = [];
    for (const url of [d.audio_url_male!, d.audio_url_female!]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^audio\/mpeg/);
      const info = mp3Info(new Uint8Array(await response.arrayBuffer()));
      // Spoken English runs 110–260 words a minute.
      expect(info.duration).toBeGreaterThan((words / 260) * 60);
      expect(info.duration).toBeLessThan((words / 110) * 60);
      durations.push(info.duration);
    }
    // Two voices, two recordings.
    expect(durations[0]).not.toBe(durations[1]);
  });

  it('skips a devotional whose recordings exist when seeding again', { timeout: 300_000 }, async () => {
    const before = await row(NARRATED_SLUG);
    const again = await seed(options(backend));
    expect(again.narration).toMatchObject({ narrated: 0, skipped: 1 });
    const after = await row(NARRATED_SLUG);
    expect([after.audio_url_male, after.audio_url_female]).toEqual([before.audio_url_male, before.audio_url_female]);
  });

  it('narrates a Dutch and a Spanish sample in their own languages', async () => {
    const samples = [];
    for (const language of ['nl', 'es']) {
      const { data, error } = await backend.service().from('devotionals').select('slug').eq('language', language).limit(1).single();
      if (error) throw error;
      samples.push({ slug: data.slug, language });
    }
    const heard: { slug: string; voice: string; language: string | undefined }[] = [];
    const scripts = new Map<string, string>();
    const standIn: NarrationProvider = {
      id: `stand-in-${Date.now()}`,
      narrate: async (text, voice, language) => {
        heard.push({ slug: [...scripts].find(([, s]) => s === text)?.[0] ?? '?', voice, language });
        return new Uint8Array([0xff, 0xfb, 0x90, 0x00]);
      },
    };
    const targets = await narrationTargets(
      backend.service(),
      samples.map((s) => s.slug),
      todayIn('America/New_York'),
    );
    for (const target of targets) scripts.set(target.slug, narrationScript(narrationSourceOf(target)));
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'rd-narration-'));
    const cacheBefore = process.env.NARRATION_CACHE_DIR;
    process.env.NARRATION_CACHE_DIR = cacheDir;
    try {
      expect(await narrateTargets(backend.service(), targets, { provider: standIn })).toMatchObject({ narrated: 2 });
    } finally {
      if (cacheBefore === undefined) delete process.env.NARRATION_CACHE_DIR;
      else process.env.NARRATION_CACHE_DIR = cacheBefore;
      await rm(cacheDir, { recursive: true, force: true });
    }
    const expected = samples.flatMap(({ slug, language }) => ['male', 'female'].map((voice) => ({ slug, voice, language })));
    expect([...heard].sort((a, b) => `${a.slug}${a.voice}`.localeCompare(`${b.slug}${b.voice}`))).toEqual(
      expected.sort((a, b) => `${a.slug}${a.voice}`.localeCompare(`${b.slug}${b.voice}`)),
    );
    for (const { slug } of samples) expect((await row(slug)).audio_url_male).toBeTruthy();
  });
});
