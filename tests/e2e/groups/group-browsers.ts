/**
 * Readers of a group, each in a browser context of their own, as the leader's and members' tests need them: signed
 * in, starting a group on /groups/, joining by its link.
 */
import type { Browser, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { signIn, type Reader } from '../account/readers.ts';
import type { Stack } from '../fixtures.ts';
import { scrollUntil } from '../scroll.ts';

/** A reader signed in in a browser context of their own (cookies and storage apart from everyone else's). */
export async function readerPage(browser: Browser, stack: Stack, reader: Reader): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.siteUrl });
  const page = await context.newPage();
  await signIn(page, reader);
  return page;
}

/** Starts a group on /groups/ (sharing as the form offers, unless `share` says otherwise) and returns its page's address and invite link. */
export async function startGroup(page: Page, name: string, share?: boolean): Promise<{ groupUrl: string; link: string }> {
  await page.goto('/groups/');
  const form = page.getByRole('region', { name: 'Start a group' });
  await form.getByLabel('Group name').fill(name);
  if (share !== undefined) await form.getByLabel('Share with the group which days I read').setChecked(share);
  await form.getByRole('button', { name: 'Start group' }).click();
  await expect(page).toHaveURL(/\/groups\/group\/\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The invitation is below the conversation: it loads as the leader scrolls to it.
  await scrollUntil(page, page.getByLabel('Invite link'));
  const link = await page.getByLabel('Invite link').inputValue();
  expect(link).toMatch(/\/groups\/join\/#token=[0-9a-f]{64}$/);
  return { groupUrl: page.url(), link };
}

export async function joinByLink(page: Page, link: string, share: boolean): Promise<void> {
  await page.goto(link);
  await page.getByLabel('Share with this group which days I read').setChecked(share);
  await page.getByRole('button', { name: 'Join group' }).click();
  await expect(page).toHaveURL(/\/groups\/group\/\?id=/);
}
