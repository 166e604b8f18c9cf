/**
 * The whole Dutch, Spanish and Portuguese editions (each edition from the registry), page type by page type, as a native reader meets them: home, a devotional,
 * the archive and a month, the series and one series, the confessions library with every document and a section,
 * practice, the groups, a group's page and join page, the group guide, the site's pages, the newsletter's pages, the
 * home page's full-text search with its box's own example, For Churches and each of its cards, the 404, and signed
 * in the dashboard, settings and a group the reader leads.
 * Each page's visible text, labels and title must hold no English outside an element marked lang="en" (an
 * untranslated confession under its translated title is honest), no Bible book named in English and no number
 * written the English way (lib/i18n/visible-english.ts). The failure lists every run with its page and element.
 */
import type { Page } from '@playwright/test';
import { describeFindings, englishInEdition, type TextRun } from '@lib/i18n/visible-english.ts';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@lib/editions/registry.ts';
import { bibleCredit, editionBible } from '@lib/scripture/translations.ts';
import { expect, test } from '../fixtures.ts';
import { loadEditionsFixture } from '../editions-fixture.ts';
import { newReader, readerClient, signIn } from '../account/readers.ts';
import { visibleTextRuns } from './visible-text.ts';

/** The pages every reader reaches without an account, after the edition's prefix (/groups/ and its join page ask them to sign in). */
const SIGNED_OUT_PAGES = [
  '/',
  '/archive/',
  '/series/',
  '/confessions/',
  '/practice/',
  '/practice/print/',
  '/groups/guide/',
  '/about-us/',
  '/behind-the-scenes/',
  '/churches/',
  '/contact/',
  '/donate/',
  '/payment-success/',
  '/privacy/',
  '/offline/',
  '/auth/',
  '/newsletter/confirm/',
  '/newsletter/confirmed/',
  '/newsletter/invalid-link/',
  '/newsletter/preferences/',
  '/newsletter/unsubscribe/',
  '/newsletter/unsubscribed/',
  '/embed/today/',
  '/embed/catechism/',
  '/bestaat-niet/',
];

/** The example a full-text search box offers ("bijv. enige troost…", "p. ej. el buen pastor"), without its "e.g.". */
const exampleOf = (placeholder: string) => placeholder.replace(/^(bijv\.|p\. ej\.)\s+/, '');

/** The pages a signed-in reader reaches; the group page is added once the reader leads a group. */
const SIGNED_IN_PAGES = ['/dashboard/', '/settings/', '/groups/', '/practice/', '/practice/family/'];

/** Opens a page, lets its islands wake, and returns its runs; the page must be the one asked for, not a redirect. */
async function walk(page: Page, path: string): Promise<TextRun[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  expect(new URL(page.url()).pathname, `${path} stays where it was asked for`).toBe(new URL(path, page.url()).pathname);
  await expect(page.locator('html')).toHaveAttribute('lang', path.split('/')[1]!);
  const runs = await visibleTextRuns(page, path);
  expect(runs.length, `${path} shows text`).toBeGreaterThan(3);
  return runs;
}

/** The distinct addresses of the page's links matching `pattern`, in page order. */
async function linksMatching(page: Page, pattern: RegExp): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs.filter((href) => pattern.test(href)))];
}

/** The readers and groups each edition's walk makes, named as its readers would name them. */
const PEOPLE: Record<TranslatedLocale, { reader: string; leader: string; group: string; otherGroup: string }> = {
  nl: { reader: 'Anneke de Vries', leader: 'Piet Leider', group: 'Bijbelkring', otherGroup: 'Vrouwenkring' },
  es: { reader: 'Lucía Lectora', leader: 'Pablo Guía', group: 'Estudio bíblico', otherGroup: 'Grupo de jóvenes' },
  pt: { reader: 'Ana Leitora', leader: 'João Líder', group: 'Estudo bíblico', otherGroup: 'Grupo de jovens' },
};

