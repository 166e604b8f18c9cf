/**
 * Reading groups in the Dutch and Spanish editions: a Dutch leader starts a group and finds its page in
 * Dutch (the week table's days and dates written as Dutch writes them, the members, the invite link to the Dutch
 * join page, the dialogs and toasts); another reader opens that link and joins in Dutch; the leader removes them,
 * and they find the Dutch "not found". A link that does not work says so in Spanish on the Spanish join page. The
 * Dutch group guide is drawn from the Dutch devotionals, with the Dutch Heidelberg Catechism.
 */
import type { Browser, Page } from '@playwright/test';
import { isoWeekOf, weekKey } from '@lib/groups/iso-week.ts';
import { expect, test, type Stack } from '../fixtures.ts';
import { scrollUntil } from '../scroll.ts';
import { EDITIONS_FIXTURE, loadEditionsFixture } from '../editions-fixture.ts';
import { newReader, signIn, toast, type Reader } from '../account/readers.ts';
import { seriousViolations } from '../devotional/data.ts';

/** A reader signed in in a browser context of their own. */
async function readerPage(browser: Browser, stack: Stack, reader: Reader): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.siteUrl });
  const page = await context.newPage();
  await signIn(page, reader);
  return page;
}

test.describe('reading groups in Dutch and Spanish', () => {
  test('a Dutch reader starts a group, its page and join page are Dutch, and a second reader joins in Dutch', async ({ browser, stack }) => {
    test.setTimeout(180_000);
    const [leader, joiner] = await Promise.all([newReader(stack, 'Anneke Leider'), newReader(stack, 'Piet Lezer')]);
    const page = await readerPage(browser, stack, leader);

    await page.goto('/nl/groups/');
    await expect(page.getByTestId('no-groups')).toBeVisible();
    const form = page.getByRole('region', { name: 'Begin een groep' });
    await form.getByLabel('Naam van de groep').fill('Bijbelkring');
    await form.getByLabel('Laat de groep zien op welke dagen ik lees').check();
    await form.getByRole('button', { name: 'Groep beginnen' }).click();
    await expect(page).toHaveURL(/\/nl\/groups\/group\/\?id=[0-9a-f-]{36}$/);
    const groupUrl = page.url();
    await expect(toast(page, 'Bijbelkring is klaar. Stuur de uitnodigingslink naar de mensen met wie u leest.')).toBeVisible();

    // The group's page: every heading, count and label in Dutch.
    await expect(page.getByRole('heading', { level: 1, name: 'Bijbelkring' })).toBeVisible();
    await expect(page.getByText('1 lid · u leidt deze groep')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Uw groepen' })).toHaveAttribute('href', '/nl/groups/');
    // The sections below the conversation load as the reader scrolls to them.
    await scrollUntil(page, page.getByRole('heading', { level: 2, name: 'Uitnodigen' }));
    for (const name of ['Deze week', 'Wat u deelt', 'Leden', 'Uitnodigen']) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

    // The week table: Monday to Sunday as Dutch writes them, each day's full date in Dutch, the reader "(u)".
    const week = page.getByTestId('group-week');
    const headers = week.locator('thead th');
    await expect(headers.first()).toHaveText('Lid');
    await expect(headers.last()).toHaveText('Dagen');
    await expect(week.locator('thead abbr')).toHaveText(['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']);
    await expect(week.locator('thead abbr').first()).toHaveAttribute(
      'title',
      /^maandag \d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/,
    );
    await expect(week.locator('th[aria-current="date"]')).toHaveCount(1);
    await expect(week.getByRole('rowheader')).toHaveText(['Anneke Leider (u)']);
    await expect(week.locator('caption')).toHaveText('Op welke dagen van deze week elk lid dat deelt heeft gelezen');
    await expect(week.locator('td .sr-only').first()).toHaveText(/^(Gelezen|Niet gelezen|Nog niet aan de beurt)$/);

    const members = page.getByTestId('group-members');
    await expect(members.locator('[data-member="Anneke Leider"]')).toContainText('Anneke Leider (u)');
    await expect(members.locator('[data-member="Anneke Leider"]')).toContainText('Leider');
    await expect(members.locator('[data-member="Anneke Leider"]')).toContainText('Deelt de leesdagen');

    // The invite link goes to the Dutch join page; replacing it asks in Dutch.
    const invite = page.getByLabel('Uitnodigingslink');
    await expect(invite).toHaveValue(/\/nl\/groups\/join\/#token=[0-9a-f]{64}$/);
    await expect(page.getByRole('button', { name: 'Link kopiëren' })).toBeVisible();
    await page.getByRole('button', { name: 'Link vervangen' }).click();
    const replace = page.getByRole('dialog', { name: 'De uitnodigingslink vervangen?' });
    await expect(replace).toContainText('De huidige link werkt meteen niet meer.');
    await expect(replace.getByRole('button', { name: 'Annuleren' })).toBeVisible();
    await replace.getByRole('button', { name: 'Link vervangen' }).click();
    await expect(toast(page, 'Er is een nieuwe uitnodigingslink. De oude werkt niet meer.')).toBeVisible();
    const link = await invite.inputValue();
    expect(await seriousViolations(page)).toEqual({ light: [], dark: [] });

    // A second reader opens the link: the invitation, the counts and the choice in Dutch; joining keeps them in Dutch.
    const other = await readerPage(browser, stack, joiner);
    await other.goto(link);
    await expect(other.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(other.getByText('U bent uitgenodigd om lid te worden van')).toBeVisible();
    await expect(other.getByRole('heading', { level: 1, name: 'Bijbelkring' })).toBeVisible();
    await expect(other.getByTestId('join-counts')).toHaveText('1 lid; 1 van hen deelt de leesdagen.');
    await expect(other.getByRole('heading', { name: 'Wat de groep ziet' })).toBeVisible();
    await expect(other.getByLabel('Laat deze groep zien op welke dagen ik lees')).not.toBeChecked();
    await expect(other.getByRole('link', { name: 'Nu niet' })).toHaveAttribute('href', '/nl/groups/');
    await other.getByRole('button', { name: 'Lid worden' }).click();
    await expect(other).toHaveURL(groupUrl);
    await expect(toast(other, 'Welkom bij Bijbelkring!')).toBeVisible();
    await expect(other.getByText('2 leden · geleid door Anneke Leider')).toBeVisible();
    await scrollUntil(other, other.getByText('Wilt u iemand uitnodigen? Vraag Anneke Leider, die de groep leidt, om de link.'));
    await expect(other.getByText('Wilt u iemand uitnodigen? Vraag Anneke Leider, die de groep leidt, om de link.')).toBeVisible();

    // The leader sees one member who does not share, and removes them after a Dutch question.
    await page.reload();
    await expect(page.getByTestId('not-sharing')).toHaveText('1 lid deelt het lezen niet.');
    await scrollUntil(page, members);
    await expect(members.locator('[data-member="Piet Lezer"]')).toContainText('Deelt het lezen niet');
    await page.getByRole('button', { name: 'Piet Lezer verwijderen' }).click();
    const remove = page.getByRole('dialog', { name: 'Piet Lezer verwijderen?' });
    await expect(remove).toContainText('Met de uitnodigingslink die ze hebben, komen ze er niet meer in.');
    await remove.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(toast(page, 'Piet Lezer is uit de groep verwijderd.')).toBeVisible();
    await expect(members.getByRole('listitem')).toHaveCount(1);

    await other.reload();
    await expect(other.getByRole('heading', { level: 1, name: 'Groep niet gevonden' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Uw groepen' })).toHaveAttribute('href', '/nl/groups/');
  });

  test('a link that does not work says so on the Spanish join page', async ({ browser, stack }) => {
    const page = await readerPage(browser, stack, await newReader(stack, 'Lucía Lectora'));
    await page.goto(`/es/groups/join/#token=${'0'.repeat(64)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Este enlace de invitación no funciona' })).toBeVisible();
    await expect(page.getByText('Pide un enlace nuevo a quien dirige el grupo.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tus grupos' })).toHaveAttribute('href', '/es/groups/');
    await expect(page.getByRole('button', { name: 'Unirme al grupo' })).toHaveCount(0);
  });

  test('the Dutch group guide of a week is drawn from the Dutch devotionals, with the Dutch Heidelberg Catechism', async ({ page, stack }) => {
    const { nl, english } = await loadEditionsFixture(stack.apiUrl, stack.serviceRoleKey);
    const key = weekKey(isoWeekOf(english.date));
    await page.goto(`/nl/groups/guide/${key}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Gespreksgids: \d{1,2} \S+ tot en met \d{1,2} \S+ \d{4}$/);
    await expect(page.getByTestId('guide-progress')).toHaveText(/^(De hele week, van maandag tot en met zondag\.|De week tot nu toe: \d van de 7 dagen\. .+)$/);
    await expect(page.getByRole('button', { name: 'De gids afdrukken' })).toBeVisible();
    const readings = page.getByTestId('guide-readings');
    await expect(readings.getByRole('link', { name: EDITIONS_FIXTURE.nl.title })).toHaveAttribute('href', `/nl/devotional/${nl.id}/`);
    await expect(readings).toContainText('(1 Koningen 18:');
    await expect(readings).not.toContainText(english.title);
    await expect(page.getByTestId('guide-questions')).toContainText(EDITIONS_FIXTURE.nl.questions[0]);
    await expect(page.getByRole('heading', { name: /^Heidelbergse Catechismus, Zondag \d+$/ })).toBeVisible();
    await expect(page.getByTestId('guide-lords-day')).not.toHaveAttribute('lang', 'en');
    await expect(
      page
        .getByTestId('guide-lords-day')
        .getByText(/^Vraag \d+\./)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Zondag \d+ in de bibliotheek$/ })).toHaveAttribute(
      'href',
      /^\/nl\/confessions\/heidelberg-catechism\/#lords-day-\d+$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/groups/guide/${key}/$`));
    await page.getByRole('link', { name: 'De gids van deze week en eerdere weken' }).click();
    await expect(page).toHaveURL(/\/nl\/groups\/guide\/$/);
    await expect(page.getByRole('heading', { name: 'Eerdere weken' })).toBeVisible();
  });
});
