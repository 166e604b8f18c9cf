/**
 * "Preview": an admin opens a draft or a future devotional at /preview/?id=… and sees it as readers will,
 * rendered by the public page's components, under a "Preview — not yet released" banner; anon and a reader get
 * no row (row-level security) and the page says so with a sign-in link. The console links every devotional there.
 *
 * The admin's site session is made here directly, quicker than the sign-in form (tests/e2e/admin/one-sign-in.spec.ts
 * walks that path): signed in with supabase-js in Node, the authenticator's code verified (aal2), and the
 * stored session written into the page's localStorage under the key the site's client reads.
 */
import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { totpCode } from '../../supabase/local/auth/totp.ts';
import { apiClient, test, type Stack } from './fixtures.ts';
import { makeToneWav } from '../support/make-tone.ts';
import { mediaObjectName } from '@lib/media/object-name.ts';
import { AUDIO_BUCKET } from './audio-fixture.ts';
import { ADMIN_TEST_TIMEOUT, draftDevotional, expect, newAccount, removeDevotional, signInAsAdmin, siteToday } from './admin/console.ts';
import AxeBuilder from '@axe-core/playwright';

const REFUSAL = 'This devotional is not available to preview.';
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** Signs in through the API (with the second factor when a secret is given) and puts the session where the site keeps it. */
async function useSiteSession(page: Page, stack: Stack, email: string, password: string, totpSecret?: string) {
  const stored = new Map<string, string>();
  const client = createClient(stack.apiUrl, stack.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v), removeItem: (k) => void stored.delete(k) },
    },
  });
  const signIn = await client.auth.signInWithPassword({ email, password });
  expect(signIn.error).toBeNull();
  if (totpSecret) {
    const factors = await client.auth.mfa.listFactors();
    const factor = factors.data!.totp[0];
    const verify = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(totpSecret) });
    expect(verify.error).toBeNull();
  }
  const entries = [...stored].filter(([key]) => /^sb-.+-auth-token$/.test(key));
  expect(entries).toHaveLength(1);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), entries[0]);
}

/** The whole page (the site has no #main-content wrapper) has no serious or critical axe violation. */
async function expectNoSeriousAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