for (const lang of TRANSLATED_LOCALES) {
  test(`every page of the ${lang} edition speaks ${lang}, with its own book names and numbers`, async ({ page, stack }) => {
    test.setTimeout(900_000);
    const fixture = await loadEditionsFixture(stack.apiUrl, stack.serviceRoleKey);
    const devotional = fixture[lang].id;
    const runs: TextRun[] = [];
    const visited = new Set<string>();
    const visit = async (path: string) => {
      if (visited.has(path)) return;
      visited.add(path);
      runs.push(...(await walk(page, path)));
    };

    for (const path of SIGNED_OUT_PAGES) await visit(`/${lang}${path}`);
    await visit(`/${lang}/devotional/${devotional}/`);
    await visit(`/${lang}/embed/devotional/${devotional}/`);

    // A Bible whose licence asks for a credit (the Bíblia Livre) is credited, in its README's words, where it is shown.
    const credit = bibleCredit(editionBible(lang));
    if (credit) {
      for (const path of [`/${lang}/devotional/${devotional}/`, `/${lang}/embed/devotional/${devotional}/`, `/${lang}/about-us/`]) {
        await page.goto(path);
        await expect(page.getByText(credit, { exact: false }).first(), `${path} credits its Bible`).toBeVisible();
      }
    }

    // The home page's full-text search, with the example its box offers: the results' labels and snippets.
    await page.goto(`/${lang}/`);
    const box = page.locator('#fulltext-query');
    await box.scrollIntoViewIfNeeded();
    const example = exampleOf((await box.getAttribute('placeholder')) ?? '');
    expect(example, 'the box offers an example').not.toBe('');
    await box.fill(example);
    await expect(page.getByTestId('fulltext-result').first()).toBeVisible({ timeout: 20_000 });
    runs.push(...(await visibleTextRuns(page, `/${lang}/ search «${example}»`, '[data-fulltext]')));

    // One month of the archive and one series, as the indexes link them.
    await page.goto(`/${lang}/archive/`);
    const month = (await linksMatching(page, new RegExp(`^/${lang}/archive/\\d{4}/\\d{2}/$`)))[0];
    expect(month, 'the archive links a month').toBeDefined();
    await visit(month!);
    await page.goto(`/${lang}/series/`);
    const series = (await linksMatching(page, new RegExp(`^/${lang}/series/[^/]+/$`)))[0];
    expect(series, 'the series index links a series').toBeDefined();
    await visit(series!);

    // Every document of the confessions library, and one section page.
    await page.goto(`/${lang}/confessions/`);
    const documents = await linksMatching(page, new RegExp(`^/${lang}/confessions/[^/]+/$`));
    expect(documents.length, 'the library lists its documents').toBeGreaterThanOrEqual(8);
    let section: string | undefined;
    for (const document of documents) {
      await visit(document);
      section ??= (await linksMatching(page, new RegExp(`^/${lang}/confessions/[^/]+/[^/]+/$`)))[0];
    }
    expect(section, 'a document links a section page').toBeDefined();
    await visit(section!);

    // A week of the group guide.
    await page.goto(`/${lang}/groups/guide/`);
    const week = (await linksMatching(page, new RegExp(`^/${lang}/groups/guide/[^/]+/$`)))[0];
    if (week) await visit(week);

    // Signed in: the reader's own pages, a group they lead, another leader's invitation and a link that does not work.
    const [reader, leader] = await Promise.all([newReader(stack, PEOPLE[lang].reader), newReader(stack, PEOPLE[lang].leader)]);
    const made = await (await readerClient(stack, reader)).rpc('create_reading_group', { p_name: PEOPLE[lang].group });
    expect(made.error).toBeNull();
    const leaders = await readerClient(stack, leader);
    const other = await leaders.rpc('create_reading_group', { p_name: PEOPLE[lang].otherGroup });
    const invite = await leaders.rpc('reading_group_invite', { p_group: other.data as string });
    expect(invite.error).toBeNull();
    await signIn(page, reader);
    visited.delete(`/${lang}/practice/`);
    for (const path of SIGNED_IN_PAGES) await visit(`/${lang}${path}`);
    await visit(`/${lang}/groups/group/?id=${made.data as string}`);
    await visit(`/${lang}/groups/join/#token=${invite.data as string}`);
    await page.goto('about:blank');
    await visit(`/${lang}/groups/join/#token=${'0'.repeat(64)}`);

    const findings = englishInEdition(lang, runs);
    expect(describeFindings(findings), `English on the ${lang} edition's pages`).toEqual([]);
  });
}
