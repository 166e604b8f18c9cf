/**
 * The audio player island on real recordings: today's devotional carries two generated
 * tones from storage (audio-fixture.ts), a 12 s male voice and an 8 s female voice.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { FEMALE_TONE_SECONDS, MALE_TONE_SECONDS } from './audio-fixture.ts';
import { byDate, hydrated, loadArchive, type StoredDevotional } from './devotional/data.ts';
import { downloadFileName } from '../../site/lib/audio/download.ts';

interface AudioState {
  paused: boolean;
  ended: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  playbackRate: number;
  src: string;
}

const audioState = (page: Page): Promise<AudioState> =>
  page.locator('audio').evaluate((a: HTMLAudioElement) => ({
    paused: a.paused,
    ended: a.ended,
    currentTime: a.currentTime,
    duration: a.duration,
    volume: a.volume,
    muted: a.muted,
    playbackRate: a.playbackRate,
    src: a.currentSrc || a.src,
  }));

let devotional: StoredDevotional;

/** Chromium can seek a recording only when its server answers byte-range requests (206), as Supabase Storage does. */
async function storageServesRanges(url: string): Promise<boolean> {
  const response = await fetch(url, { headers: { Range: 'bytes=0-1' } });
  await response.arrayBuffer();
  return response.status === 206 && response.headers.get('content-range') !== null;
}

async function openPlayer(page: Page) {
  await page.goto(`/devotional/${devotional.id}/`);
  await hydrated(page, 'AudioPlayer');
  const player = page.getByRole('region', { name: 'Audio narration' });
  // The seek slider is enabled once the recording's duration is known.
  await expect(player.getByRole('slider', { name: 'Seek' })).toBeEnabled();
  return player;
}

