/**
 * The group leader's guide (/groups/guide/, lib/groups/guide.ts): this week so far from released devotionals only,
 * last week complete, the archive of weeks, and the guide printed to PDF on two pages of A4 and of Letter, the week's
 * passages in full and the QR code included, every week of the archive (a long week prints smaller to fit).
 */
import { daysOfWeek, isoWeekOf, mondayOf, weekKey } from '@lib/groups/iso-week.ts';
import { addDays } from '@lib/dates.ts';
import { expect, test } from './fixtures.ts';
import { loadArchive, seriousViolations } from './devotional/data.ts';

/** Pages in a PDF: its page objects (not the /Pages tree). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

test('this week so far: the released days only, each linking to its devotional, and earlier weeks listed', async ({ page, stack }) => {
  const archive = await loadArchive(stack);
  const monday = mondayOf(archive.today);
  const soFar = archive.released.filter((d) => d.date >= monday);
  await page.goto('/groups/guide/');
  const guide = page.getByTestId('week-guide');
  await expect(guide).toHaveAttribute('data-week', weekKey(isoWeekOf(archive.today)));
  const readings = page.getByTestId('guide-readings').getByRole('listitem');
  await expect(readings).toHaveCount(soFar.length);
  for (const d of soFar) await expect(page.getByTestId('guide-readings').getByRole('link', { name: d.title })).toHaveAttribute('href', `/devotional/${d.id}/`);
  await expect(page.getByTestId('guide-progress')).toContainText(soFar.length === 7 ? 'The whole week' : `${soFar.length} of 7 days`);
  const html = await page.content();
  for (const d of archive.future) expect(html, `tomorrow's or later "${d.title}"`).not.toContain(d.title);
  const lastWeek = weekKey(isoWeekOf(addDays(monday, -7)));
  await expect(page.getByTestId('guide-archive').locator(`a[href="/groups/guide/${lastWeek}/"]`)).toHaveCount(1);
});

test("last week's guide: seven readings, questions naming their day, the verse, the Lord's Day, prayers and the children's part", async ({ page, stack }) => {
  const archive = await loadArchive(stack);
  const week = isoWeekOf(addDays(mondayOf(archive.today), -7));
  const days = daysOfWeek(week);
  const devotionals = archive.released.filter((d) => d.date >= days[0] && d.date <= days[6]);
  expect(devotionals).toHaveLength(7);
  await page.goto(`/groups/guide/${weekKey(week)}/`);
  await expect(page.getByTestId('guide-progress')).toHaveText('The whole week, Monday to Sunday.');
  await expect(page.getByTestId('guide-readings').getByRole('listitem')).toHaveCount(7);
  const questions = page.getByTestId('guide-questions').getByRole('listitem');
  await expect(questions).toHaveCount(8);
  await expect(questions.first()).toContainText(devotionals[0].discussion_questions[0]);
  await expect(questions.first()).toContainText(`(${devotionals[0].title})`);
  await expect(page.getByTestId('guide-verse')).toContainText(devotionals[0].memory_verse.split('(')[0].trim());
  await expect(page.getByRole('heading', { name: /^Heidelberg Catechism, Lord's Day \d+$/ })).toBeVisible();
  await expect(
    page
      .getByTestId('guide-lords-day')
      .getByText(/^Q\d+\./)
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('guide-prayers')).toContainText('To open:');
  await expect(page.getByTestId('guide-prayers')).toContainText('To close:');
  await expect(page.getByTestId('guide-children')).toContainText(/Catechism for Young Children, week \d+: questions \d+–\d+\./);
  await expect(page.getByTestId('guide-children')).toContainText('Ask them:');
  expect(await seriousViolations(page)).toEqual({ light: [], dark: [] });
});

test("the printed guide carries the site's name and address, every day's passage in full and the QR code, and no buttons", async ({ page, stack }) => {
  const archive = await loadArchive(stack);
  const key = weekKey(isoWeekOf(addDays(mondayOf(archive.today), -7)));
  await page.goto(`/groups/guide/${key}/`);
  await page.emulateMedia({ media: 'print' });
  // The address printed is the page's canonical one (the site's public address, SITE_URL at build).
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`/groups/guide/${key}/$`));
  await expect(page.getByText(`Reformed Devotionals · ${canonical}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print the guide' })).toBeHidden();
  // What makes the pages: every day's passage in full, and the QR code.
  await expect(page.getByTestId('guide-passage')).toHaveCount(7);
  for (const passage of await page.getByTestId('guide-passage').all()) await expect(passage.locator('[data-translation-text]:visible')).toHaveCount(1);
  await expect(page.getByTestId('guide-qr')).toBeVisible();
});

// The sample weeks differ from day to day (the seed is dated from today, and the Lord's Day follows the calendar), and
// a long week prints smaller to fit (lib/groups/guide-print.ts): every week the archive lists is printed, not one.
test('every week in the archive prints on at most two pages of A4 and of Letter, in every edition', async ({ page }) => {
  const weeks: string[] = [];
  for (const edition of ['', '/nl', '/es', '/pt']) {
    expect((await page.goto(`${edition}/groups/guide/`))?.status(), edition).toBe(200);
    weeks.push(`${edition}/groups/guide/`);
    weeks.push(
      ...(await page
        .getByTestId('guide-archive')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))),
    );
  }
  expect(weeks.filter((week) => week.startsWith('/groups/')).length).toBeGreaterThanOrEqual(3);
  for (const week of weeks) {
    await page.goto(week);
    await expect(page.getByTestId('week-guide')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    for (const format of ['A4', 'Letter'] as const) {
      const pages = pdfPages(await page.pdf({ format }));
      expect(pages, `${week} on ${format}`).toBeGreaterThanOrEqual(1);
      expect(pages, `${week} on ${format}`).toBeLessThanOrEqual(2);
    }
    await page.emulateMedia({ media: 'screen' });
  }
});
