/**
 * The confessions library as a reader meets it: the index of ten documents, the document pages, their anchors and
 * groupings, deep links, links back to citing devotionals, the unknown-slug redirect and accessibility; the
 * Catechism for Young Children and the creeds with their "Learn this" links, and the week's printable cards.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiClient, expect, test } from './fixtures.ts';
import { seededDevotionals } from './home/content.ts';
import { heidelbergLordsDayOfWeek } from '@lib/practice/week.ts';
import { catechismWeek } from '@lib/practice/catechism-schedule.ts';
import { questionsOfLordsDay } from '@lib/lords-days.ts';

/** The Reformed confessions and catechisms, each with its own grouped layout and contents. */
const DOCUMENTS = [
  { slug: 'belgic-confession', name: 'Belgic Confession', year: 1561, count: '37 Chapters' },
  { slug: 'heidelberg-catechism', name: 'Heidelberg Catechism', year: 1563, count: '129 Questions' },
  { slug: 'canons-of-dort', name: 'Canons of Dort', year: 1619, count: '4 Chapters' },
  { slug: 'westminster-confession', name: 'Westminster Confession of Faith', year: 1647, count: '33 Chapters' },
  { slug: 'westminster-larger-catechism', name: 'Westminster Larger Catechism', year: 1647, count: '196 Questions' },
  { slug: 'westminster-shorter-catechism', name: 'Westminster Shorter Catechism', year: 1647, count: '107 Questions' },
] as const;

/** All ten in the index's order: by year, then by name. */
const INDEX = [
  { slug: 'nicene-creed', name: 'Nicene Creed', year: 381, count: '6 Lines' },
  { slug: 'apostles-creed', name: "Apostles' Creed", year: 710, count: '4 Lines' },
  { slug: 'athanasian-creed', name: 'Athanasian Creed', year: 800, count: '38 Lines' },
  ...DOCUMENTS,
  { slug: 'catechism-for-young-children', name: 'Catechism for Young Children', year: 1840, count: '145 Questions' },
] as const;

/** Every id on the page, to prove anchors resolve and none is used twice. */
async function pageIds(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from(document.querySelectorAll('[id]'), (el) => el.id));
}

