/**
 * `npm start`'s first run, narrowed to two sample devotionals: the site is served before any narration exists,
 * narration then runs in worker threads (today's devotional first), and each finished batch asks for a rebuild
 * through rebuild-site and the build hook, so the pages get their players and the podcast feed its episodes without
 * a restart. A later start finds the recordings and narrates nothing; a stop part-way links nothing half-made.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, startLocalStack, type LocalStack } from '../../scripts/local-stack.ts';
import { serviceClient } from '../../scripts/seed.ts';
import { startBackgroundNarration } from '../../scripts/seed/background-narration.ts';
import { audio } from '@lib/i18n/catalogues/en/audio.ts';
import { mp3Info } from '@lib/narration/mp3-duration.ts';
import { narrationScript, narrationSourceOf, wordCount } from '@lib/narration/script.ts';
import { todayIn } from '@lib/dates.ts';
import { NARRATED_SLUG } from '../e2e/audio-fixture.ts';

/** What the player shows in place of audio that is not there yet. */
const NO_AUDIO_MESSAGE = audio['audio.none'];

/** Dated today in the sample content (day 0), so narrated first. */
const TODAY_SLUG = 'the-good-shepherd-lays-down-his-life';
/** Dated yesterday; not narrated by this stack. */
const UNNARRATED_SLUG = 'called-by-name-from-a-sycamore-tree';

let stack: LocalStack;
let outDir: string;
const lines: string[] = [];
let servedBeforeNarration: Record<string, string>;

const service = () => serviceClient(stack.apiUrl, stack.serviceRoleKey);

async function rows() {
  const { data, error } = await service()
    .from('devotionals')
    .select('id, slug, title, biblical_passage, scripture_text, transcript, prayer_suggestion, audio_url_male, audio_url_female')
    .in('slug', [TODAY_SLUG, NARRATED_SLUG, UNNARRATED_SLUG]);
  if (error) throw error;
  return new Map(data.map((r) => [r.slug as string, r]));
}

const page = async (id: string) => (await fetch(`${stack.siteUrl}/devotional/${id}/`)).text();

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'rd-bg-narration-'));
  stack = await startLocalStack({
    port: 0,
    supabasePort: 0,
    data: 'memory',
    confirmEmail: false,
    outDir,
    adminEmail: DEFAULT_ADMIN_EMAIL,
    adminPassword: DEFAULT_ADMIN_PASSWORD,
    quiet: true,
    log: (line) => lines.push(line),
    narrate: [NARRATED_SLUG, TODAY_SLUG],
    narrateInBackground: true,
    narrationBatchSize: 1,
  });
  // What a reader gets the moment the site is up, before any narration is linked.
  const byslug = await rows();
  servedBeforeNarration = {
    [TODAY_SLUG]: await page(byslug.get(TODAY_SLUG)!.id as string),
    podcast: await (await fetch(`${stack.siteUrl}/podcast.xml`)).text(),
  };
  await stack.narration!.finished;
  await stack.builder.whenIdle();
}, 900_000);

