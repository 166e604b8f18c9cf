/**
 * The console's editions: the devotionals table's Language column and filter, the edit page's language and
 * Translations with "Add translation" (a linked draft in the group on the same day), the writing assistant drafting a
 * translation from the AI stand-in (tests/support/chat-completions-standin.ts) without saving it, the schedule's
 * missing translations and its "Missing a translation" filter, and the subscribers' language.
 * Every devotional made here is a draft (dated 2099, or on an upcoming day no other test uses) and removed after.
 */
import type { Page } from '@playwright/test';
import { apiClient, test, type Stack } from '../fixtures.ts';
import { ADMIN_TEST_TIMEOUT, draftDevotional, expect, openConsole, removeDevotional, signInAsAdmin, siteToday, unique } from './console.ts';
import { expectNoSeriousAxeViolations, toast } from './screens.ts';
import { addDays } from '@lib/dates.ts';

async function groupOf(stack: Stack, id: string): Promise<string> {
  const { data, error } = await apiClient(stack, 'service').from('devotionals').select('translation_group').eq('id', id).single();
  expect(error).toBeNull();
  return data!.translation_group as string;
}

async function removeGroup(stack: Stack, group: string) {
  await apiClient(stack, 'service').from('devotionals').delete().eq('translation_group', group);
}

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test.describe('console editions', () => {
  test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

  test('the devotionals table shows each language by name and filters by it', async ({ page, stack }) => {
    const mark = `Editions ${unique()}`;
    const english = await draftDevotional(stack, { title: `${mark} shepherd`, date: '2099-03-01' });
    const group = await groupOf(stack, english.id);
    const dutch = await draftDevotional(stack, { title: `${mark} herder`, date: '2099-03-01', language: 'nl', translation_group: group });
    try {
      await signInAsAdmin(page, stack);
      await page.goto(`/admin/#/devotionals?filter=${encodeURIComponent(JSON.stringify({ q: mark }))}`);
      const rows = page.locator('tbody tr');
      await expect(rows).toHaveCount(2);
      await expect(page.getByRole('columnheader', { name: 'Language' })).toBeVisible();
      await expect(rows.filter({ hasText: english.title }).getByTestId('language')).toHaveText('English');
      await expect(rows.filter({ hasText: dutch.title }).getByTestId('language')).toHaveText('Nederlands');

      await chooseLanguage(page, 'Nederlands');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(dutch.title);
      await chooseLanguage(page, 'Español');
      await expect(page.getByText(english.title)).toBeHidden();
      await expect(page.getByText(dutch.title)).toBeHidden();
      await chooseLanguage(page, 'English');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(english.title);
    } finally {
      await removeDevotional(stack, dutch.id);
      await removeDevotional(stack, english.id);
    }
  });

  test('Add translation makes a linked Dutch draft on the same day, shown in the group; the assistant drafts its words unsaved', async ({ page, stack }) => {
    const service = apiClient(stack, 'service');
    const tag = await service
      .from('tags')
      .insert({ name: `Edition tag ${unique()}`, slug: `edition-tag-${unique()}` })
      .select('id')
      .single();
    expect(tag.error).toBeNull();
    const original = await draftDevotional(stack, {
      title: `Shepherd ${unique()}`,
      date: '2099-03-02',
      main_character: 'David the shepherd',
      key_doctrine: 'Providence',
      focus: 'The Lord provides',
      prayer_suggestion: 'Lord, lead us. Amen.',
      discussion_questions: ['Who is your shepherd?', 'What do you lack?'],
      memory_verse: 'The LORD is my shepherd; I shall not want. (Psalm 23:1)',
    });
    expect((await service.from('devotional_tags').insert({ devotional_id: original.id, tag_id: tag.data!.id })).error).toBeNull();
    const group = await groupOf(stack, original.id);
    try {
      await signInAsAdmin(page, stack);
      await page.goto(`/admin/#/devotional/edit/${original.id}`);
      await expect(page.getByTestId('devotional-language')).toHaveText('Language: English');
      const translations = page.getByRole('region', { name: 'Translations' });
      await expect(translations.getByTestId('translation')).toHaveCount(1);
      await expect(translations.getByTestId('translation').first()).toContainText('(this devotional)');
      await expect(translations.getByTestId('missing-translation')).toHaveCount(3);
      // The English original has nothing to be translated from.
      await expect(page.getByRole('button', { name: 'Draft translation with AI' })).toHaveCount(0);

      await translations.getByRole('button', { name: 'Add translation: Nederlands' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a translation' });
      await expect(dialog.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
      await expect(dialog.getByRole('radio', { name: 'Español' })).not.toBeChecked();
      await dialog.getByRole('button', { name: 'Create Nederlands draft' }).click();

      await expect(page.getByRole('heading', { level: 1, name: `Edit: [NL] ${original.title}` })).toBeVisible();
      const id = /#\/devotional\/edit\/([0-9a-f-]{36})/.exec(page.url())![1];
      expect(id).not.toBe(original.id);
      const { data: created } = await service.from('devotionals').select('*, devotional_tags(tag_id)').eq('id', id).single();
      expect(created).toMatchObject({
        language: 'nl',
        translation_group: group,
        date: '2099-03-02',
        status: 'draft',
        title: `[NL] ${original.title}`,
        slug: `${original.slug}-nl`,
        biblical_passage: 'Psalm 23:1-6',
        main_character: 'David the shepherd',
        key_doctrine: 'Providence',
        transcript: '',
      });
      expect(created!.devotional_tags).toEqual([{ tag_id: tag.data!.id }]);
      // The Scripture in the edition's Bible: the Statenvertaling of Psalm 23:1-6 and of the memory verse, numbered as
      // the English.
      expect(created!.scripture_text.split('\n').map((line: string) => line.split(' ')[0])).toEqual(['1', '2', '3', '4', '5', '6']);
      expect(created!.scripture_text).toContain('HEERE');
      expect(created!.memory_verse).toMatch(/HEERE.*Herder.* \(Psalm 23:1\)$/);
      await expect(toast(page, 'Nederlands translation created as a draft.')).toBeVisible();
      await expect(page.getByLabel('Scripture text', { exact: true })).toHaveValue(created!.scripture_text);

      await expect(page.getByTestId('devotional-language')).toHaveText('Language: Nederlands');
      await expect(translations.getByTestId('translation')).toHaveCount(2);
      await expect(translations.getByRole('link', { name: `Edit the English translation: ${original.title}` })).toBeVisible();
      await expect(translations.locator('[data-testid="translation"][data-language="nl"]')).toContainText('(this devotional)');
      await expect(translations.getByTestId('missing-translation')).toHaveCount(2);
      await expect(translations.getByRole('button', { name: 'Add translation: Español' })).toBeVisible();
      await expect(translations.getByRole('button', { name: 'Add translation: Português' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Draft translation with AI' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'a translation in the editor');

      // The writing assistant fills the form from the original; nothing is stored until Save.
      await page.getByRole('button', { name: 'Draft translation with AI' }).click();
      await expect(toast(page, 'Translation drafted')).toBeVisible();
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`(nl) ${original.title}`);
      await expect(page.getByLabel('Focus', { exact: true })).toHaveValue('(nl) The Lord provides');
      await expect(page.getByLabel('Transcript (the story)', { exact: true })).toHaveValue(/^\(nl\) A story for the family/);
      await expect(page.getByLabel('Discussion questions', { exact: true })).toHaveValue('(nl) Who is your shepherd?\n(nl) What do you lack?');
      await expect(page.getByLabel('Prayer suggestion', { exact: true })).toHaveValue('(nl) Lord, lead us. Amen.');
      expect((await service.from('devotionals').select('title, transcript').eq('id', id).single()).data).toEqual({
        title: `[NL] ${original.title}`,
        transcript: '',
      });
    } finally {
      await removeGroup(stack, group);
      await service.from('tags').delete().eq('id', tag.data!.id);
    }
  });

  test('the schedule names the translations an upcoming day lacks, and filters to those days', async ({ page, stack }) => {
    const today = await siteToday(stack);
    const partial = addDays(today, 10);
    const complete = addDays(today, 11);
    const english = await draftDevotional(stack, { date: partial, title: `Partly translated ${unique()}` });
    const partialGroup = await groupOf(stack, english.id);
    await draftDevotional(stack, { date: partial, language: 'nl', translation_group: partialGroup, title: `Deels vertaald ${unique()}` });
    const whole = await draftDevotional(stack, { date: complete, title: `Fully translated ${unique()}` });
    const wholeGroup = await groupOf(stack, whole.id);
    await draftDevotional(stack, { date: complete, language: 'nl', translation_group: wholeGroup, title: `Vertaald ${unique()}` });
    await draftDevotional(stack, { date: complete, language: 'es', translation_group: wholeGroup, title: `Traducido ${unique()}` });
    await draftDevotional(stack, { date: complete, language: 'pt', translation_group: wholeGroup, title: `Traduzido ${unique()}` });
    try {
      await openConsole(page, stack, '');
      const day = (date: string) => page.locator(`[data-testid="schedule-day"][data-date="${date}"]`);
      await expect(day(partial)).toContainText(english.title);
      await expect(day(partial).getByTestId('schedule-missing')).toHaveText('Missing: Español, Português');
      await expect(day(complete)).toContainText(whole.title);
      await expect(day(complete).getByTestId('schedule-missing')).toHaveCount(0);

      const onlyMissing = page.getByRole('switch', { name: 'Missing a translation' });
      await onlyMissing.click();
      await expect(onlyMissing).toBeChecked();
      await expect(day(partial)).toBeVisible();
      await expect(day(complete)).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, 'the panel, days missing a translation');
      const shown = page.getByTestId('schedule-day');
      const count = await shown.count();
      for (let i = 0; i < count; i++) await expect(shown.nth(i).getByTestId('schedule-missing')).toBeVisible();
      await onlyMissing.click();
      await expect(page.getByTestId('schedule-day')).toHaveCount(14);
    } finally {
      await removeGroup(stack, partialGroup);
      await removeGroup(stack, wholeGroup);
    }
  });

  test("newsletter subscribers show their e-mails' language and filter by it", async ({ page, stack }) => {
    const id = unique();
    const service = apiClient(stack, 'service');
    const rows = [
      { email: `maria.${id}@example.test`, language: 'es' },
      { email: `pieter.${id}@example.test`, language: 'nl' },
    ];
    expect((await service.from('newsletter_subscribers').insert(rows)).error).toBeNull();
    try {
      await openConsole(page, stack, 'inbox');
      await page.getByRole('tab', { name: 'Newsletter subscribers' }).click();
      const row = (email: string) => page.locator('tbody tr').filter({ hasText: email });
      await expect(row(rows[0].email)).toContainText('Español');
      await expect(row(rows[1].email)).toContainText('Nederlands');
      await expectNoSeriousAxeViolations(page, '/admin/inbox (subscribers with their language)');
      await chooseLanguage(page, 'Nederlands');
      await expect(row(rows[1].email)).toBeVisible();
      await expect(row(rows[0].email)).toHaveCount(0);
      await expect(page.locator('tbody tr').filter({ hasNotText: 'Nederlands' })).toHaveCount(0);
    } finally {
      await service
        .from('newsletter_subscribers')
        .delete()
        .in(
          'email',
          rows.map((r) => r.email),
        );
    }
  });
});