test.describe('confessions index', () => {
  test('lists the ten documents oldest first with their counts and a way into each', async ({ page, stack }) => {
    // The English documents (a translation, such as the Dutch Heidelberg Catechism, is listed in its own edition).
    const { data, error } = await apiClient(stack).from('confessions').select('slug, year').eq('language', 'en').order('year');
    expect(error).toBeNull();
    expect(data!.map((c) => c.year)).toEqual([...INDEX.map((d) => d.year)]);

    const response = await page.goto('/confessions');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Confessions and Catechisms/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confessions and Catechisms');

    const cards = page.getByTestId('confession-card');
    await expect(cards).toHaveCount(10);
    for (const [i, doc] of INDEX.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(doc.name);
      await expect(card.getByTestId('confession-year')).toHaveText(`(${doc.year})`);
      await expect(card.getByTestId('confession-count')).toHaveText(doc.count);
      await expect(card.getByRole('link', { name: /Read Document/ })).toHaveAttribute('href', `/confessions/${doc.slug}/`);
    }
    const years = await cards.getByTestId('confession-year').allTextContents();
    expect(years.map((y) => Number(y.replace(/\D/g, '')))).toEqual([...years.map((y) => Number(y.replace(/\D/g, '')))].sort((a, b) => a - b));

    await cards
      .nth(4)
      .getByRole('link', { name: /Read Document/ })
      .click();
    await expect(page).toHaveURL(/\/confessions\/heidelberg-catechism\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Heidelberg Catechism');
  });
});

test.describe('confession pages', () => {
  for (const doc of DOCUMENTS) {
    test(`${doc.name}: header, contents whose anchors all resolve, unique ids`, async ({ page }) => {
      const response = await page.goto(`/confessions/${doc.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${doc.name} (${doc.year}) | Reformed Devotionals`);
      expect((await page.locator('meta[name="description"]').getAttribute('content'))!.length).toBeGreaterThan(40);

      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${doc.name} (${doc.year} AD)`);
      await expect(page.getByTestId('historical-context').getByRole('heading', { name: 'Historical Context' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Confessions' })).toHaveAttribute('href', '/confessions/');

      const contents = page.getByRole('navigation', { name: 'Contents' });
      await expect(contents).toBeVisible();
      const targets = await contents.locator('a[href^="#"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
      expect(targets.length).toBeGreaterThan(0);
      const ids = await pageIds(page);
      for (const id of targets) expect(ids, `#${id}`).toContain(id);
      expect(ids.length).toBe(new Set(ids).size);

      // Headings never skip a level going down.
      const levels = await page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1]).toBeLessThanOrEqual(1);
    });
  }

  test("Heidelberg: four parts, 52 Lord's Days, question cards inside them", async ({ page }) => {
    await page.goto('/confessions/heidelberg-catechism');
    const parts = page.locator('[data-group="part"]');
    await expect(parts).toHaveCount(4);
    await expect(page.locator('#part-1 > header h2')).toHaveText('Introduction');
    await expect(page.locator('#part-2 > header h2')).toHaveText('Part 1: Human Misery');
    await expect(page.locator('#part-3 > header h2')).toHaveText('Part 2: Deliverance');
    await expect(page.locator('#part-4 > header h2')).toHaveText('Part 3: Gratitude');
    await expect(page.locator('[data-group="lords-day"]')).toHaveCount(52);
    await expect(page.locator('#lords-day-1 h3').first()).toHaveText("Lord's Day 1");

    const q1 = page.locator('#part-1 #lords-day-1 #question-1');
    await expect(q1).toHaveCount(1);
    await expect(q1.getByRole('heading')).toContainText('What is your only comfort in life and death?');
    await expect(q1.locator('p').first()).toContainText('That I am not my own');
    await expect(page.locator('#part-2 #question-3')).toHaveCount(1);
    await expect(page.locator('#part-2 #question-11')).toHaveCount(1);
    await expect(page.locator('#part-3 #lords-day-23 #question-60')).toHaveCount(1);
    await expect(page.locator('#part-4 #lords-day-52 #question-129')).toHaveCount(1);
    await expect(page.getByTestId('question-card')).toHaveCount(129);

    // Contents: the parts and every Lord's Day.
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link', { name: 'Introduction' })).toHaveAttribute('href', '#part-1');
    await expect(contents.getByRole('link', { name: /^Lord's Day \d+$/ })).toHaveCount(52);
  });

  test('scripture proofs are listed under each section', async ({ page }) => {
    await page.goto('/confessions/heidelberg-catechism');
    const proofs = page.locator('#question-1').getByTestId('scripture-proofs');
    await expect(proofs).toContainText('Scripture proofs');
    await expect(proofs).toContainText('1 Corinthians 6:19, 2; Romans 14:7-9; 1 Corinthians 3:23');

    await page.goto('/confessions/westminster-confession');
    await expect(page.locator('#chapter-1-section-1').getByTestId('scripture-proofs')).toContainText('Romans 1:19-20');
  });

  test('Westminster Confession: 33 chapters and sections numbered in Roman numerals', async ({ page }) => {
    await page.goto('/confessions/westminster-confession');
    await expect(page.locator('[data-group="chapter"]')).toHaveCount(33);
    await expect(page.locator('#chapter-1 > header h2')).toContainText('Chapter I');
    await expect(page.locator('#chapter-1 > header h2')).toContainText('Of the Holy Scripture');
    await expect(page.locator('#chapter-33 > header h2')).toContainText('Chapter XXXIII');
    await expect(page.locator('#chapter-1 #chapter-1-section-3').getByTestId('section-numeral')).toHaveText('III.');
    await expect(page.locator('#chapter-1 #chapter-1-section-10').getByTestId('section-numeral')).toHaveText('X.');
    await expect(page.locator('#chapter-11-section-1')).toContainText('Those whom God effectually calleth he also freely justifieth');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link', { name: 'Chapter XI: Of Justification' })).toHaveAttribute('href', '#chapter-11');
  });

  test('Canons of Dort: heads with articles and a Rejection of Errors block', async ({ page }) => {
    await page.goto('/confessions/canons-of-dort');
    await expect(page.locator('[data-group="head"]')).toHaveCount(4);
    await expect(page.locator('#head-1 > header h2')).toContainText('First Head of Doctrine');
    await expect(page.locator('#head-1 > header h2')).toContainText('Of Divine Predestination');
    await expect(page.locator('#head-3 > header h2')).toContainText('Third and Fourth Heads of Doctrine');
    await expect(page.locator('#head-5 > header h2')).toContainText('Fifth Head of Doctrine');
    await expect(page.locator('#head-1 #head-1-article-1')).toHaveCount(1);
    const rejections = page.locator('#head-1 #head-1-rejections');
    await expect(rejections.getByRole('heading', { name: 'Rejection of Errors' })).toBeVisible();
    await expect(rejections.locator('#head-1-rejection-1')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Rejection of Errors' })).toHaveCount(4);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link', { name: 'Rejection of Errors' }).first()).toHaveAttribute('href', '#head-1-rejections');
  });

  test('Belgic articles and the Westminster catechisms have their parts and subsections', async ({ page }) => {
    await page.goto('/confessions/belgic-confession');
    for (const n of [1, 16, 37]) await expect(page.locator(`#article-${n}`)).toHaveCount(1);
    await expect(page.locator('#article-1').getByRole('heading')).toHaveText('Article 1: The Only God');
    await expect(page.locator('#part-1 #subsection-1-2 #article-3')).toHaveCount(1);
    await expect(page.locator('#part-7 #article-37')).toHaveCount(1);

    await page.goto('/confessions/westminster-larger-catechism');
    await expect(page.locator('#part-1 > header h2')).toHaveText('Part 1: What We Are to Believe Concerning God');
    await expect(page.locator('#part-1 #subsection-1-1 #question-20')).toHaveCount(1);
    await expect(page.locator('#part-1 #subsection-1-4 #question-90')).toHaveCount(1);
    await expect(page.locator('#part-2 #subsection-2-2 #question-153')).toHaveCount(1);
    await expect(page.locator('#part-2 #subsection-2-3 #question-196')).toHaveCount(1);

    await page.goto('/confessions/westminster-shorter-catechism');
    await expect(page.locator('#part-1 #subsection-1-3 #question-38')).toHaveCount(1);
    await expect(page.locator('#part-2 #subsection-2-1 #question-39')).toHaveCount(1);
    await expect(page.locator('#part-2 #subsection-2-3 #question-107')).toHaveCount(1);
    await expect(page.locator('#question-1').getByRole('heading')).toContainText('What is the chief end of man?');
  });

  test('a deep link to a question scrolls it into view, and a contents link jumps to its part', async ({ page }) => {
    await page.goto('/confessions/heidelberg-catechism#question-60');
    const card = page.locator('#question-60');
    await expect(card).toBeInViewport();
    await page.waitForTimeout(300);
    await expect(card).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    await page.goto('/confessions/westminster-confession');
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: /^Chapter XXV:/ })
      .click();
    await expect(page).toHaveURL(/#chapter-25$/);
    await expect(page.locator('#chapter-25 > header')).toBeInViewport();
  });

  test('the page is complete without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/confessions/heidelberg-catechism');
    await expect(page.getByTestId('question-card')).toHaveCount(129);
    await expect(page.locator('#question-129')).toContainText('Amen');
    await context.close();
  });

  test('printing hides the navigation and keeps the text', async ({ page }) => {
    await page.goto('/confessions/heidelberg-catechism');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to Confessions' })).toBeHidden();
    await expect(page.locator('#question-1')).toBeVisible();
  });

  test('an unknown slug lands on the confessions index', async ({ page }) => {
    await page.goto('/confessions/no-such-confession');
    await expect(page).toHaveURL(/\/confessions\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confessions and Catechisms');
  });
});

