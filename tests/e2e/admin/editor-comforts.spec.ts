/**
 * An editor's comforts and the console's messages, on a laptop and a phone: the status filter, readings per
 * devotional, duplicate, publishing several selected drafts at once, "Create" on an empty day, the unsaved-changes warning, the duplicate-slug and
 * unknown-devotional messages, the panel's buttons and a storage check that makes no failing request.
 */
import { randomUUID } from 'node:crypto';
import { apiClient, test } from '../fixtures.ts';
import { captureRebuildRequests, expectNoSeriousAxeViolations, toast } from './screens.ts';
import { ADMIN_TEST_TIMEOUT, draftDevotional, expect, newAccount, removeDevotional, signInAsAdmin } from './console.ts';

for (const width of [1280, 390] as const) {
  test.describe(`editor comforts at ${width} px`, () => {
    test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } });

    test('status filter, readings, duplicate and bulk publish in the devotionals table', async ({ page, stack }) => {
      const mark = randomUUID().slice(0, 8);
      const draft = await draftDevotional(stack, { slug: `comfort-${mark}-draft`, title: `Comfort ${mark} draft` });
      const scheduled = await draftDevotional(stack, {
        slug: `comfort-${mark}-later`,
        title: `Comfort ${mark} later`,
        status: 'published',
        date: '2099-02-01',
      });
      const reader = await newAccount(stack, 'comfort-reader');
      const service = apiClient(stack, 'service');
      expect((await service.from('user_reading_history').insert({ user_id: reader.id, devotional_id: draft.id })).error).toBeNull();
      const made: string[] = [draft.id, scheduled.id];
      try {
        const rebuilds = await captureRebuildRequests(page);
        await signInAsAdmin(page, stack);
        await page.goto(`/admin/#/devotionals?filter=${encodeURIComponent(JSON.stringify({ q: `comfort ${mark}` }))}`);
        const rows = page.locator('tbody tr');
        await expect(rows).toHaveCount(2);
        // Readings counted in the database: one for the draft, none for the other.
        await expect(rows.filter({ hasText: draft.title }).getByTestId('reads')).toHaveText('1');
        await expect(rows.filter({ hasText: scheduled.title }).getByTestId('reads')).toHaveText('0');

        await page.getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: 'Scheduled' }).click();
        await expect(rows).toHaveCount(1);
        await expect(rows.first()).toContainText(scheduled.title);
        await page.getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: 'Draft' }).click();
        await expect(rows).toHaveCount(1);
        await expect(rows.first()).toContainText(draft.title);

        // Duplicate: a new draft with its own slug, opened in the editor.
        await page.getByRole('button', { name: `Duplicate: ${draft.title}` }).click();
        await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${draft.title} (copy)`);
        const { data: copies } = await service.from('devotionals').select('id, slug, status').like('slug', `comfort-${mark}-draft-copy-%`);
        expect(copies).toHaveLength(1);
        expect(copies![0].status).toBe('draft');
        made.push(copies![0].id as string);

        // Publish selected: the two drafts at once, chosen by their own labelled checkboxes.
        await page.goto(`/admin/#/devotionals?filter=${encodeURIComponent(JSON.stringify({ q: `comfort ${mark} draft`, release: 'draft' }))}`);
        await expect(rows).toHaveCount(2);
        const copyTitle = `${draft.title} (copy)`;
        await expect(page.getByRole('button', { name: 'Publish selected' })).toHaveCount(0);
        await page.getByRole('checkbox', { name: `Select: ${draft.title}`, exact: true }).check();
        await page.getByRole('checkbox', { name: `Select: ${copyTitle}`, exact: true }).check();
        await expect(page.getByRole('status').filter({ hasText: '2 selected' })).toBeVisible();
        await expectNoSeriousAxeViolations(page, `devotionals with two drafts selected at ${width} px`);
        await page.getByRole('button', { name: 'Publish selected' }).click();
        await expect(toast(page, '2 devotionals published')).toBeVisible();
        const { data: after } = await service.from('devotionals').select('status').in('id', [draft.id, copies![0].id]);
        expect(after!.map((r) => r.status)).toEqual(['published', 'published']);
        // One rebuild for the two, as the row's Publish asks for one.
        await expect.poll(() => rebuilds).toContain('Published 2 devotionals');
        // The draft filter now finds neither; without it the table shows both published (dated 2099: scheduled).
        await expect(rows.filter({ hasText: `Comfort ${mark}` })).toHaveCount(0);
        await page.goto(`/admin/#/devotionals?filter=${encodeURIComponent(JSON.stringify({ q: `comfort ${mark} draft` }))}`);
        await expect(rows).toHaveCount(2);
        for (const title of [draft.title, copyTitle]) {
          await expect(rows.filter({ has: page.getByRole('link', { name: title, exact: true }) }).getByText('Published', { exact: true })).toBeVisible();
        }
        await expect(page.getByRole('checkbox', { name: /^Select: / })).toHaveCount(0);
      } finally {
        for (const id of made) await removeDevotional(stack, id);
      }
    });

    test('the messages: duplicate slug, unknown devotional, unsaved changes', async ({ page, stack }) => {
      const first = await draftDevotional(stack);
      const second = await draftDevotional(stack);
      try {
        await signInAsAdmin(page, stack);
        await page.goto(`/admin/#/devotional/edit/${first.id}`);
        await page.getByLabel('Slug', { exact: true }).fill(second.slug);
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(toast(page, 'A devotional with this slug already exists')).toBeVisible();
        await expectNoSeriousAxeViolations(page, `editor after a refused save at ${width} px`);
        // On a phone the toast covers the form's buttons; Escape closes it, as a tap elsewhere does.
        await page.keyboard.press('Escape');
        await expect(toast(page, 'A devotional with this slug already exists')).toBeHidden();

        // Leaving with unsaved changes asks first; dismissing keeps the editor and the edit.
        const asked: string[] = [];
        page.once('dialog', (dialog) => {
          asked.push(dialog.message());
          void dialog.dismiss();
        });
        await page.getByRole('link', { name: 'Cancel' }).click();
        await expect.poll(() => asked.length).toBe(1);
        await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(second.slug);

        await page.goto(`/admin/#/devotional/edit/${randomUUID()}`);
        await expect(page.getByText('Failed to load devotional: This devotional does not exist (it may have been deleted).')).toBeVisible();
        await expectNoSeriousAxeViolations(page, `unknown devotional at ${width} px`);
      } finally {
        await removeDevotional(stack, first.id);
        await removeDevotional(stack, second.id);
      }
    });

    test('the panel: its buttons, "Create" on an empty day, and no failing request', async ({ page, stack }) => {
      const failing: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failing.push(`${response.status()} ${response.url()}`);
      });
      await signInAsAdmin(page, stack);
      await expect(page.getByTestId('status-storage')).toHaveAttribute('data-ok', 'true');
      expect(failing).toEqual([]);
      await expectNoSeriousAxeViolations(page, `panel at ${width} px`);
      for (const name of ['Manage tags', 'Review feedback', 'Edit confessions', 'Manage users', 'Generate a devotional']) {
        await expect(page.getByRole('link', { name })).toBeVisible();
      }
      const emptyDay = page.locator('[data-testid="schedule-day"][data-state="empty"]').first();
      const date = await emptyDay.getAttribute('data-date');
      await emptyDay.getByRole('link', { name: /^Create a devotional for/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New devotional' })).toBeVisible();
      await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date!);
      await expectNoSeriousAxeViolations(page, `new devotional from the schedule at ${width} px`);
      await page.goto('/admin/#/');
      await page.getByRole('link', { name: 'Manage tags' }).click();
      await expect(page).toHaveURL(/#\/tags/);
    });
  });
}
