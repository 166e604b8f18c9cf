/**
 * The devotional edit form (/admin/devotional/edit/{id}) and create: its messages, tag suggestions,
 * confessional references, uploads with preview, the one-transaction save, optimistic locking, and release on
 * the devotional's date through the anon API.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiClient, test } from '../fixtures.ts';
import { ADMIN_TEST_TIMEOUT, draftDevotional, expect, removeDevotional, signInAsAdmin, siteToday } from './console.ts';
import { addDays } from '@lib/dates.ts';
import { makeToneWav } from '../../support/make-tone.ts';
import { nodeCoverRasterizer } from '@lib/covers/node.ts';
import { BLANK_COVER_MESSAGE } from '@lib/covers/blank-cover.ts';

/** A real cover as the engine draws it. */
async function coverPng(): Promise<Buffer> {
  const raster = await nodeCoverRasterizer();
  return Buffer.from(raster.render({ title: 'The Lord Will Provide', passage: 'Genesis 22:14', doctrine: 'Providence' }, 'dawn', 'wide'));
}

/** The blank cover that once went out: warm paper, a thin frame and one short line. */
async function blankCoverPng(): Promise<Buffer> {
  const raster = await nodeCoverRasterizer();
  return Buffer.from(
    raster.renderSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080"><rect width="1080" height="1080" fill="#f6efdf"/><rect x="48" y="48" width="984" height="984" fill="none" stroke="#2e4a3a" stroke-width="3"/><line x1="480" y1="206" x2="600" y2="206" stroke="#c7a96b" stroke-width="2"/></svg>',
    ),
  );
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
}

async function stored(page: Page, stack: Parameters<typeof apiClient>[0], id: string) {
  const { data, error } = await apiClient(stack, 'service')
    .from('devotionals')
    .select('*, devotional_tags(tag_id, tags(name)), devotional_confession_references(reference_type, context_snippet, confession_sections(url_slug))')
    .eq('id', id)
    .maybeSingle();
  expect(error).toBeNull();
  return data as Record<string, any> | null;
}

