/**
 * The generator's media end to end in Chromium, with the default providers (the local stack configures no hosted
 * voice or image API, so generate-audio and generate-images answer "not configured" and the console works itself):
 * narration in both voices by espeak-ng in a Web Worker, playable and as long as the text implies; four covers
 * drawn with resvg, chosen by keyboard and click; Save as Draft stores exactly the chosen media under the
 * devotional's id and the draft opens in the editor with them. Then the spec's messages, a failing engine, and a
 * failed save that leaves nothing in storage. Draft texts are kept short so narration stays quick on a small machine.
 */
import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiClient, test, type Stack } from '../fixtures.ts';
import { ADMIN_TEST_TIMEOUT, expect, removeDevotional, signInAsAdmin } from './console.ts';
import { narrationScript, wordCount } from '@lib/narration/script.ts';
import { nodeCoverRasterizer } from '@lib/covers/node.ts';
import { pngSize } from '../../support/png-size.ts';
import { BLANK_COVER_SVG } from '../blank-cover-fixture.ts';
import { mp3Info } from '@lib/narration/mp3-duration.ts';

const input = (page: Page, name: string) => page.locator(`#generator-${name}`);
const draftField = (page: Page, name: string) => page.locator(`#draft-${name}`);
const PASSAGE = 'Psalm 23:1-2';
const SCRIPTURE = '1 The LORD is my shepherd; I shall not want.\n2 He maketh me to lie down in green pastures: he leadeth me beside the still waters.';
const STORY = {
  introduction: 'David kept his father’s sheep.',
  conflict: 'A lion came.',
  resolution: 'The Lord delivered him.',
  moral_lesson: 'God keeps his own.',
};
const PRAYER = 'Lord, keep us. Amen.';

/** Signs in, fills the input, generates the draft and shortens it; returns the title. */
async function shortDraft(page: Page, stack: Stack, title: string, slug: string) {
  await signInAsAdmin(page, stack);
  await page.goto('/admin/devotional-generator');
  await input(page, 'date').fill('2099-04-01');
  await input(page, 'main_character').fill(`Media test ${randomUUID().slice(0, 6)}`);
  await input(page, 'key_doctrine').fill('Providence');
  await input(page, 'focus').fill('Resting in the Shepherd’s care');
  await input(page, 'biblical_context').fill('A psalm of David.');
  await input(page, 'biblical_passage').fill(PASSAGE);
  await expect(input(page, 'scripture_text')).toHaveValue(SCRIPTURE);
  await page.getByRole('button', { name: 'Generate devotional' }).click();
  await expect(draftField(page, 'title')).toHaveValue(/Media test/);
  await draftField(page, 'title').fill(title);
  await draftField(page, 'slug').fill(slug);
  for (const [field, text] of Object.entries(STORY)) await draftField(page, field).fill(text);
  await draftField(page, 'prayer').fill(PRAYER);
}

async function playerDuration(page: Page, voice: 'male' | 'female'): Promise<number> {
  const audio = page.getByTestId(`generated-audio-${voice}`).locator('audio');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => (Number.isFinite(a.duration) ? a.duration : 0))).toBeGreaterThan(0);
  return audio.evaluate((a: HTMLAudioElement) => a.duration);
}

async function storedNames(stack: Stack, bucket: string, id: string): Promise<string[]> {
  const { data, error } = await apiClient(stack, 'service').storage.from(bucket).list(id);
  expect(error).toBeNull();
  return (data ?? []).map((o) => o.name).sort();
}

async function removeMedia(stack: Stack, id: string) {
  const service = apiClient(stack, 'service');
  for (const bucket of ['devotional-audio', 'devotional-images']) {
    const names = await storedNames(stack, bucket, id);
    if (names.length) await service.storage.from(bucket).remove(names.map((n) => `${id}/${n}`));
  }
}

