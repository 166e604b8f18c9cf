/**
 * The week's guide opened from a group, and inviting by e-mail from the group's page: the group page links this
 * week's guide with the group in its query; the guide prints each day's passage in the reader's Bible, and its QR
 * code (read back by an independent decoder) and printed address lead to the group's week, with a link to the group's
 * conversation. Without a group the QR code leads to the guide's own page. The Dutch guide prints the
 * Statenvertaling unless the reader chose the KJV or the BSB, which it carries marked English. The leader's invitations by e-mail reach
 * the mailbox with the invite link the page shows.
 */
import type { Locator, Page } from '@playwright/test';
import { isoWeekOf, weekKey } from '@lib/groups/iso-week.ts';
import { bsbMemoryVerse } from '@lib/sources/bsb.ts';
import { createBsbSource } from '@lib/sources/node.ts';
import { expect, test, type Stack } from '../fixtures.ts';
import { newReader, toast } from '../account/readers.ts';
import { loadArchive } from '../devotional/data.ts';
import { EDITIONS_FIXTURE, loadEditionsFixture } from '../editions-fixture.ts';
import { decodeQrSvg } from '../../support/qr-svg.ts';
import { readerPage, startGroup } from './group-browsers.ts';

const bsb = createBsbSource();

async function qrOf(page: Page): Promise<string | null> {
  return decodeQrSvg(await page.getByTestId('guide-qr').innerHTML());
}

/** The first verse a passage names: "Psalm 23:1-6" → "Psalm 23:1", "Psalm 23" → "Psalm 23:1". */
function firstVerse(passage: string): string {
  const m = /^(.+? \d+)(?::(\d+))?/.exec(passage)!;
  return `${m[1]}:${m[2] ?? 1}`;
}

const shown = (scope: Locator) => scope.locator('[data-translation-text]:visible');

async function mailTo(stack: Stack, address: string): Promise<Array<{ subject: string; text: string }>> {
  return (await (await fetch(`${stack.apiUrl}/mailbox?to=${encodeURIComponent(address)}`)).json()) as Array<{ subject: string; text: string }>;
}