test.describe('devotional editor', () => {
  test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

  test("required fields and limits show the form's messages, and nothing is saved", async ({ page, stack }) => {
    await signInAsAdmin(page, stack);
    await page.goto('/admin/devotional/create');
    await expect(page.getByRole('heading', { level: 1, name: 'New devotional' })).toBeVisible();
    await save(page);
    for (const message of ['Title is required', 'Slug is required', 'Biblical passage is required', 'Scripture text is required', 'Transcript is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await field(page, 'Title').fill('x'.repeat(201));
    await field(page, 'Memory verse').fill('y'.repeat(501));
    await field(page, 'Reading time (minutes)').fill('0');
    await save(page);
    await expect(page.getByText('Title must be at most 200 characters')).toBeVisible();
    await expect(page.getByText('Memory verse must be at most 500 characters')).toBeVisible();
    await expect(page.getByText('Reading time must be a whole number of at least 1 minute')).toBeVisible();
    await expect(page).toHaveURL(/#\/devotional\/create/);
  });

  test('create: tags suggested from the themes, a confession reference, uploads with preview; saved whole as a draft', async ({ page, stack }) => {
    const title = `Editor create ${randomUUID().slice(0, 6)}`;
    await signInAsAdmin(page, stack);
    await page.goto('/admin/devotional/create');
    await field(page, 'Title').fill(title);
    // The slug follows the title on a new devotional.
    await expect(field(page, 'Slug')).toHaveValue(title.toLowerCase().replace(/\s+/g, '-'));
    await field(page, 'Date').fill('2099-02-01');
    await field(page, 'Biblical passage').fill('Genesis 22:1-14');
    await field(page, 'Scripture text').fill('And Abraham called the name of that place Jehovahjireh.');
    await field(page, 'Transcript (the story)').fill('word '.repeat(450));
    await expect(page.getByTestId('reading-time-hint')).toContainText('Computed from the transcript: 3 min');
    await field(page, 'Discussion questions').fill('1. Who provided the ram?\n2. What did Abraham call the place?');
    await expect(page.getByTestId('questions-preview').locator('li')).toHaveCount(2);

    // A tag whose name appears in the doctrine, focus or character text is suggested.
    await expect(page.getByLabel('Add suggested tag Covenant')).toHaveCount(0);
    await field(page, 'Key doctrine').fill('The covenant of grace');
    await field(page, 'Focus').fill('Trust in the Lord who provides');
    await expect(page.getByLabel('Add suggested tag Covenant')).toBeVisible();
    await expect(page.getByLabel('Add suggested tag Grace')).toBeVisible();
    await expect(page.getByLabel('Add suggested tag Trust')).toBeVisible();
    await page.getByLabel('Add suggested tag Covenant').click();
    await page.getByLabel('Add suggested tag Grace').click();
    await expect(page.getByLabel('Add suggested tag Grace')).toHaveCount(0);

    // A confessional reference: confession, then section by number and title, secondary, with a snippet.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Confession', { exact: true }).click();
    await page.getByRole('option', { name: 'Heidelberg Catechism' }).click();
    await page.getByLabel('Section', { exact: true }).fill('Q. 26');
    await page.getByRole('option', { name: /^Q\. 26/ }).click();
    await page.getByLabel('Type', { exact: true }).click();
    await page.getByRole('option', { name: 'Secondary' }).click();
    await page.getByLabel('Why it applies (optional)').fill('God provides all things needful.');

    // Uploads: a cover with its preview, a narration with its player.
    await page.getByLabel('Upload cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverPng() });
    const preview = page.getByRole('img', { name: 'Cover image preview' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /\/devotional-images\/[0-9a-f-]{36}\/cover-[0-9a-f-]{36}\.png$/);
    await page.getByLabel('Upload male narration').setInputFiles({ name: 'male.wav', mimeType: 'audio/wav', buffer: makeToneWav({ seconds: 1 }) });
    await expect(page.getByLabel('Male narration player')).toHaveAttribute('src', /\/devotional-audio\/[0-9a-f-]{36}\/audio-male-[0-9a-f-]{36}\.wav$/);

    await save(page);
    await expect(page.getByText('Devotional saved as draft!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();

    const { data: row } = await apiClient(stack, 'service').from('devotionals').select('id').eq('title', title).single();
    try {
      const saved = await stored(page, stack, row!.id);
      expect(saved).toMatchObject({
        status: 'draft',
        date: '2099-02-01',
        reading_time: 3,
        discussion_questions: ['Who provided the ram?', 'What did Abraham call the place?'],
        image_source_type: 'manual_upload',
        audio_source_type: 'manual_upload',
      });
      expect(saved!.image_url).toContain(`/devotional-images/${row!.id}/cover-`);
      expect(saved!.audio_url_male).toContain(`/devotional-audio/${row!.id}/audio-male-`);
      expect(saved!.devotional_tags.map((t: any) => t.tags.name).sort()).toEqual(['Covenant', 'Grace']);
      expect(saved!.devotional_confession_references).toEqual([
        { reference_type: 'secondary', context_snippet: 'God provides all things needful.', confession_sections: { url_slug: 'question-26' } },
      ]);

      // Opened again, the form shows what was saved: the reference, its snippet, the tags, the media.
      await page.goto(`/admin/devotional/edit/${row!.id}`);
      await expect(page.getByLabel('Section', { exact: true })).toHaveValue(/^Q\. 26/);
      await expect(page.getByLabel('Why it applies (optional)')).toHaveValue('God provides all things needful.');
      await expect(
        page
          .getByRole('button', { name: 'Covenant' })
          .or(page.getByText('Covenant', { exact: true }))
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('img', { name: 'Cover image preview' })).toBeVisible();
      await expect(page.getByTestId('reading-time-hint')).toContainText('Computed from the transcript');
    } finally {
      await removeDevotional(stack, row!.id);
    }
  });

  test('a cover that cannot be shown gets a placeholder', async ({ page, stack }) => {
    const d = await draftDevotional(stack, { image_url: `${stack.apiUrl}/storage/v1/object/public/devotional-images/missing/${randomUUID()}.png` });
    try {
      await signInAsAdmin(page, stack);
      await page.goto(`/admin/devotional/edit/${d.id}`);
      await expect(page.getByTestId('image-placeholder')).toBeVisible();
      await expect(page.getByText('Image not available')).toBeVisible();
    } finally {
      await removeDevotional(stack, d.id);
    }
  });

  test('a title edit keeps the square card cover; a new cover drops it, so cards show the new one', async ({ page, stack }) => {
    const media = `${stack.apiUrl}/storage/v1/object/public/devotional-images`;
    const d = await draftDevotional(stack, { image_url: `${media}/old/cover.png`, card_image_url: `${media}/old/cover-card.png` });
    try {
      await signInAsAdmin(page, stack);
      await page.goto(`/admin/devotional/edit/${d.id}`);
      await field(page, 'Title').fill(`${d.title} (edited)`);
      await save(page);
      await expect(page.getByText('Devotional updated')).toBeVisible();
      expect((await stored(page, stack, d.id))!.card_image_url).toBe(`${media}/old/cover-card.png`);

      await page.goto(`/admin/devotional/edit/${d.id}`);
      await page.getByLabel('Upload cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverPng() });
      await expect(page.getByRole('img', { name: 'Cover image preview' })).toHaveAttribute('src', new RegExp(`/devotional-images/${d.id}/cover-`));
      await save(page);
      await expect(page.getByText('Devotional updated')).toBeVisible();
      const saved = (await stored(page, stack, d.id))!;
      expect(saved.image_url).toContain(`/devotional-images/${d.id}/cover-`);
      expect(saved.card_image_url).toBeNull();
    } finally {
      await removeDevotional(stack, d.id);
    }
  });

  test('a blank picture is refused as a cover: nothing is uploaded and the devotional keeps its cover', async ({ page, stack }) => {
    const media = `${stack.apiUrl}/storage/v1/object/public/devotional-images`;
    const d = await draftDevotional(stack, { image_url: `${media}/old/cover.png`, card_image_url: `${media}/old/cover-card.png` });
    try {
      await signInAsAdmin(page, stack);
      await page.goto(`/admin/devotional/edit/${d.id}`);
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/storage/v1/object/devotional-images/')) uploads.push(request.url());
      });
      await page.getByLabel('Upload cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await blankCoverPng() });
      await expect(page.getByText(BLANK_COVER_MESSAGE)).toBeVisible();
      expect(uploads).toEqual([]);
      // The field still names the old cover (not stored in this test, so the form shows its placeholder), not a new one.
      await expect(page.getByTestId('image-placeholder')).toBeVisible();

      // Saving afterwards keeps both covers as they were.
      await field(page, 'Title').fill(`${d.title} (edited)`);
      await save(page);
      await expect(page.getByText('Devotional updated')).toBeVisible();
      const saved = (await stored(page, stack, d.id))!;
      expect([saved.image_url, saved.card_image_url]).toEqual([`${media}/old/cover.png`, `${media}/old/cover-card.png`]);
      const { data: objects } = await apiClient(stack, 'service').storage.from('devotional-images').list(d.id);
      expect(objects ?? []).toEqual([]);
    } finally {
      await removeDevotional(stack, d.id);
    }
  });

  test("optimistic locking: a save over someone else's newer save is refused and changes nothing", async ({ page, stack }) => {
    const d = await draftDevotional(stack);
    try {
      await signInAsAdmin(page, stack);
      await page.goto(`/admin/devotional/edit/${d.id}`);
      await expect(field(page, 'Title')).toHaveValue(d.title);
      // Someone else saves while the form is open.
      const theirs = `Their title ${randomUUID().slice(0, 6)}`;
      expect((await apiClient(stack, 'service').from('devotionals').update({ title: theirs }).eq('id', d.id)).error).toBeNull();

      await field(page, 'Title').fill('My title');
      await save(page);
      await expect(page.getByText(/Someone else saved this devotional after you opened it/)).toBeVisible();
      expect((await stored(page, stack, d.id))!.title).toBe(theirs);
      await expect(page).toHaveURL(/#\/devotional\/edit\//);
    } finally {
      await removeDevotional(stack, d.id);
    }
  });

  test('published with a future date: the form says so, the anon API hides it until its date, then serves it', async ({ page, stack }) => {
    const today = await siteToday(stack);
    const tomorrow = addDays(today, 1);
    const d = await draftDevotional(stack, { date: tomorrow, title: `Release check ${randomUUID().slice(0, 6)}` });
    const anonSees = async () => ((await apiClient(stack).from('devotionals').select('id').eq('id', d.id)).data ?? []).length;
    try {
      await signInAsAdmin(page, stack);
      await page.goto(`/admin/devotional/edit/${d.id}`);
      await page.getByRole('radio', { name: 'Published' }).check();
      await expect(page.getByTestId('release-note')).toContainText('readers see it from');
      await save(page);
      await expect(page.getByText('Devotional published')).toBeVisible();
      expect((await stored(page, stack, d.id))!.status).toBe('published');
      // Before its date nobody but an admin can fetch it.
      expect(await anonSees()).toBe(0);

      // Its date arrives (the date is moved to today: the release gate compares it with the site's today).
      await page.goto(`/admin/devotional/edit/${d.id}`);
      await field(page, 'Date').fill(today);
      await expect(page.getByTestId('release-note')).toHaveCount(0);
      await save(page);
      await expect(page.getByText('Devotional updated')).toBeVisible();
      await expect.poll(anonSees).toBe(1);
    } finally {
      await removeDevotional(stack, d.id);
    }
  });
});
