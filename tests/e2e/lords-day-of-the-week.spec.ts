/**
 * One Lord's Day for a week, wherever the site names it: the catechism card a church embeds (in each edition), the
 * printable practice cards and the group guide of the week all follow lib/practice/week.ts on the site's today. The
 * guide's week runs Monday to Sunday and asks for its Monday, so on a Sunday (which opens the next Lord's Day) it
 * still shows the week it began with; on every other day all three agree.
 */
import { heidelbergLordsDayOfWeek } from '@lib/practice/week.ts';
import { isoWeekOf, mondayOf, weekKey } from '@lib/groups/iso-week.ts';
import { expect, test } from './fixtures.ts';
import { loadArchive } from './devotional/data.ts';

test("the card, the printable cards and the group guide name the same Lord's Day this week", async ({ page, stack }) => {
  const { today } = await loadArchive(stack);
  const lordsDay = heidelbergLordsDayOfWeek(today);
  const guideLordsDay = heidelbergLordsDayOfWeek(mondayOf(today));
  const sunday = new Date(`${today}T00:00:00Z`).getUTCDay() === 0;
  if (!sunday) expect(guideLordsDay, "six days of the guide's week share the Lord's Day of the card").toBe(lordsDay);

  for (const [path, title] of [
    ['/embed/catechism/', `Heidelberg Catechism, Lord's Day ${lordsDay}`],
    ['/nl/embed/catechism/', `Heidelbergse Catechismus, Zondag ${lordsDay}`],
    ['/es/embed/catechism/', `Catecismo de Heidelberg, Día del Señor ${lordsDay}`],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(new RegExp(`^${title}\\b`));
  }

  await page.goto('/practice/print/');
  await expect(page.getByText(new RegExp(`^Heidelberg Catechism, Lord's Day ${lordsDay}, Question \\d+$`)).first()).toBeVisible();
  await expect(page.getByText(/Heidelberg Catechism, Lord's Day \d+, Question/).filter({ hasNotText: `Lord's Day ${lordsDay},` })).toHaveCount(0);

  await page.goto('/groups/guide/');
  await expect(page.getByTestId('week-guide')).toHaveAttribute('data-week', weekKey(isoWeekOf(today)));
  await expect(page.getByRole('heading', { name: `Heidelberg Catechism, Lord's Day ${guideLordsDay}`, exact: true })).toBeVisible();
});
