/**
 * Narration, link previews and the podcast on the built site: a sample devotional narrated by the seed (espeak-ng,
 * both voices) plays in Chromium for as long as its words imply; its og:image is a 1200×630 PNG; /podcast.xml lists
 * released devotionals only, each enclosure a working MP3 of the stated size and duration.
 */
import type { Page } from '@playwright/test';
import { apiClient, expect, test } from './fixtures.ts';
import { NARRATED_SLUG } from './audio-fixture.ts';
import { hydrated, loadArchive } from './devotional/data.ts';
import { narrationScript, narrationSourceOf, wordCount } from '@lib/narration/script.ts';
import { mp3Info } from '@lib/narration/mp3-duration.ts';
import { pngSize } from '../support/png-size.ts';

/** Spoken English runs 110–260 words a minute; espeak-ng here reads about 165. */
function plausibleSeconds(words: number): [number, number] {
  return [(words / 260) * 60, (words / 110) * 60];
}

const audioDuration = (page: Page) => page.locator('audio').evaluate((a: HTMLAudioElement) => ({ duration: a.duration, src: a.currentSrc || a.src }));

test.describe('narration', () => {
  test('a sample devotional plays its narration in both voices', async ({ page, stack }) => {
    const { data: d, error } = await apiClient(stack, 'service').from('devotionals').select('*').eq('slug', NARRATED_SLUG).single();
    expect(error).toBeNull();
    const words = wordCount(narrationScript(narrationSourceOf(d)));
    const [min, max] = plausibleSeconds(words);

    await page.goto(`/devotional/${d.id}/`);
    await hydrated(page, 'AudioPlayer');
    const player = page.getByRole('region', { name: 'Audio narration' });
    await expect(player.getByRole('slider', { name: 'Seek' })).toBeEnabled();
    const male = await audioDuration(page);
    expect(male.src).toBe(d.audio_url_male);
    expect(male.duration).toBeGreaterThan(min);
    expect(male.duration).toBeLessThan(max);

    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.3);
    await player.getByRole('button', { name: 'Pause', exact: true }).click();

    await player.getByRole('group', { name: 'Narrator voice' }).getByRole('button', { name: 'Female' }).click();
    await expect.poll(async () => (await audioDuration(page)).src).toBe(d.audio_url_female);
    await expect.poll(async () => (await audioDuration(page)).duration).toBeGreaterThan(min);
    const female = await audioDuration(page);
    expect(female.duration).toBeLessThan(max);
    expect(female.duration).not.toBe(male.duration);
  });

  test('a devotional page’s link preview is a 1200×630 PNG', async ({ page, stack }) => {
    const { released } = await loadArchive(stack);
    const d = released.find((r) => r.slug === NARRATED_SLUG)!;
    await page.goto(`/devotional/${d.id}/`);
    const og = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(og).toBe(d.image_url);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', og!);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute('content', 'image/png');
    const response = await page.request.get(og!);
    expect(response.status()).toBe(200);
    expect(pngSize(new Uint8Array(await response.body()))).toEqual({ width: 1200, height: 630 });
  });
});

test.describe('podcast feed', () => {
  test('lists released devotionals only, each with a working MP3 enclosure', async ({ page, stack }) => {
    const { released, future } = await loadArchive(stack);
    const response = await page.request.get('/podcast.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('<itunes:image href=');
    expect(xml).toContain('<itunes:explicit>false</itunes:explicit>');

    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => ({
      link: /<link>([^<]+)<\/link>/.exec(item)![1],
      url: /<enclosure url="([^"]+)" length="(\d+)" type="audio\/mpeg"/.exec(item)?.[1],
      length: Number(/<enclosure [^>]*length="(\d+)"/.exec(item)?.[1]),
      duration: Number(/<itunes:duration>(\d+)<\/itunes:duration>/.exec(item)?.[1]),
    }));
    const narrated = released.find((d) => d.slug === NARRATED_SLUG)!;
    // The narrated sample devotional is an episode; the unreleased one given a recording in global setup is not.
    // Links are absolute against the build's SITE_URL, which need not be the test server's address.
    expect(items.map((i) => new URL(i.link).pathname)).toContain(`/devotional/${narrated.id}/`);
    const futureWithAudio = future.filter((d) => d.audio_url_male);
    expect(futureWithAudio.length).toBeGreaterThan(0);
    for (const d of future) expect(xml).not.toContain(d.id);
    const releasedIds = new Set(released.map((d) => d.id));
    for (const item of items) {
      const id = /\/devotional\/([^/]+)\/$/.exec(item.link)![1];
      expect(releasedIds.has(id)).toBe(true);
      const audio = await page.request.get(item.url!);
      expect(audio.status()).toBe(200);
      const bytes = new Uint8Array(await audio.body());
      expect(bytes.length).toBe(item.length);
      expect(Math.abs(mp3Info(bytes).duration - item.duration)).toBeLessThanOrEqual(1);
    }

    // Readers find it from every page's footer and from each devotional page's head.
    await page.goto(`/devotional/${narrated.id}/`);
    await expect(page.locator('footer').getByRole('link', { name: 'Podcast' })).toHaveAttribute('href', '/podcast.xml');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"][href="/podcast.xml"]')).toHaveCount(1);
  });
});