test.describe('audio player', () => {
  test.beforeEach(async ({ stack }) => {
    const archive = await loadArchive(stack);
    devotional = byDate(archive, archive.today);
    expect(devotional.audio_url_male, 'global setup attaches the tone recordings').toMatch(/\/audio-male-[0-9a-f-]{36}\.wav$/);
  });

  const needsSeeking = async () => expect(await storageServesRanges(devotional.audio_url_male!), 'storage answers Range requests').toBe(true);

  test('plays and pauses a real recording', async ({ page }) => {
    const player = await openPlayer(page);
    expect((await audioState(page)).duration).toBeCloseTo(MALE_TONE_SECONDS, 1);
    await expect(player).toContainText('0:12');

    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(0.3);
    expect((await audioState(page)).paused).toBe(false);

    await player.getByRole('button', { name: 'Pause' }).click();
    await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    const stopped = await audioState(page);
    expect(stopped.paused).toBe(true);
    await page.waitForTimeout(400);
    expect((await audioState(page)).currentTime).toBe(stopped.currentTime);
  });

  test('skips 10 seconds either way, clamped to the track, and seeks in steps of 0.1 s', async ({ page }) => {
    await needsSeeking();
    const player = await openPlayer(page);
    const forward = player.getByRole('button', { name: 'Skip forward 10 seconds' });
    const back = player.getByRole('button', { name: 'Skip back 10 seconds' });
    const seek = player.getByRole('slider', { name: 'Seek' });

    await forward.click();
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(10, 1);
    await forward.click();
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(MALE_TONE_SECONDS, 1);
    await back.click();
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(MALE_TONE_SECONDS - 10, 1);
    await back.click();
    await expect.poll(async () => (await audioState(page)).currentTime).toBe(0);

    await expect(seek).toHaveAttribute('step', '0.1');
    await expect(seek).toHaveAttribute('min', '0');
    await expect(seek).toHaveAttribute('max', String(MALE_TONE_SECONDS));
    await seek.fill('5.5');
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(5.5, 2);
    await expect(seek).toHaveAttribute('aria-valuetext', '0:05 of 0:12');
    // The pointer seeks in 0.1 s steps; an arrow key moves 5 s (player-ready.spec.ts).
    await seek.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(10.5, 2);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(0.5, 2);
  });

  test('cycles the speeds with a toast for each', async ({ page }) => {
    const player = await openPlayer(page);
    expect((await audioState(page)).playbackRate).toBe(1);
    const expected = ['1.25', '1.5', '1.75', '2', '0.8', '0.85', '0.9', '0.95', '1'];
    for (const speed of expected) {
      await player.getByRole('button', { name: /^Playback speed / }).click();
      await expect(page.getByText(`Playback speed: ${speed}x`).last()).toBeVisible();
      await expect(player.getByRole('button', { name: `Playback speed ${speed}x` })).toHaveText(`${speed}x`);
      // The element takes the rate just after the button shows it (an effect runs after paint).
      await expect.poll(async () => (await audioState(page)).playbackRate).toBe(Number(speed));
    }
  });

  test('sets the volume, mutes, and unmutes to the prior volume or 0.5', async ({ page }) => {
    const player = await openPlayer(page);
    const volume = player.getByRole('slider', { name: 'Volume' });
    await expect(volume).toHaveAttribute('step', '0.01');
    await expect(volume).toHaveAttribute('min', '0');
    await expect(volume).toHaveAttribute('max', '1');
    expect((await audioState(page)).volume).toBe(1);

    await volume.fill('0.3');
    await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.3, 5);
    await expect(volume).toHaveAttribute('aria-valuetext', '30%');

    await player.getByRole('button', { name: 'Mute' }).click();
    await expect.poll(async () => (await audioState(page)).muted).toBe(true);
    await expect(volume).toHaveValue('0');
    await expect(volume).toHaveAttribute('aria-valuetext', 'Muted');

    await player.getByRole('button', { name: 'Unmute' }).click();
    await expect.poll(async () => (await audioState(page)).muted).toBe(false);
    expect((await audioState(page)).volume).toBeCloseTo(0.3, 5);
    await expect(volume).toHaveValue('0.3');

    // Dragged all the way down, then unmuted: there is no prior volume to restore, so 0.5.
    await volume.fill('0');
    await expect(player.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await player.getByRole('button', { name: 'Unmute' }).click();
    await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.5, 5);
    expect((await audioState(page)).muted).toBe(false);
    await expect(volume).toHaveValue('0.5');
  });

  test('the end of the track sets the player to paused', async ({ page }) => {
    await needsSeeking();
    const player = await openPlayer(page);
    await player.getByRole('slider', { name: 'Seek' }).fill(String(MALE_TONE_SECONDS - 0.6));
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(async () => (await audioState(page)).ended, { timeout: 5000 }).toBe(true);
    await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    expect((await audioState(page)).paused).toBe(true);
  });

  test('switches between the two voices, pausing and keeping the place, with a toast', async ({ page }) => {
    const player = await openPlayer(page);
    const voices = player.getByRole('group', { name: 'Narrator voice' });
    await expect(voices.getByRole('button', { name: 'Male', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(voices.getByRole('button', { name: 'Female' })).toHaveAttribute('aria-pressed', 'false');
    expect((await audioState(page)).src).toBe(devotional.audio_url_male);

    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);

    await voices.getByRole('button', { name: 'Female' }).click();
    await expect(page.getByText('Switched to female voice')).toBeVisible();
    await expect(voices.getByRole('button', { name: 'Female' })).toHaveAttribute('aria-pressed', 'true');
    await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expect.poll(async () => (await audioState(page)).duration).toBeCloseTo(FEMALE_TONE_SECONDS, 1);
    const female = await audioState(page);
    expect(female.src).toBe(devotional.audio_url_female);
    expect(female.paused).toBe(true);
    // The place carries over to the other voice (player-ready.spec.ts checks where).
    expect(female.currentTime).toBeGreaterThan(0);
    await expect(player.getByRole('slider', { name: 'Seek' })).toHaveAttribute('max', String(FEMALE_TONE_SECONDS));

    await voices.getByRole('button', { name: 'Male', exact: true }).click();
    await expect(page.getByText('Switched to male voice')).toBeVisible();
    await expect.poll(async () => (await audioState(page)).duration).toBeCloseTo(MALE_TONE_SECONDS, 1);
  });

  test('downloads the recording named after the title with .mp3', async ({ page }) => {
    const player = await openPlayer(page);
    const downloading = page.waitForEvent('download');
    await player.getByRole('link', { name: 'Download audio' }).click();
    await expect(page.getByText('Download started')).toBeVisible();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${downloadFileName(devotional.title)}`);
    expect(download.suggestedFilename()).toBe('The Good Shepherd Lays Down His Life.mp3');
  });

  test('works from the keyboard alone, and every control is labelled', async ({ page }) => {
    await needsSeeking();
    const player = await openPlayer(page);
    for (const name of ['Skip back 10 seconds', 'Play', 'Skip forward 10 seconds', 'Playback speed 1x', 'Mute', 'Male', 'Female']) {
      await expect(player.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(player.getByRole('slider', { name: 'Seek' })).toBeVisible();
    await expect(player.getByRole('slider', { name: 'Volume' })).toBeVisible();
    await expect(player.getByRole('link', { name: 'Download audio' })).toBeVisible();

    // Reach Play by tabbing from the control before it, then operate it with Enter and Space.
    await player.getByRole('button', { name: 'Skip back 10 seconds' }).focus();
    await page.keyboard.press('Tab');
    await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);

    await page.keyboard.press('Tab');
    await expect(player.getByRole('button', { name: 'Skip forward 10 seconds' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThanOrEqual(10);

    await player.getByRole('button', { name: 'Playback speed 1x' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Playback speed: 1.25x')).toBeVisible();

    await player.getByRole('slider', { name: 'Volume' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.99, 5);

    await player.getByRole('button', { name: 'Female' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Switched to female voice')).toBeVisible();
  });
});
