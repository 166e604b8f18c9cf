/**
 * Narration and covers for any devotional: a hand-written draft gets both voices and a chosen cover
 * from the editor, made in the browser (the local stack configures no hosted voice or image API), and the
 * generator offers "Write it by hand" so its narration and cover steps work with no AI draft. At 1280 and 390 px.
 */
import { test } from '../fixtures.ts';
import { apiClient } from '../fixtures.ts';
import { ADMIN_TEST_TIMEOUT, draftDevotional, expect, removeDevotional, signInAsAdmin } from './console.ts';

/**
 * The narration test's devotional: a few words in all (title, passage, verse, one line), so espeak-ng in the
 * browser's Web Worker narrates both voices in seconds even on a loaded two-core machine, at either width.
 */
const TINY = {
  title: 'Rest',
  biblical_passage: 'John 11:35',
  scripture_text: 'Jesus wept.',
  transcript: 'He knows us.',
  prayer_suggestion: null,
  key_doctrine: 'Providence',
};

for (const width of [1280, 390]) {
  test.describe(`media for a hand-written devotional at ${width} px`, () => {
    test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT * 4 });
    test.use({ viewport: { width, height: 900 } });

    test('the editor generates narration in both voices and covers to choose from, kept by Save', async ({ page, stack }) => {
      const devotional = await draftDevotional(stack, TINY);
      try {
        await signInAsAdmin(page, stack);
        await page.goto(`/admin/devotional/edit/${devotional.id}`);
        await expect(page.getByRole('button', { name: 'Generate narration' })).toBeVisible();

        await page.getByRole('button', { name: 'Generate narration' }).click();
        await expect(page.getByRole('progressbar', { name: 'Generating narration' })).toBeVisible();
        await expect(page.getByText('Narration generated in both voices. Save to keep it.')).toBeVisible({ timeout: 300_000 });
        await expect(page.getByLabel('Male narration player', { exact: true })).toBeVisible();
        await expect(page.getByLabel('Female narration player', { exact: true })).toBeVisible();

        await page.getByRole('button', { name: 'Generate covers' }).click();
        const choices = page.getByRole('radiogroup', { name: 'Cover style' }).getByRole('radio');
        await expect(choices).toHaveCount(4, { timeout: 60_000 });
        await page.getByRole('radio', { name: 'Nocturne cover' }).click();
        await page.getByRole('button', { name: 'Use this cover' }).click();
        await expect(page.getByText('Cover chosen. Save to keep it.')).toBeVisible();

        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect
          .poll(
            async () => {
              const { data } = await apiClient(stack, 'service')
                .from('devotionals')
                .select('audio_url_male, audio_url_female, image_url, card_image_url, audio_source_type, image_source_type')
                .eq('id', devotional.id)
                .single();
              return data;
            },
            { timeout: 30_000 },
          )
          .toMatchObject({
            audio_url_male: expect.stringContaining(`/devotional-audio/${devotional.id}/`),
            audio_url_female: expect.stringContaining(`/devotional-audio/${devotional.id}/`),
            image_url: expect.stringContaining(`/devotional-images/${devotional.id}/`),
            card_image_url: expect.stringContaining(`/devotional-images/${devotional.id}/`),
            audio_source_type: 'ai_generated',
            image_source_type: 'ai_generated',
          });
        // The stored narration is a real recording. (espeak-ng narrates in a Web Worker: slow on a loaded machine.)
        const { data } = await apiClient(stack, 'service').from('devotionals').select('audio_url_male').eq('id', devotional.id).single();
        const mp3 = await page.request.get(data!.audio_url_male as string);
        expect(mp3.status()).toBe(200);
        expect((await mp3.body()).length).toBeGreaterThan(1000);
      } finally {
        const service = apiClient(stack, 'service');
        for (const bucket of ['devotional-audio', 'devotional-images']) {
          const { data } = await service.storage.from(bucket).list(devotional.id);
          if (data?.length) await service.storage.from(bucket).remove(data.map((o) => `${devotional.id}/${o.name}`));
        }
        await removeDevotional(stack, devotional.id);
      }
    });

    test('the generator writes a draft by hand when no AI draft is wanted, and draws its covers', async ({ page, stack }) => {
      await signInAsAdmin(page, stack);
      await page.goto('/admin/devotional-generator');
      await page.getByRole('button', { name: 'Write it by hand' }).click();
      await page.locator('#draft-title').fill('The Shepherd by Hand');
      await page.locator('#draft-introduction').fill('The shepherd knows his sheep.');
      await page.getByRole('button', { name: 'Generate images' }).click();
      await expect(page.getByRole('radiogroup', { name: 'Cover style' }).getByRole('radio')).toHaveCount(4, { timeout: 60_000 });
      await expect(page.getByRole('button', { name: 'Generate audio' })).toBeEnabled();
    });
  });
}
