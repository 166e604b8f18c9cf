/**
 * The weekly e-mail end to end: the footer form's double opt-in (confirmation e-mail in the local mailbox, its link
 * opened in the browser: the page asks, its button confirms), the weekly digest sent once per subscriber even when
 * the job runs again, and the unsubscribe link and one-click List-Unsubscribe-Post, all without signing in.
 */
import type { Page } from '@playwright/test';
import { hydrated } from './hydration.ts';
import { apiClient, expect, test, type Stack } from './fixtures.ts';
import { addDays, seededDevotionals } from './home/content.ts';

interface Mail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

async function mailTo(stack: Stack, address: string): Promise<Mail[]> {
  const response = await fetch(`${stack.apiUrl}/mailbox?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Mail[];
}

const linkIn = (mail: Mail, pattern: RegExp) => {
  const match = pattern.exec(mail.text);
  if (!match) throw new Error(`no link ${pattern} in:\n${mail.text}`);
  return match[0];
};

async function signUp(page: Page, address: string) {
  await page.goto('/about-us');
  await hydrated(page, 'newsletter-form');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email address' }).fill(address);
  await footer.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Thank you for subscribing!').last()).toBeVisible();
}

async function subscriber(stack: Stack, address: string) {
  const { data } = await apiClient(stack, 'service').from('newsletter_subscribers').select('confirmed_at, unsubscribed_at').eq('email', address).single();
  return data!;
}

async function runDigest(stack: Stack) {
  const response = await fetch(`${stack.apiUrl}/functions/v1/weekly-digest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.serviceRoleKey}`, apikey: stack.serviceRoleKey },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { weekEnd: string; sent: number; skipped: number; devotionals: number };
}

test.describe.configure({ mode: 'serial' });

test.describe('weekly e-mail', () => {
  const address = `ruth.${Date.now()}@example.org`;

  test('sign-up is double opt-in: the form thanks, the e-mail asks to confirm, and its link confirms', async ({ page, stack }) => {
    // Two sign-ups, a digest run and the confirm page with its button: more than the default 30 s on a busy machine.
    test.slow();
    await signUp(page, address);
    await expect.poll(async () => (await mailTo(stack, address)).length).toBe(1);
    const [confirmation] = await mailTo(stack, address);
    expect(confirmation.subject).toBe('Confirm your weekly e-mail from Reformed Devotionals');
    expect(confirmation.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await subscriber(stack, address)).confirmed_at).toBeNull();

    // Not confirmed yet: the digest does not go to this address.
    await runDigest(stack);
    expect(await mailTo(stack, address)).toHaveLength(1);

    // A repeat sign-up answers like the first, and does not send a second confirmation straight away.
    await signUp(page, address.toUpperCase());
    expect(await mailTo(stack, address)).toHaveLength(1);

    // Opening the link (as a mail scanner would) changes nothing; the page's button confirms.
    await page.goto(linkIn(confirmation, /http\S+\/newsletter\/confirm\/\?token=[0-9a-f]{64}/));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
    expect((await subscriber(stack, address)).confirmed_at).toBeNull();
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page).toHaveURL(/\/newsletter\/confirmed\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed');
    expect((await subscriber(stack, address)).confirmed_at).not.toBeNull();
  });

  test("the digest brings the week's devotionals once, even when the job runs again, and its links work", async ({ page, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    const first = await runDigest(stack);
    // Monday to Sunday, the most recent Sunday ending it.
    const week = devotionals.filter((d) => d.released && d.date <= first.weekEnd && d.date >= addDays(first.weekEnd, -6));
    expect(week.length).toBeGreaterThan(0);
    expect(first.devotionals).toBe(week.length);
    const again = await runDigest(stack);
    expect(again.sent).toBe(0);
    const digests = (await mailTo(stack, address)).filter((m) => m.subject.startsWith("This week's devotionals"));
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    for (const d of week) {
      expect(digest.text).toContain(d.title);
      expect(digest.text).toContain(d.passage);
      expect(digest.html).toContain(`/devotional/${d.id}/`);
    }
    expect(digest.html).toMatch(/<img src="[^"]+" alt="Cover illustration/);
    expect(digest.text).toMatch(/Memory verse: \S/);
    expect(digest.headers?.['List-Unsubscribe']).toMatch(/^<http\S+\/functions\/v1\/newsletter\/unsubscribe\?token=[0-9a-f]{64}>$/);

    const last = week[0];
    await page.goto(linkIn(digest, new RegExp(`http\\S+/devotional/${last.id}/`)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.title);

    // The unsubscribe link works without signing in: its page asks, the button unsubscribes.
    await page.goto(linkIn(digest, /http\S+\/newsletter\/unsubscribe\/\?token=[0-9a-f]{64}/));
    expect((await subscriber(stack, address)).unsubscribed_at).toBeNull();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\/unsubscribed\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been unsubscribed');
    expect((await subscriber(stack, address)).unsubscribed_at).not.toBeNull();
  });

  test("a mail program's one-click unsubscribe (List-Unsubscribe-Post) works without signing in", async ({ page, stack }) => {
    const other = `boaz.${Date.now()}@example.org`;
    await signUp(page, other);
    await expect.poll(async () => (await mailTo(stack, other)).length).toBe(1);
    const [confirmation] = await mailTo(stack, other);
    const target = /^<(.+)>$/.exec(confirmation.headers!['List-Unsubscribe'])![1];
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect((await subscriber(stack, other)).unsubscribed_at).not.toBeNull();

    // A link that matches nobody says so once its button is pressed.
    await page.goto(linkIn(confirmation, /http\S+\/newsletter\/unsubscribe\/\?token=[0-9a-f]{64}/).replace(/token=[0-9a-f]{64}/, `token=${'0'.repeat(64)}`));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
  });
});