test.describe('the documents learned by heart', () => {
  test("the Catechism for Young Children and the creeds render with anchors and 'Learn this' links; the build writes the practice items and the week's cards", async ({
    page,
    request,
    stack,
  }) => {
    test.setTimeout(120_000);
    const axe = async () => {
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    };

    await test.step('the Catechism for Young Children: 145 questions, a deep link, and a Learn this link on each', async () => {
      await page.goto('/confessions/catechism-for-young-children#question-100');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catechism for Young Children (1840 AD)');
      await expect(page.getByTestId('question-card')).toHaveCount(145);
      await expect(page.locator('#question-100')).toBeInViewport();
      const first = page.locator('#question-1');
      await expect(first.getByRole('heading')).toContainText('Who made you?');
      await expect(first).toContainText('God.');
      await expect(first.getByRole('link', { name: 'Learn this: Question 1', exact: true })).toHaveAttribute(
        'href',
        '/practice/?learn=confession%3Acatechism-for-young-children%3Aquestion-1',
      );
      await expect(page.getByRole('link', { name: /^Learn this: Question \d+$/ })).toHaveCount(145);
      await axe();
    });

    await test.step("the Apostles' Creed: four lines, the Amen with the last, each anchored and with its Learn this link", async () => {
      await page.goto('/confessions/apostles-creed#line-4');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("Apostles' Creed (710 AD)");
      await expect(page.getByTestId('creed-line')).toHaveCount(4);
      const last = page.locator('#line-4');
      await expect(last).toBeInViewport();
      await expect(last).toContainText('and the life everlasting. Amen.');
      await expect(page.locator('#line-1')).toContainText('I believe in God, the Father almighty, creator of heaven and earth.');
      await expect(last.getByRole('link', { name: 'Learn this: Line 4', exact: true })).toHaveAttribute(
        'href',
        '/practice/?learn=confession%3Aapostles-creed%3Aline-4',
      );
      await page.goto('/confessions/athanasian-creed');
      await expect(page.getByTestId('creed-line')).toHaveCount(38);
      await axe();
    });

    const { today, devotionals } = await seededDevotionals(stack);
    const service = apiClient(stack, 'service');
    const { data: verses } = await service.from('devotionals').select('id, date, memory_verse').eq('language', 'en').not('memory_verse', 'is', null);
    const todays = verses!.find((v) => v.date === today)!;

    await test.step("today's devotional offers its memory verse to learn, with a plain link", async () => {
      await page.goto(`/devotional/${todays.id}/`);
      await expect(page.locator('#memory-verse').getByRole('link', { name: 'Learn this verse' })).toHaveAttribute(
        'href',
        `/practice/?learn=${encodeURIComponent(`verse:${todays.id}`)}`,
      );
    });

    await test.step('the practice item files hold released verses only, the catechisms and the creeds', async () => {
      const index = await (await request.get('/practice/items/index.json')).json();
      const releasedWithVerse = verses!.filter((v) => devotionals.some((d) => d.id === v.id && d.released));
      expect(index.collections).toContainEqual({ collection: 'verses', title: 'Memory verses', kind: 'verses', count: releasedWithVerse.length });
      expect(index.collections).toContainEqual({
        collection: 'catechism-for-young-children',
        title: 'Catechism for Young Children',
        kind: 'catechism',
        count: 145,
      });
      expect(index.collections).toContainEqual({ collection: 'athanasian-creed', title: 'Athanasian Creed', kind: 'creed', count: 38 });
      expect(index.collections.map((c: { collection: string }) => c.collection)).not.toContain('belgic-confession');
      const file = await (await request.get('/practice/items/verses.json')).json();
      expect(file.items.map((i: { key: string }) => i.key).sort()).toEqual(releasedWithVerse.map((v) => `verse:${v.id}`).sort());
      const creed = await (await request.get('/practice/items/apostles-creed.json')).json();
      expect(creed.items[2]).toMatchObject({
        key: 'confession:apostles-creed:line-3',
        prompt: "Apostles' Creed, line 3",
        href: '/confessions/apostles-creed/#line-3',
        number: 3,
      });
    });

    await test.step("the week's printable cards: today's verse, the Lord's Day of the week, the Shorter Catechism's questions of the week", async () => {
      const anon = apiClient(stack);
      const question = async (slug: string, n: number) => {
        const { data } = await anon
          .from('confession_sections')
          .select('title, content, confessions!inner(slug)')
          .eq('confessions.slug', slug)
          .eq('confessions.language', 'en')
          .eq('url_slug', `question-${n}`)
          .single();
        return data as unknown as { title: string; content: string };
      };
      const shorterWeek = catechismWeek('westminster-shorter-catechism', today);
      const lordsDay = heidelbergLordsDayOfWeek(today);

      await page.goto('/practice/print/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Printable cards for this week');
      await expect(
        page.getByText(
          `the Shorter Catechism follows its weekly schedule, the whole catechism in a year: this is week ${shorterWeek.week}, questions ${shorterWeek.first}–${shorterWeek.last}.`,
        ),
      ).toBeVisible();
      const verseWords = todays.memory_verse.replace(/\s*\([^()]+\)\s*$/, '').trim();
      await expect(page.getByTestId('print-card-verse')).toContainText(verseWords);
      // One card for each of the week's Shorter Catechism questions.
      const shorterCards = page.getByTestId('print-card-shorter-catechism');
      await expect(shorterCards).toHaveCount(shorterWeek.last - shorterWeek.first + 1);
      for (let n = shorterWeek.first; n <= shorterWeek.last; n++) {
        const shorter = await question('westminster-shorter-catechism', n);
        const shorterCard = shorterCards.nth(n - shorterWeek.first);
        await expect(shorterCard).toContainText(`Question ${n}`);
        await expect(shorterCard).toContainText(shorter.title);
        await expect(shorterCard).toContainText(shorter.content);
      }
      const heidelbergCards = page.getByTestId('print-card-heidelberg');
      const numbers = questionsOfLordsDay(lordsDay);
      await expect(heidelbergCards).toHaveCount(numbers.length);
      for (const [i, n] of numbers.entries()) {
        await expect(heidelbergCards.nth(i)).toContainText(`Lord's Day ${lordsDay}, Question ${n}`);
        await expect(heidelbergCards.nth(i)).toContainText((await question('heidelberg-catechism', n)).title);
      }
      await axe();
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('body > header')).toBeHidden();
      await expect(page.locator('body > footer')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print the cards' })).toBeHidden();
      await expect(page.getByTestId('print-card-verse')).toBeVisible();
    });
  });
});