test.describe('devotional generator media', () => {
  test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT * 2 });

  test('narration in two voices and a chosen cover are saved with the draft and open in the editor', async ({ page, stack }) => {
    const title = 'The Shepherd Keeps His Sheep';
    const slug = `shepherd-media-${randomUUID().slice(0, 8)}`;
    await shortDraft(page, stack, title, slug);

    // Narration: a progress indicator, then two players whose recordings last as long as the words imply.
    await page.getByRole('button', { name: 'Generate audio' }).click();
    await expect(page.getByRole('progressbar', { name: 'Generating audio' })).toBeVisible();
    await expect(page.getByLabel('Female narration player', { exact: true })).toBeVisible({ timeout: 90_000 });
    const script = narrationScript({
      title,
      biblicalPassage: PASSAGE,
      scriptureText: SCRIPTURE,
      transcript: Object.values(STORY).join('\n\n'),
      prayer: PRAYER,
    });
    const words = wordCount(script);
    const durations = { male: await playerDuration(page, 'male'), female: await playerDuration(page, 'female') };
    for (const seconds of Object.values(durations)) {
      // espeak-ng reads at 165 words a minute; allow 110–260 for pauses and voice differences.
      expect(seconds).toBeGreaterThan((words / 260) * 60);
      expect(seconds).toBeLessThan((words / 110) * 60 + 1);
    }
    await expect(page.getByTestId('generated-audio-male')).toContainText(/Male narration \(0:\d\d\)/);

    // Covers: four named styles, the first chosen; arrow keys and a click choose another.
    await page.getByRole('button', { name: 'Generate images' }).click();
    const choices = page.getByRole('radiogroup', { name: 'Cover style' }).getByRole('radio');
    await expect(choices).toHaveCount(4, { timeout: 60_000 });
    await expect(choices).toHaveText(['Dawn (chosen)', 'Parchment', 'Nocturne', 'Banner']);
    await expect(choices.nth(0)).toHaveAttribute('aria-checked', 'true');
    for (let i = 0; i < 4; i++)
      await expect
        .poll(() =>
          choices
            .nth(i)
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBe(1200);
    await choices.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Parchment cover' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('radio', { name: 'Parchment cover' })).toBeFocused();
    await page.getByRole('radio', { name: 'Nocturne cover' }).click();
    await expect(page.getByRole('radio', { name: 'Nocturne cover' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('radio', { name: 'Dawn cover' })).toHaveAttribute('aria-checked', 'false');

    // The players and the choice of covers are usable with assistive technology.
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n')).toEqual([]);

    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(page.getByText('Devotional saved as draft!')).toBeVisible();
    await expect(page).toHaveURL(/#\/devotional\/edit\/[0-9a-f-]{36}$/);
    const id = /edit\/([0-9a-f-]{36})/.exec(page.url())![1];
    try {
      const { data: row, error } = await apiClient(stack, 'service').from('devotionals').select('*').eq('id', id).single();
      expect(error).toBeNull();
      expect(row).toMatchObject({ status: 'draft', slug, audio_source_type: 'ai_generated', image_source_type: 'ai_generated' });
      expect(row.audio_url_male).toContain(`/devotional-audio/${id}/audio-male-`);
      expect(row.audio_url_female).toContain(`/devotional-audio/${id}/audio-female-`);
      expect(row.image_url).toMatch(new RegExp(`/devotional-images/${id}/cover-[0-9a-f-]{36}\\.png$`));
      expect(row.card_image_url).toMatch(new RegExp(`/devotional-images/${id}/cover-card-[0-9a-f-]{36}\\.png$`));

      // Exactly the saved files are in storage: two recordings, two sizes of the chosen cover.
      expect(await storedNames(stack, 'devotional-audio', id)).toHaveLength(2);
      expect(await storedNames(stack, 'devotional-images', id)).toHaveLength(2);
      const bytes = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
      const [male, wide, square] = await Promise.all([bytes(row.audio_url_male), bytes(row.image_url), bytes(row.card_image_url)]);
      expect(mp3Info(male).duration).toBeCloseTo(durations.male, 0);
      expect(pngSize(wide)).toEqual({ width: 1200, height: 630 });
      expect(pngSize(square)).toEqual({ width: 1080, height: 1080 });
      // The stored cover is the chosen style (Nocturne), not the first one.
      const raster = await nodeCoverRasterizer();
      const source = { title, passage: PASSAGE, doctrine: 'Providence' };
      expect(Buffer.from(wide).equals(Buffer.from(raster.render(source, 'nocturne', 'wide')))).toBe(true);
      expect(Buffer.from(wide).equals(Buffer.from(raster.render(source, 'dawn', 'wide')))).toBe(false);

      // The editor shows them: both players and the cover.
      await expect(page.getByRole('heading', { level: 1, name: `Edit: ${title}` })).toBeVisible();
      await expect(page.getByLabel('Male narration player', { exact: true })).toHaveAttribute('src', row.audio_url_male);
      await expect(page.getByLabel('Female narration player', { exact: true })).toHaveAttribute('src', row.audio_url_female);
      await expect(page.getByRole('img', { name: 'Cover image preview' })).toHaveAttribute('src', row.image_url);
      await expect.poll(() => page.getByRole('img', { name: 'Cover image preview' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    } finally {
      await removeDevotional(stack, id);
      await removeMedia(stack, id);
    }
  });

  test('messages: missing text, a failing engine, and a failed save that leaves no files behind', async ({ page, stack, context }) => {
    const taken = `taken-${randomUUID().slice(0, 8)}`;
    const { data: other, error } = await apiClient(stack, 'service')
      .from('devotionals')
      .insert({
        title: 'Slug holder',
        slug: taken,
        date: '2099-04-02',
        status: 'draft',
        biblical_passage: 'John 1:1',
        scripture_text: '1 In the beginning was the Word.',
        transcript: 'Holder.',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const slug = `media-cleanup-${randomUUID().slice(0, 8)}`;
    let id = '';
    try {
      await shortDraft(page, stack, 'Kept by the Shepherd', slug);

      // Without scripture text there is nothing to narrate; without the story there is nothing to draw.
      await input(page, 'scripture_text').fill('');
      await page.getByRole('button', { name: 'Generate audio' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Scripture text and transcript are required to generate audio' })).toBeVisible();
      for (const field of Object.keys(STORY)) await draftField(page, field).fill('');
      await page.getByRole('button', { name: 'Generate images' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Transcript is required to generate an image' })).toBeVisible();
      await input(page, 'scripture_text').fill(SCRIPTURE);
      for (const [field, text] of Object.entries(STORY)) await draftField(page, field).fill(text);

      // An engine that cannot load says so (the voice data and the image renderer are served with an error).
      await context.route('**/assets/espeak-ng-*.data', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
      await context.route('**/assets/index_bg-*.wasm', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
      await page.getByRole('button', { name: 'Generate audio' }).click();
      await expect(page.getByRole('alert').filter({ hasText: /^Audio generation failed/ })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByLabel('Male narration player', { exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Generate images' }).click();
      await expect(page.getByRole('alert').filter({ hasText: /^Image generation failed/ })).toBeVisible();
      await expect(page.getByRole('radio')).toHaveCount(0);
      await context.unrouteAll();

      await page.getByRole('button', { name: 'Generate audio' }).click();
      await expect(page.getByLabel('Female narration player', { exact: true })).toBeVisible({ timeout: 90_000 });
      await page.getByRole('button', { name: 'Generate images' }).click();
      await expect(page.getByRole('radio')).toHaveCount(4, { timeout: 60_000 });
      // A preview that cannot be shown (here: its picture is gone) becomes a placeholder; the choice stays.
      await page
        .getByRole('radio', { name: 'Banner cover' })
        .locator('img')
        .evaluate((img: HTMLImageElement) => (img.src = 'blob:http://127.0.0.1/gone'));
      await expect(page.getByRole('radio', { name: 'Banner cover' }).getByTestId('image-placeholder')).toContainText('Image not available');
      await expect(page.getByRole('radio', { name: 'Dawn cover' }).locator('img')).toBeVisible();

      // A save that fails (the slug is taken) removes the files it stored on the way.
      const uploads: string[] = [];
      page.on('request', (request) => {
        const match = /\/storage\/v1\/object\/(devotional-(?:audio|images))\/([0-9a-f-]{36})\//.exec(request.url());
        if (match && request.method() === 'POST') uploads.push(`${match[1]}/${match[2]}`);
      });
      await draftField(page, 'slug').fill(taken);
      await page.getByRole('button', { name: 'Save as Draft' }).click();
      await expect(page.getByText('Failed to save devotional: another devotional already uses this slug. Change the slug and save again.')).toBeVisible();
      expect(uploads).toHaveLength(4);
      id = uploads[0].split('/')[1];
      await expect.poll(() => storedNames(stack, 'devotional-audio', id)).toEqual([]);
      await expect.poll(() => storedNames(stack, 'devotional-images', id)).toEqual([]);

      // The media are still on the screen, so the corrected save stores them again.
      await draftField(page, 'slug').fill(slug);
      await page.getByRole('button', { name: 'Save as Draft' }).click();
      await expect(page.getByText('Devotional saved as draft!')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`#/devotional/edit/${id}$`));
      expect(await storedNames(stack, 'devotional-audio', id)).toHaveLength(2);
      expect(await storedNames(stack, 'devotional-images', id)).toHaveLength(2);
    } finally {
      await removeDevotional(stack, other!.id);
      if (id) {
        await removeDevotional(stack, id);
        await removeMedia(stack, id);
      }
    }
  });
  test("a hosted image model's blank pictures are not offered as covers", async ({ page, stack }) => {
    const raster = await nodeCoverRasterizer();
    const dataUrl = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
    const blank = dataUrl(raster.renderSvg(BLANK_COVER_SVG));
    const banner = dataUrl(raster.render({ title: 'Kept by the Shepherd', passage: PASSAGE, doctrine: 'Providence' }, 'banner', 'wide'));
    // The generate-images function as it answers with a hosted model configured: one picture per style, inline.
    let images = ['dawn', 'parchment', 'nocturne', 'banner'].map((style, index) => ({ url: blank, style, index }));
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };
    await page.route('**/functions/v1/generate-images', (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fulfill({ status: 204, headers: cors })
        : route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify({ images }) }),
    );
    await shortDraft(page, stack, 'Kept by the Shepherd', `blank-pictures-${randomUUID().slice(0, 8)}`);

    await page.getByRole('button', { name: 'Generate images' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Image generation failed: the image model sent only blank pictures. Generate the images again.' }),
    ).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);

    // Three blank pictures and one real one: only the real one is offered.
    images = images.map((image) => (image.style === 'banner' ? { ...image, url: banner } : image));
    await page.getByRole('button', { name: 'Generate images' }).click();
    await expect(page.getByRole('radio')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: 'Banner cover' })).toBeVisible();
  });
});
