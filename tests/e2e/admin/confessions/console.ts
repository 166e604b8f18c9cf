/**
 * Arranging the confession editor's browser tests: test confessions of their own (so no test rewrites a document the reader tests or devotional references use), and
 * a record of the rebuild requests the console makes (the rebuild-site function is the publishing issue's;
 * here its endpoint answers "queued" and each request is kept for assertions).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { apiClient, expect, type Stack } from '../../fixtures.ts';
import { animationsSettled } from '../../animations.ts';
export { signInAsAdmin } from '../../../support/admin-sign-in.ts';

/** Rebuild requests made by the page, by reason. */
export async function recordRebuilds(page: Page): Promise<string[]> {
  const reasons: string[] = [];
  await page.route('**/functions/v1/rebuild-site', async (route) => {
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' } });
    reasons.push(((route.request().postDataJSON() ?? {}) as { reason?: string }).reason ?? '');
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ status: 'queued' }),
    });
  });
  return reasons;
}

const created: string[] = [];

/**
 * A fresh confession whose slug carries `kind` (the editor's rules look at the slug). Removed again by
 * removeTestConfessions, so other browser tests sharing the stack see only the seeded documents.
 */
export async function newConfession(stack: Stack, kind: string, name = `Test ${kind}`): Promise<{ id: string; slug: string; name: string }> {
  const slug = `e2e-${kind}-${randomUUID().slice(0, 8)}`;
  const { data, error } = await apiClient(stack, 'service').from('confessions').insert({ slug, name, year: 1600 }).select('id').single();
  expect(error).toBeNull();
  created.push(data!.id as string);
  return { id: data!.id as string, slug, name };
}

export async function removeTestConfessions(stack: Stack) {
  const ids = created.splice(0);
  if (ids.length) await apiClient(stack, 'service').from('confessions').delete().in('id', ids);
}

export async function sectionsOf(stack: Stack, confessionId: string) {
  const { data, error } = await apiClient(stack, 'service')
    .from('confession_sections')
    .select('id, section_type, section_number, title, content, scripture_proofs, parent_section_id, url_slug')
    .eq('confession_id', confessionId)
    .order('url_slug')
    .limit(1000);
  expect(error).toBeNull();
  return data!;
}

export async function totalSections(stack: Stack, confessionId: string): Promise<number> {
  const { data } = await apiClient(stack, 'service').from('confessions').select('total_sections').eq('id', confessionId).single();
  return data!.total_sections as number;
}

export async function openEditor(page: Page, confessionId: string) {
  await page.goto(`/admin/confessions/${confessionId}`);
  await expect(page.getByRole('tab', { name: 'Metadata' })).toBeVisible();
}

/**
 * A toast (react-admin's snackbar) with this text. Found by its snackbar rather than its alert role: while a
 * dialog is open the rest of the page, the snackbar included, is hidden from the accessibility tree.
 */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.MuiSnackbar-root').filter({ hasText: text }).first();
}

/**
 * axe on the confession screens: everything but the console's app bar and menu, which belong to the layout
 * (checked by the layout's own tests). A toast still on screen is waited out first: it starts fading when its time
 * is up, which may fall in the middle of a scan, and axe then judges a half-transparent toast (1.41:1 and 2.16:1
 * were measured). The toasts themselves are read by the tests that expect them.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.MuiSnackbar-root'), undefined, { timeout: 10_000 }).catch(() => {});
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).exclude('header').exclude('.RaSidebar-root').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`)).toEqual([]);
}
