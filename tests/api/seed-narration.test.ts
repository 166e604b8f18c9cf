/**
 * The seed's narration against supabase/local: a sample devotional gets MP3s in both voices in devotional-audio
 * under the media naming rule, linked on the row, publicly playable (valid MPEG frames) and as long as its words
 * imply; a re-seed keeps them and narrates nothing again. One devotional only (the one the browser tests play),
 * so the narration cache (node_modules/.cache/rd-narration/) serves both suites after the first run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';
import { seed, type SeedReport } from '../../scripts/seed.ts';
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
});