afterAll(async () => {
  await stack?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('npm start narrating in the background', () => {
  it('serves the site before narration, without players', () => {
    expect(servedBeforeNarration[TODAY_SLUG]).toContain(NO_AUDIO_MESSAGE);
    expect(servedBeforeNarration.podcast).not.toContain('<enclosure');
  });

  it("narrates today's devotional first, then the rest, with a progress line each", async () => {
    const progress = lines.filter((l) => /^Narration \d+\/2:/.test(l));
    const byslug = await rows();
    expect(progress).toHaveLength(2);
    expect(progress[0]).toContain(`Narration 1/2: ${byslug.get(TODAY_SLUG)!.title}`);
    expect(progress[1]).toContain(`Narration 2/2: ${byslug.get(NARRATED_SLUG)!.title}`);
    expect(await stack.narration!.finished).toMatchObject({ narrated: 2, skipped: 0, total: 2, stopped: false });
  });

  it('rebuilds the site through rebuild-site after each batch, so the pages get both voices', async () => {
    const { data: builds } = await service().from('site_builds').select('trigger, reason, status').order('id');
    const narrationBuilds = builds!.filter((b) => String(b.reason).startsWith('Narration'));
    expect(narrationBuilds.map((b) => b.reason)).toEqual(['Narration: 1 of 2 devotionals', 'Narration finished: 2 devotionals']);
    // Each request was built, on its own or coalesced into the next build.
    for (const b of narrationBuilds) expect(['succeeded', 'coalesced']).toContain(b.status);
    expect(narrationBuilds.some((b) => b.status === 'succeeded')).toBe(true);

    const byslug = await rows();
    for (const slug of [TODAY_SLUG, NARRATED_SLUG]) {
      const d = byslug.get(slug)!;
      expect(d.audio_url_male).toBeTruthy();
      expect(d.audio_url_female).toBeTruthy();
      const html = await page(d.id as string);
      expect(html).not.toContain(NO_AUDIO_MESSAGE);
      expect(html).toContain(d.audio_url_male as string);
      expect(html).toContain(d.audio_url_female as string);
    }
    // A devotional outside the choice keeps its "not yet" message.
    expect(await page(byslug.get(UNNARRATED_SLUG)!.id as string)).toContain(NO_AUDIO_MESSAGE);
  });

  it('links recordings that play as MP3 for as long as their words imply', async () => {
    const d = (await rows()).get(TODAY_SLUG)!;
    const words = wordCount(narrationScript(narrationSourceOf(d)));
    for (const url of [d.audio_url_male, d.audio_url_female] as string[]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      const { duration: durationSeconds } = mp3Info(new Uint8Array(await response.arrayBuffer()));
      // Spoken English runs 110–260 words a minute.
      expect(durationSeconds).toBeGreaterThan((words / 260) * 60);
      expect(durationSeconds).toBeLessThan((words / 110) * 60);
    }
  });

  it('refreshes the podcast feed with the narrated released devotionals', async () => {
    const byslug = await rows();
    const xml = await (await fetch(`${stack.siteUrl}/podcast.xml`)).text();
    for (const slug of [TODAY_SLUG, NARRATED_SLUG]) {
      const d = byslug.get(slug)!;
      const item = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body]) => body).find((body) => body.includes(`/devotional/${d.id}/`));
      expect(item, `${slug} is an episode`).toBeDefined();
      const enclosure = /<enclosure url="([^"]+)" length="(\d+)" type="audio\/mpeg"/.exec(item!);
      expect(enclosure?.[1].replaceAll('&amp;', '&')).toBe(d.audio_url_male);
      const bytes = new Uint8Array(await (await fetch(d.audio_url_male as string)).arrayBuffer());
      expect(Number(enclosure?.[2])).toBe(bytes.length);
      expect(Number(/<itunes:duration>(\d+)<\/itunes:duration>/.exec(item!)?.[1])).toBe(Math.round(mp3Info(bytes).duration));
    }
  });

  it('narrates nothing again on the next start, and asks for no rebuild', async () => {
    const rebuilds: string[] = [];
    const again = startBackgroundNarration({
      client: service(),
      slugs: [NARRATED_SLUG, TODAY_SLUG],
      today: todayIn('America/New_York'),
      log: () => {},
      rebuild: async (reason) => {
        rebuilds.push(reason);
      },
    });
    expect(await again.finished).toMatchObject({ narrated: 0, skipped: 2, total: 2 });
    expect(rebuilds).toEqual([]);
  });

  it('links nothing when stopped part-way, and leaves no recording behind', async () => {
    const cacheDir = process.env.NARRATION_CACHE_DIR;
    // An empty cache, so the devotional is really being synthesised when the stop comes.
    process.env.NARRATION_CACHE_DIR = await mkdtemp(path.join(os.tmpdir(), 'rd-bg-cache-'));
    try {
      let started!: () => void;
      const underWay = new Promise<void>((resolve) => (started = resolve));
      const rebuilds: string[] = [];
      const run = startBackgroundNarration({
        client: service(),
        slugs: [UNNARRATED_SLUG],
        today: todayIn('America/New_York'),
        log: (line) => {
          if (line.startsWith('Narration: 1 sample devotional')) started();
        },
        rebuild: async (reason) => {
          rebuilds.push(reason);
        },
      });
      await underWay;
      await run.stop();
      expect(await run.finished).toMatchObject({ narrated: 0, stopped: true });
      expect(rebuilds).toEqual([]);
      const d = (await rows()).get(UNNARRATED_SLUG)!;
      expect(d.audio_url_male).toBeNull();
      expect(d.audio_url_female).toBeNull();
      const { data: stored } = await service()
        .storage.from('devotional-audio')
        .list(d.id as string);
      expect(stored ?? []).toEqual([]);
    } finally {
      await rm(process.env.NARRATION_CACHE_DIR!, { recursive: true, force: true });
      if (cacheDir === undefined) delete process.env.NARRATION_CACHE_DIR;
      else process.env.NARRATION_CACHE_DIR = cacheDir;
    }
  });
});