function longDate(iso: string) {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** Gives a devotional its own narration, as the admin's upload does: a 5 s male and a 3 s female tone. */
async function attachNarration(stack: Stack, id: string) {
  const service = apiClient(stack, 'service');
  const urls: Record<'male' | 'female', string> = { male: '', female: '' };
  for (const [voice, seconds, frequency] of [
    ['male', 5, 220],
    ['female', 3, 330],
  ] as const) {
    const objectPath = mediaObjectName(id, `audio-${voice}`, 'wav');
    const upload = await service.storage.from(AUDIO_BUCKET).upload(objectPath, makeToneWav({ seconds, frequency }), { contentType: 'audio/wav' });
    expect(upload.error).toBeNull();
    urls[voice] = service.storage.from(AUDIO_BUCKET).getPublicUrl(objectPath).data.publicUrl;
  }
  const update = await service.from('devotionals').update({ audio_url_male: urls.male, audio_url_female: urls.female }).eq('id', id);
  expect(update.error).toBeNull();
}

async function removeNarration(stack: Stack, id: string) {
  const service = apiClient(stack, 'service');
  const { data } = await service.storage.from(AUDIO_BUCKET).list(id);
  if (data?.length) await service.storage.from(AUDIO_BUCKET).remove(data.map((o) => `${id}/${o.name}`));
}

test.describe('previewing unreleased devotionals', () => {
  test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

  test('an admin previews a draft and a future devotional as readers will see them, at 1280 and 390 px', async ({ page, stack }) => {
    const today = await siteToday(stack);
    const future = new Date(Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    const draft = await draftDevotional(stack, {
      scripture_text: '1 The LORD is my shepherd; I shall not want.\n2 He maketh me to lie down in green pastures.',
      transcript: 'The shepherd *knows* his sheep by name.',
      prayer_suggestion: 'Lord, lead us beside still waters.',
      memory_verse: 'The LORD is my shepherd; I shall not want. (Psalm 23:1)',
    });
    const scheduled = await draftDevotional(stack, { date: future, status: 'published', transcript: 'A reflection for a later day.' });
    try {
      await useSiteSession(page, stack, stack.adminEmail, stack.adminPassword, stack.adminTotpSecret);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.goto(`/preview/?id=${draft.id}`);
        const banner = page.getByRole('note', { name: 'Preview' });
        await expect(banner).toContainText('Preview — not yet released');
        await expect(banner).toContainText('Draft');
        await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Scripture Passage' })).toContainText('He maketh me to lie down in green pastures.');
        await expect(page.getByRole('region', { name: 'Devotional', exact: true }).locator('em')).toHaveText('knows');
        await expect(page.getByRole('region', { name: 'Prayer Suggestion' })).toContainText('Lord, lead us beside still waters.');
        await expect(page.getByRole('region', { name: 'Memory Verse' })).toContainText('Psalm 23:1');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
        await expectNoSeriousAxeViolations(page, `draft preview at ${size.width} px`);

        await page.goto(`/preview/?id=${scheduled.id}`);
        await expect(page.getByRole('heading', { level: 1, name: scheduled.title })).toBeVisible();
        await expect(page.getByRole('note', { name: 'Preview' })).toContainText(`Scheduled for ${longDate(future)}`);
        await expect(page.getByRole('region', { name: 'Devotional', exact: true })).toContainText('A reflection for a later day.');
        await expectNoSeriousAxeViolations(page, `scheduled preview at ${size.width} px`);
      }
      const robots = page.locator('meta[name="robots"]');
      await expect(robots).toHaveAttribute('content', 'noindex');
    } finally {
      await removeDevotional(stack, draft.id);
      await removeDevotional(stack, scheduled.id);
    }
  });

  test("an admin's preview shows the narration's player, Behind the Devotional and the verse card, at 1280 and 390 px", async ({ page, stack }) => {
    const draft = await draftDevotional(stack, {
      biblical_passage: 'John 10:11',
      scripture_text: '11 I am the good shepherd: the good shepherd giveth his life for the sheep.',
      biblical_context: 'Jesus speaks in the temple at the feast of dedication.',
      focus: 'The shepherd who lays down his life.',
      key_doctrine: 'Atonement',
      memory_verse: 'I am the good shepherd: the good shepherd giveth his life for the sheep. (John 10:11)',
    });
    try {
      await attachNarration(stack, draft.id);
      await useSiteSession(page, stack, stack.adminEmail, stack.adminPassword, stack.adminTotpSecret);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.goto(`/preview/?id=${draft.id}`);
        await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();

        // The public page's player, ready for the draft's own narration: its length, a seek bar, both voices.
        const player = page.getByRole('region', { name: 'Audio narration' });
        await expect(player).toContainText('0:05');
        await expect(player).not.toContainText('Loading…');
        const seek = player.getByRole('slider', { name: 'Seek' });
        await expect(seek).toBeEnabled();
        await expect(seek).toHaveAttribute('max', '5');
        await player.getByRole('group', { name: 'Narrator voice' }).getByRole('button', { name: 'Female' }).click();
        await expect(seek).toHaveAttribute('max', '3');

        // Behind the Devotional, folded to its summary line as on the public page, opens with one tap.
        const behind = page.getByRole('region', { name: 'Behind the Devotional' });
        await expect(behind.locator('summary')).toHaveText('Biblical context, key doctrine and focus');
        await expect(behind.getByText('Jesus speaks in the temple at the feast of dedication.')).toBeHidden();
        await behind.locator('summary').click();
        await expect(behind.getByText('Jesus speaks in the temple at the feast of dedication.')).toBeVisible();
        await expect(behind.getByText('The shepherd who lays down his life.')).toBeVisible();

        // The verse card, drawn from the verse; nothing to share or download before the devotional is released.
        const memory = page.getByRole('region', { name: 'Memory Verse' });
        const card = memory.getByRole('img', { name: 'Verse card: John 10:11' });
        await expect(card).toBeVisible();
        // The card's lines are SVG text: its words, the reference and the site's name.
        await expect(card).toContainText('I am the good shepherd');
        await expect(card).toContainText('John 10:11');
        expect((await card.boundingBox())!.width).toBeGreaterThan(200);
        await expect(memory.getByRole('button', { name: 'Share verse card' })).toHaveCount(0);
        await expect(memory.getByRole('link', { name: 'Download verse card' })).toHaveCount(0);

        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
        await expectNoSeriousAxeViolations(page, `narrated draft's preview at ${size.width} px`);
      }
    } finally {
      await removeNarration(stack, draft.id);
      await removeDevotional(stack, draft.id);
    }
  });

  test('anon and a signed-in reader are refused, with a sign-in link, at 1280 and 390 px', async ({ page, browser, stack }) => {
    const draft = await draftDevotional(stack);
    const reader = await newAccount(stack, 'preview-reader');
    try {
      const context = await browser.newContext();
      const readerPage = await context.newPage();
      await useSiteSession(readerPage, stack, reader.email, reader.password);
      for (const [who, p] of [
        ['anon', page],
        ['reader', readerPage],
      ] as const) {
        for (const size of WIDTHS) {
          await p.setViewportSize(size);
          await p.goto(`/preview/?id=${draft.id}`);
          await expect(p.getByRole('heading', { level: 1, name: REFUSAL }), who).toBeVisible();
          await expect(p.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }), who).toHaveAttribute('href', '/auth/');
          await expect(p.getByText(draft.title), who).toHaveCount(0);
          await expectNoSeriousAxeViolations(p, `${who}'s refusal at ${size.width} px`);
        }
      }
      await context.close();
    } finally {
      await removeDevotional(stack, draft.id);
    }
  });

  test('the console opens the preview in a new tab from the table and from the editor', async ({ page, stack }) => {
    const draft = await draftDevotional(stack);
    try {
      await signInAsAdmin(page, stack);
      await page.goto(`/admin/#/devotional/edit/${draft.id}`);
      const fromEditor = page.getByRole('link', { name: `Preview: ${draft.title}` });
      await expect(fromEditor).toHaveAttribute('href', `/preview/?id=${draft.id}`);
      await expect(fromEditor).toHaveAttribute('target', '_blank');

      await page.goto('/admin/#/devotionals');
      await page.getByPlaceholder('Search title or passage').fill(draft.title);
      const fromTable = page.getByRole('link', { name: `Preview: ${draft.title}` });
      await expect(fromTable).toHaveAttribute('href', `/preview/?id=${draft.id}`);
      await expect(fromTable).toHaveAttribute('target', '_blank');
    } finally {
      await removeDevotional(stack, draft.id);
    }
  });
});
