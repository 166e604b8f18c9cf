/**
 * The player is ready before it is touched: the build states each recording's length, so the duration
 * and a working seek bar are in the static HTML, and no island code loads until the reader uses it. Then: a voice
 * switch keeps the place, arrow keys move 5 s, a mini-player stands in while the player is scrolled away during
 * listening, and the lock screen gets the title and cover through the Media Session API. Today's devotional
 * carries the 12 s male and 8 s female tones (audio-fixture.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { FEMALE_TONE_SECONDS, MALE_TONE_SECONDS } from './audio-fixture.ts';
import { byDate, hydrated, loadArchive, type StoredDevotional } from './devotional/data.ts';

let devotional: StoredDevotional;

const playerIsland = (page: Page) => page.locator('astro-island[component-url*="/AudioPlayer."]');
const audioTime = (page: Page) => page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime);
const audioPaused = (page: Page) => page.locator('audio').evaluate((a: HTMLAudioElement) => a.paused);

test.describe('the ready player', () => {
  test.beforeEach(async ({ stack }) => {
    const archive = await loadArchive(stack);
    devotional = byDate(archive, archive.today);
  });

  test('shows the duration and a usable seek bar before any interaction, without loading its code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/devotional/${devotional.id}/`);
    await page.waitForLoadState('networkidle');
    const island = playerIsland(page);
    await expect(island).toHaveAttribute('ssr', '');
    const player = page.getByRole('region', { name: 'Audio narration' });
    await expect(player).toContainText('0:12');
    await expect(player).not.toContainText('Loading…');
    const seek = player.getByRole('slider', { name: 'Seek' });
    await expect(seek).toBeEnabled();
    await expect(seek).toHaveAttribute('max', String(MALE_TONE_SECONDS));
    const component = new URL((await island.getAttribute('component-url'))!, page.url()).pathname;
    expect(scripts).not.toContain(component);

    // Seeking on the static markup wakes the island, which continues from the chosen place.
    await seek.fill('6');
    await expect(island).not.toHaveAttribute('ssr', /.*/);
    await expect.poll(() => audioTime(page)).toBeCloseTo(6, 1);
    await expect(seek).toHaveAttribute('aria-valuetext', '0:06 of 0:12');
  });

  test('switching voice keeps the place, clamped to the other recording', async ({ page }) => {
    await page.goto(`/devotional/${devotional.id}/`);
    await hydrated(page, 'AudioPlayer');
    const player = page.getByRole('region', { name: 'Audio narration' });
    const seek = player.getByRole('slider', { name: 'Seek' });
    const voices = player.getByRole('group', { name: 'Narrator voice' });

    // The other voice starts where this one was (audio-player.spec.ts checks that a switch while playing pauses).
    await seek.fill('6');
    await expect.poll(() => audioTime(page)).toBeCloseTo(6, 1);
    await voices.getByRole('button', { name: 'Female' }).click();
    await expect(seek).toHaveAttribute('max', String(FEMALE_TONE_SECONDS));
    await expect.poll(() => audioTime(page)).toBeCloseTo(6, 1);
    await expect(seek).toHaveAttribute('aria-valuetext', '0:06 of 0:08');

    await seek.fill('7.5');
    await expect.poll(() => audioTime(page)).toBeCloseTo(7.5, 1);
    await voices.getByRole('button', { name: 'Male', exact: true }).click();
    await expect(seek).toHaveAttribute('max', String(MALE_TONE_SECONDS));
    await expect.poll(() => audioTime(page)).toBeCloseTo(7.5, 1);

    // A place past the end of the shorter voice becomes its end.
    await seek.fill('11');
    await expect.poll(() => audioTime(page)).toBeCloseTo(11, 1);
    await voices.getByRole('button', { name: 'Female' }).click();
    await expect(seek).toHaveAttribute('max', String(FEMALE_TONE_SECONDS));
    await expect.poll(() => audioTime(page)).toBeCloseTo(FEMALE_TONE_SECONDS, 1);
  });

  test('arrow keys on the seek bar move 5 seconds', async ({ page }) => {
    await page.goto(`/devotional/${devotional.id}/`);
    await hydrated(page, 'AudioPlayer');
    const seek = page.getByRole('region', { name: 'Audio narration' }).getByRole('slider', { name: 'Seek' });
    await seek.fill('2');
    await expect.poll(() => audioTime(page)).toBeCloseTo(2, 1);
    await seek.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => audioTime(page)).toBeCloseTo(7, 1);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => audioTime(page)).toBeCloseTo(MALE_TONE_SECONDS, 1);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => audioTime(page)).toBeCloseTo(MALE_TONE_SECONDS - 10, 1);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => audioTime(page)).toBe(0);
  });

  test('a mini-player keeps play/pause and progress while the player is scrolled away during listening', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/devotional/${devotional.id}/`);
    const player = page.getByRole('region', { name: 'Audio narration' });
    const mini = page.getByRole('region', { name: 'Now playing' });

    // Scrolled away before listening: no mini-player.
    await hydrated(page, 'AudioPlayer');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(200);
    await expect(mini).toHaveCount(0);

    await player.scrollIntoViewIfNeeded();
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => audioPaused(page)).toBe(false);
    await expect(mini).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(mini).toBeVisible();
    await expect(mini).toContainText(devotional.title);
    await expect(mini).toContainText('/ 0:12');
    await expect(mini.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuemax', String(MALE_TONE_SECONDS));
    await mini.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => audioPaused(page)).toBe(true);
    await mini.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => audioPaused(page)).toBe(false);

    // Back at the player, the mini-player steps aside.
    await player.scrollIntoViewIfNeeded();
    await expect(mini).toHaveCount(0);
  });

  test('the lock screen gets the title, the cover and the controls (Media Session)', async ({ page }) => {
    await page.goto(`/devotional/${devotional.id}/`);
    const player = page.getByRole('region', { name: 'Audio narration' });
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => audioPaused(page)).toBe(false);
    const metadata = await page.evaluate(() => {
      const m = navigator.mediaSession.metadata;
      return m && { title: m.title, artist: m.artist, artwork: m.artwork.map((a) => a.src), state: navigator.mediaSession.playbackState };
    });
    expect(metadata).not.toBeNull();
    expect(metadata!.title).toBe(devotional.title);
    expect(metadata!.artist).toBe('Reformed Devotionals');
    expect(metadata!.state).toBe('playing');
    // The artwork is the square art without lettering (docs/covers.md), the title being shown beside it.
    expect(metadata!.artwork).toHaveLength(1);
    expect(metadata!.artwork[0]).toMatch(/\/devotional-images\/[0-9a-f-]{36}\/cover-card-[0-9a-f-]{36}\.png$/);
  });
});