test.describe('links back to devotionals', () => {
  test('every section a released devotional cites links to it; unreleased ones never appear', async ({ page, stack }) => {
    const { data: released, error } = await apiClient(stack)
      .from('devotional_confession_references')
      .select('devotionals!inner(id, title), confession_sections!inner(url_slug, confessions!inner(slug))')
      .eq('devotionals.language', 'en');
    expect(error).toBeNull();
    type Row = { devotionals: { id: string; title: string }; confession_sections: { url_slug: string; confessions: { slug: string } } };
    const rows = released as unknown as Row[];
    expect(rows.length).toBeGreaterThan(0);

    // The sample content cites Heidelberg Q60 from a devotional released before today.
    const q60 = rows.filter((r) => r.confession_sections.confessions.slug === 'heidelberg-catechism' && r.confession_sections.url_slug === 'question-60');
    expect(q60.length).toBeGreaterThan(0);

    const { data: everything } = await apiClient(stack, 'service').from('devotional_confession_references').select('devotionals!inner(id, status, date)');
    const releasedIds = new Set(rows.map((r) => r.devotionals.id));
    const unreleasedIds = ((everything ?? []) as unknown as { devotionals: { id: string } }[])
      .map((r) => r.devotionals.id)
      .filter((id) => !releasedIds.has(id));
    expect(unreleasedIds.length).toBeGreaterThan(0);

    const bySlug = new Map<string, Row[]>();
    for (const row of rows) bySlug.set(row.confession_sections.confessions.slug, [...(bySlug.get(row.confession_sections.confessions.slug) ?? []), row]);
    for (const [slug, cited] of bySlug) {
      await page.goto(`/confessions/${slug}`);
      for (const row of cited) {
        const list = page.locator(`[id="${row.confession_sections.url_slug}"]`).getByTestId('citing-devotionals').first();
        await expect(list).toContainText('Devotionals on this section');
        await expect(list.getByRole('link', { name: row.devotionals.title })).toHaveAttribute('href', `/devotional/${row.devotionals.id}/`);
      }
      const html = await page.content();
      for (const id of unreleasedIds) expect(html, `unreleased devotional ${id} on ${slug}`).not.toContain(id);
    }

    // A section nobody cites has no list, and the link opens the devotional.
    await page.goto('/confessions/heidelberg-catechism');
    await expect(page.locator('#question-2').getByTestId('citing-devotionals')).toHaveCount(0);
    await page.locator('#question-60').getByTestId('citing-devotionals').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/devotional\/[0-9a-f-]{36}\/?$/);
  });
});