test("the group's guide: the passages in the reader's Bible, and a QR code and address leading to the group's week", async ({ browser, stack }) => {
  test.setTimeout(120_000);
  const archive = await loadArchive(stack);
  const key = weekKey(isoWeekOf(archive.today));
  const first = archive.released.find((d) => weekKey(isoWeekOf(d.date)) === key)!;
  const leader = await newReader(stack, 'Priscilla Leader');
  const page = await readerPage(browser, stack, leader);
  const { groupUrl } = await startGroup(page, 'Thursday study');
  const groupId = new URL(groupUrl).searchParams.get('id')!;

  // The group page links this week's guide, opened from the group.
  const guideLink = page.getByRole('link', { name: "This week's guide" });
  await expect(guideLink).toHaveAttribute('href', `/groups/guide/${key}/?group=${groupId}`);
  await page.addInitScript(() => localStorage.setItem('translation', 'bsb'));
  await guideLink.click();
  await expect(page.getByTestId('week-guide')).toHaveAttribute('data-week', key);

  // Each day's passage, in the BSB the reader chose: the KJV is there for a reader who chooses it, hidden.
  const passage = page.getByTestId('guide-passage').first();
  await expect(shown(passage)).toHaveCount(1);
  await expect(shown(passage)).toHaveAttribute('data-translation-text', 'bsb');
  const bsbWords = (await bsbMemoryVerse(bsb, firstVerse(first.biblical_passage)))!.replace(/\s*\([^()]+\)$/, '');
  await expect(shown(passage)).toContainText(bsbWords.slice(0, 40));
  await page.emulateMedia({ media: 'print' });
  await expect(shown(passage)).toHaveAttribute('data-translation-text', 'bsb');
  await page.emulateMedia({ media: 'screen' });

  // The QR code and the printed address lead to the group's week; the questions link to its conversation.
  const groupWeek = `${stack.siteUrl}/groups/group/?id=${groupId}&week=${key}`;
  await expect(page.getByTestId('guide-address')).toHaveText(groupWeek);
  await expect.poll(() => qrOf(page)).toBe(groupWeek);
  await expect(page.getByRole('link', { name: 'Talk about these questions with your group' })).toHaveAttribute('href', `${groupWeek}#conversation`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(`Reformed Devotionals · ${groupWeek}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Talk about these questions with your group' })).toBeHidden();

  // Back to the KJV: the same passage shows the stored text.
  await page.emulateMedia({ media: 'screen' });
  await page.addInitScript(() => localStorage.setItem('translation', 'kjv'));
  await page.reload();
  await expect(shown(passage)).toHaveAttribute('data-translation-text', 'kjv');
  const kjvFirstLine = first.scripture_text.split('\n')[0]!.replace(/^\d+\s+/, '');
  await expect(shown(passage)).toContainText(kjvFirstLine.slice(0, 40));
  await page.context().close();
});

test("without a group the guide's QR code leads to its own page, and no group link is offered", async ({ page, stack }) => {
  const archive = await loadArchive(stack);
  const key = weekKey(isoWeekOf(archive.today));
  await page.goto(`/groups/guide/${key}/?group=not-a-group`);
  // The page's canonical address (the site's public address, SITE_URL at build).
  const own = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
  expect(own).toMatch(new RegExp(`/groups/guide/${key}/$`));
  await expect(page.getByTestId('guide-address')).toHaveText(own);
  expect(await qrOf(page)).toBe(own);
  await expect(page.getByRole('link', { name: 'Talk about these questions with your group' })).toBeHidden();
});

test('the Dutch guide prints the Statenvertaling by default, the KJV and the BSB carried marked English', async ({ page, stack }) => {
  const { english } = await loadEditionsFixture(stack.apiUrl, stack.serviceRoleKey);
  const key = weekKey(isoWeekOf(english.date));
  await page.goto(`/nl/groups/guide/${key}/`);
  const passage = page.getByTestId('guide-passage').filter({ hasText: '1 Koningen 18:' });
  await expect(shown(passage)).toHaveAttribute('data-translation-text', 'sv');
  await expect(shown(passage)).not.toHaveAttribute('lang', /./);
  await expect(shown(passage)).toContainText(
    EDITIONS_FIXTURE.nl.scriptureText
      .split('\n')[0]!
      .replace(/^\d+\s+/, '')
      .slice(0, 40),
  );
  for (const bible of ['kjv', 'bsb']) await expect(passage.locator(`[data-translation-text="${bible}"]`)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'De tekst van de Bijbelgedeelten' })).toBeVisible();

  // A Dutch reader who chose the KJV there gets it.
  await page.addInitScript(() => localStorage.setItem('translation-nl', 'kjv'));
  await page.reload();
  await expect(shown(passage)).toHaveAttribute('data-translation-text', 'kjv');
});

test('the leader invites by e-mail: the invitations arrive with the invite link the page shows', async ({ browser, stack }) => {
  test.setTimeout(120_000);
  const leader = await newReader(stack, 'Aquila Leader');
  const page = await readerPage(browser, stack, leader);
  const { link } = await startGroup(page, 'Saturday breakfast');
  const stamp = Date.now().toString(36);
  const [a, b] = [`guest.a.${stamp}@example.org`, `guest.b.${stamp}@example.org`];
  const form = page.getByTestId('email-invites');

  await form.getByLabel('E-mail addresses').fill(`${a}, not-an-address`);
  await form.getByRole('button', { name: 'Send invitations' }).click();
  await expect(form.getByRole('alert')).toHaveText('These are not e-mail addresses: not-an-address');
  expect(await mailTo(stack, a)).toEqual([]);

  await form.getByLabel('E-mail addresses').fill(`${a}\n${b}`);
  await form.getByRole('button', { name: 'Send invitations' }).click();
  await expect(toast(page, 'The invitations are on their way to 2 addresses.')).toBeVisible();
  await expect(form.getByLabel('E-mail addresses')).toHaveValue('');
  await expect(form.getByTestId('email-invites-sent')).toHaveText(
    'The invitations are on their way to 2 addresses. You can send 28 more invitations by e-mail today.',
  );
  for (const address of [a, b]) {
    const mails = await mailTo(stack, address);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Aquila Leader invites you to the reading group “Saturday breakfast”');
    expect(mails[0]!.text).toContain(link);
  }
  await page.context().close();
});
