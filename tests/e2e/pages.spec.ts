/**
 * The marketing pages: About, Behind the Scenes, Privacy, Contact (every rule, the
 * states, the failure), Donate (tabs, amounts, links, the configuration guard), Payment success
 * and the not-found page.
 */
import type { Page } from '@playwright/test';
import { apiClient, expect, test } from './fixtures.ts';
import { hydrated } from './hydration.ts';

test.describe('About Us', () => {
  test('tells the story, shows the three stats, quotes Proverbs 22:6 and offers Donate', async ({ page }) => {
    const response = await page.goto('/about-us');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('About Us | Reformed Devotionals');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main).toContainText('started with one family');
    await expect(main).toContainText('help our son know the God who made him');
    await expect(main).toContainText('more families and children');
    for (const text of ['4', 'Languages', 'English, Nederlands, Español, Português', 'All', 'Age ranges', '100%', 'Free']) {
      await expect(main.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(main.getByText('"Train up a child in the way he should go: and when he is old, he will not depart from it."')).toBeVisible();
    await expect(main.getByText('Proverbs 22:6 (KJV)')).toBeVisible();
    await main.getByRole('link', { name: 'Donate' }).click();
    await expect(page).toHaveURL(/\/donate\/?$/);
  });
});

test.describe('Behind the Scenes', () => {
  test('explains the logo, palette, mission, themes, contexts, contents, quality process and story, with both links', async ({ page }) => {
    const response = await page.goto('/behind-the-scenes');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    for (const name of ['Total depravity', 'Unconditional election', 'Limited atonement', 'Irresistible grace', 'Perseverance of the saints']) {
      await expect(main.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole('heading', { name: 'Seven petals' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'A centred cross' })).toBeVisible();

    const palette = main.getByTestId('palette').getByRole('listitem');
    await expect(palette).toHaveCount(7);
    for (const item of await palette.all()) await expect(item).toContainText(/#[0-9A-F]{6}/);

    for (const heading of [
      'Design elements',
      'Theological meaning',
      'Our mission',
      '20 doctrinal themes',
      'Made for four settings',
      'What each devotional contains',
      'Our quality process',
      'The story behind it all',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByTestId('mission-objectives').getByRole('listitem')).toHaveCount(5);
    const themes = main.getByTestId('doctrinal-themes').getByRole('listitem');
    await expect(themes).toHaveCount(20);
    const themeTexts = await themes.allTextContents();
    for (const doctrine of [
      'Justification by Faith',
      'Total Depravity',
      'Unconditional Election',
      'Limited Atonement',
      'Irresistible Grace',
      'Perseverance of the Saints',
      'Sovereignty of God',
      'Covenant Theology',
      'Predestination',
      'Providence',
      'Sanctification',
      'Regeneration',
    ]) {
      expect(themeTexts).toContain(doctrine);
    }
    expect(new Set(themeTexts).size).toBe(20);
    for (const context of ['Individual', 'Family', 'Small groups', 'Church education']) {
      await expect(main.getByRole('heading', { level: 3, name: context, exact: true })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Start Your Journey Today' })).toHaveAttribute('href', '/');
    await main.getByRole('link', { name: 'Read Our Full Story' }).click();
    await expect(page).toHaveURL(/\/about-us\/?$/);
  });
});

test.describe('Privacy', () => {
  test('has every section and a Last updated date', async ({ page }) => {
    await page.goto('/privacy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main.getByText(/^Last updated: \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    for (const heading of ['Information we collect', 'Cookies and local storage', 'Managing cookies', 'Newsletter and donations', 'Contact messages']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    for (const fact of [
      'your e-mail address',
      'a display name',
      'reading history',
      'Analytics:',
      'Authentication:',
      'Preferences:',
      'local storage',
      'We never see or store',
    ]) {
      await expect(main).toContainText(fact);
    }
  });
});

test.describe('Contact', () => {
  async function openContact(page: Page) {
    await page.goto('/contact');
    await hydrated(page, 'contact-form');
    const main = page.getByRole('main');
    return {
      main,
      name: main.getByRole('textbox', { name: 'Name' }),
      email: main.getByRole('textbox', { name: 'Email' }),
      message: main.getByRole('textbox', { name: 'Message' }),
      privacy: main.getByRole('checkbox', { name: /privacy policy/ }),
      send: main.getByRole('button', { name: 'Send Message' }),
    };
  }

  test('shows the notes, a 6-row message box, an unchecked privacy box linking to /privacy', async ({ page }) => {
    const form = await openContact(page);
    await expect(form.main.getByText('We usually reply within 24-48 hours.')).toBeVisible();
    await expect(form.main.getByText('For urgent matters, please include the word Urgent in your subject or message', { exact: false })).toBeVisible();
    await expect(form.message).toHaveAttribute('rows', '6');
    await expect(form.privacy).not.toBeChecked();
    await expect(form.main.getByTestId('contact-form').getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy/');
  });

  test('each rule shows its message under its field, wired with aria-invalid and aria-describedby', async ({ page }) => {
    const form = await openContact(page);
    await form.send.click();
    const expectError = async (field: typeof form.name, text: string) => {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ');
      const errorId = describedBy.find((id) => id.endsWith('-error'))!;
      await expect(page.locator(`#${errorId}`)).toHaveText(text);
    };
    await expectError(form.name, 'Name is required');
    await expectError(form.email, 'Invalid email address');
    await expectError(form.message, 'Message is required');
    await expectError(form.privacy, 'You must accept the privacy policy');
    await expect(form.name).toBeFocused();

    // Whitespace is trimmed before the rules apply.
    await form.name.fill('   ');
    await form.message.fill(' \n ');
    await form.send.click();
    await expectError(form.name, 'Name is required');
    await expectError(form.message, 'Message is required');

    await form.name.fill('n'.repeat(101));
    await form.email.fill(`${'e'.repeat(250)}@example.org`);
    await form.message.fill('m'.repeat(2001));
    await form.send.click();
    await expectError(form.name, 'Name must be less than 100 characters');
    await expectError(form.email, 'Email must be less than 255 characters');
    await expectError(form.message, 'Message must be less than 2000 characters');

    await form.email.fill('not-an-address');
    await expectError(form.email, 'Invalid email address');

    // Corrected fields clear their messages as the reader types.
    await form.name.fill('Priscilla');
    await expect(form.name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Name must be less than 100 characters')).toHaveCount(0);
    await form.privacy.check();
    await expect(page.getByText('You must accept the privacy policy')).toHaveCount(0);
  });

  test('a valid message shows Sending..., is stored, shows Thank You!, and Send Another Message resets the form', async ({ page, stack }) => {
    const marker = `contact-${Date.now()}`;
    await page.route('**/rest/v1/contact_messages*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const form = await openContact(page);
    await form.name.fill('  Aquila  ');
    await form.email.fill(' aquila@example.org ');
    await form.message.fill(`Grace and peace to you. ${marker}`);
    await form.privacy.check();
    await form.send.click();
    await expect(form.main.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
    const card = form.main.getByTestId('contact-thank-you');
    await expect(card.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    const stored = await apiClient(stack, 'service').from('contact_messages').select('name, email, message').like('message', `%${marker}`);
    expect(stored.error).toBeNull();
    expect(stored.data).toEqual([{ name: 'Aquila', email: 'aquila@example.org', message: `Grace and peace to you. ${marker}` }]);

    await card.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(form.name).toHaveValue('');
    await expect(form.email).toHaveValue('');
    await expect(form.message).toHaveValue('');
    await expect(form.privacy).not.toBeChecked();
    await expect(form.send).toBeEnabled();
    await expect(form.name).toBeFocused();
  });

  test('a failed request shows the error toast and keeps every value', async ({ page, stack }) => {
    const marker = `failed-${Date.now()}`;
    await page.route('**/rest/v1/contact_messages*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }) }),
    );
    const form = await openContact(page);
    await form.name.fill('Apollos');
    await form.email.fill('apollos@example.org');
    await form.message.fill(marker);
    await form.privacy.check();
    await form.send.click();
    await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
    await expect(form.name).toHaveValue('Apollos');
    await expect(form.email).toHaveValue('apollos@example.org');
    await expect(form.message).toHaveValue(marker);
    await expect(form.privacy).toBeChecked();
    await expect(form.send).toBeEnabled();
    await expect(form.main.getByTestId('contact-thank-you')).toHaveCount(0);
    const stored = await apiClient(stack, 'service').from('contact_messages').select('id').eq('message', marker);
    expect(stored.data).toEqual([]);
  });

  test("a refusal on purpose (too many messages from one connection) shows the database's own sentence", async ({ page }) => {
    const sentence = 'Too many messages from your connection. Please wait an hour and try again.';
    await page.route('**/rest/v1/contact_messages*', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'P0001', message: sentence, details: null, hint: null }) }),
    );
    const form = await openContact(page);
    await form.name.fill('Lydia');
    await form.email.fill('lydia@example.org');
    await form.message.fill('A seller of purple.');
    await form.privacy.check();
    await form.send.click();
    await expect(page.getByText(sentence)).toBeVisible();
    await expect(form.message).toHaveValue('A seller of purple.');
  });

  test('a bot that fills the hidden honeypot field is thanked like a person, and nothing is sent or stored', async ({ page, stack }) => {
    const marker = `honeypot-${Date.now()}`;
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/contact_messages')) requests.push(request.method());
    });
    const form = await openContact(page);
    // Out of sight, out of the tab order and of the accessibility tree: no person meets it.
    const honeypot = form.main.getByTestId('contact-honeypot');
    await expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    await expect(honeypot.locator('input')).toHaveAttribute('tabindex', '-1');
    await expect(form.main.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
    await form.name.fill('Simon Magus');
    await form.email.fill('simon@example.org');
    await form.message.fill(marker);
    await form.privacy.check();
    await honeypot.locator('input').fill('https://spam.example');
    await form.send.click();
    await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
    await expect(form.main.getByTestId('contact-thank-you').getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(requests).toEqual([]);
    const stored = await apiClient(stack, 'service').from('contact_messages').select('id').eq('message', marker);
    expect(stored.data).toEqual([]);
  });
});

test.describe('Donate', () => {
  test('One-Time is selected by default with its five buttons; Monthly has four per-month buttons', async ({ page }) => {
    await page.goto('/donate');
    const main = page.getByRole('main');
    const tablist = main.getByRole('tablist', { name: 'Donation frequency' });
    const oneTime = tablist.getByRole('tab', { name: 'One-Time' });
    const monthly = tablist.getByRole('tab', { name: 'Monthly' });
    await expect(oneTime).toHaveAttribute('aria-selected', 'true');
    await expect(monthly).toHaveAttribute('aria-selected', 'false');

    const oneTimePanel = main.getByRole('tabpanel', { name: 'One-Time' });
    await expect(oneTimePanel.getByRole('link')).toHaveText([
      '$10 (opens in a new tab)',
      '$25 (opens in a new tab)',
      '$50 (opens in a new tab)',
      '$100 (opens in a new tab)',
      'Other Amount (opens in a new tab)',
    ]);
    await expect(main.getByRole('tabpanel', { name: 'Monthly' })).toBeHidden();

    await monthly.click();
    await expect(monthly).toHaveAttribute('aria-selected', 'true');
    const monthlyPanel = main.getByRole('tabpanel', { name: 'Monthly' });
    await expect(monthlyPanel.getByRole('link')).toHaveText([
      '$5/month (opens in a new tab)',
      '$10/month (opens in a new tab)',
      '$25/month (opens in a new tab)',
      '$50/month (opens in a new tab)',
    ]);
    await expect(oneTimePanel).toBeHidden();
    await expect(monthlyPanel).toContainText('cancel at any time through the payment provider\u2019s customer portal');

    for (const link of await main.locator('a[data-donation-link]').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(main).not.toContainText('tax deductible');
    await expect(main).toContainText('becoming a non-profit');
  });

  test('arrow keys, Home and End move between the tabs', async ({ page }) => {
    await page.goto('/donate');
    const oneTime = page.getByRole('tab', { name: 'One-Time' });
    const monthly = page.getByRole('tab', { name: 'Monthly' });
    await oneTime.focus();
    await page.keyboard.press('ArrowRight');
    await expect(monthly).toBeFocused();
    await expect(monthly).toHaveAttribute('aria-selected', 'true');
    await expect(monthly).toHaveAttribute('tabindex', '0');
    await expect(oneTime).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('ArrowRight');
    await expect(oneTime).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(monthly).toBeFocused();
    await page.keyboard.press('Home');
    await expect(oneTime).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(monthly).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Monthly' })).toBeVisible();
  });

  test('an unconfigured link shows the configuration alert and opens nothing', async ({ page, context }) => {
    await page.goto('/donate');
    let popups = 0;
    context.on('page', () => popups++);
    const alerts: Array<{ type: string; message: string }> = [];
    // Handle the alert as it opens: an open alert blocks the click that raised it.
    page.on('dialog', (dialog) => {
      alerts.push({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });
    await page.getByRole('link', { name: '$25 (opens in a new tab)' }).click();
    await page.getByRole('tab', { name: 'Monthly' }).click();
    await page.getByRole('link', { name: '$50/month (opens in a new tab)' }).click();
    await expect.poll(() => alerts.length).toBe(2);
    expect(alerts).toEqual([
      { type: 'alert', message: 'Please configure your Stripe Payment Link URLs in the code first!' },
      { type: 'alert', message: 'Please configure your Stripe Payment Link URLs in the code first!' },
    ]);
    expect(popups).toBe(0);
    await expect(page).toHaveURL(/\/donate\/?$/);
  });

  test('a configured link opens the hosted page in a new tab', async ({ page, context, baseURL }) => {
    await page.goto('/donate');
    await page.getByRole('tab', { name: 'Monthly' }).click();
    const link = page.getByRole('link', { name: '$10/month (opens in a new tab)' });
    // The seed leaves the links unconfigured; stand in for a configured one, as site_settings would provide.
    const hosted = `${baseURL}/payment-success/`;
    await link.evaluate((a, href) => a.setAttribute('href', href), hosted);
    let alerted = false;
    page.on('dialog', (d) => {
      alerted = true;
      void d.dismiss();
    });
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(hosted);
    expect(alerted).toBe(false);
    await expect(page).toHaveURL(/\/donate\/?$/);
  });
});

test.describe('Payment success and not found', () => {
  test('payment success thanks the giver and returns home', async ({ page }) => {
    const response = await page.goto('/payment-success');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your gift!' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  });

  test('an unknown path answers 404 with Oops! Page not found and Return to Home', async ({ page }) => {
    const response = await page.goto('/this/path/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const home = page.getByRole('main').getByRole('link', { name: 'Return to Home' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  });
});