test.describe('devotionals on a section', () => {
  test("a cited section shows its count, and its 'all devotionals' link lists every released devotional citing it", async ({ page, stack }) => {
    const { data, error } = await apiClient(stack)
      .from('devotional_confession_references')
      .select('devotionals!inner(id, title, date), confession_sections!inner(url_slug, confessions!inner(slug))')
      .eq('devotionals.language', 'en');
    expect(error).toBeNull();
    type Row = { devotionals: { id: string; title: string; date: string }; confession_sections: { url_slug: string; confessions: { slug: string } } };
    const bySection = new Map<string, Row[]>();
    for (const row of data as unknown as Row[]) {
      const key = `${row.confession_sections.confessions.slug}/${row.confession_sections.url_slug}`;
      const list = bySection.get(key) ?? [];
      if (!list.some((r) => r.devotionals.id === row.devotionals.id)) list.push(row);
      bySection.set(key, list);
    }
    // The section most cited (Heidelberg Q60 among them in the sample content).
    const [key, citing] = [...bySection].sort((a, b) => b[1].length - a[1].length)[0];
    const [slug, section] = key.split('/');
    expect(citing.length).toBeGreaterThan(1);

    await page.goto(`/confessions/${slug}`);
    const box = page.locator(`[id="${section}"]`).getByTestId('citing-devotionals').first();
    await expect(box.getByTestId('citing-count')).toContainText(`${citing.length} devotional`);
    await box.getByTestId('citing-all').click();
    await expect(page).toHaveURL(new RegExp(`/confessions/${slug}/${section}/?$`));
    const list = page.getByTestId('section-citations-list');
    const newestFirst = [...citing].sort((a, b) => b.devotionals.date.localeCompare(a.devotionals.date));
    await expect(list.getByRole('link')).toHaveCount(citing.length);
    expect(await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      newestFirst.map((r) => `/devotional/${r.devotionals.id}/`),
    );
    await expect(page.getByTestId('section-citations-count')).toHaveText(`${citing.length} devotionals`);

    // Every cited section has such a page, listing exactly its released devotionals.
    for (const [other, rows] of bySection) {
      await page.goto(`/confessions/${other}/`);
      const ids = await page
        .getByTestId('section-citations-list')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(ids.sort(), other).toEqual(rows.map((r) => `/devotional/${r.devotionals.id}/`).sort());
    }
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of ['/confessions', ...DOCUMENTS.map((d) => `/confessions/${d.slug}`)]) {
      test(`${path} has no serious or critical axe violations (${theme})`, async ({ page }) => {
        // Axe checks every text node's contrast; the Westminster pages hold thousands.
        test.setTimeout(240_000);
        if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          blocking.map(
            (v) =>
              `${v.id}: ${v.help} (${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(', ')})`,
          ),
        ).toEqual([]);
      });
    }
  }
});
