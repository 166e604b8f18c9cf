/** /admin/site-settings: name, contact e-mail and donation links, validated (https only) and saved. */
import { apiClient, expect, test } from '../fixtures.ts';
import { captureRebuildRequests, expectNoSeriousAxeViolations, toast } from './screens.ts';
import { openConsole } from '../../support/admin-sign-in.ts';

// One test changes the single settings row; it puts back what it found so other tests see the seed's settings.
test.describe.configure({ timeout: 90_000 });

test.describe('admin site settings', () => {
  test('edits the name, e-mail and donation links; refuses non-https links', async ({ page, stack }) => {
    const service = apiClient(stack, 'service');
    const { data: before } = await service.from('site_settings').select('site_name, contact_email, donation_links').single();
    const rebuilds = await captureRebuildRequests(page);
    try {
      await openConsole(page, stack, 'site-settings');
      await expect(page.getByLabel('Site name')).toHaveValue(before!.site_name);
      await expectNoSeriousAxeViolations(page, '/admin/site-settings');

      await page.getByLabel('Site name').fill('   ');
      await page.getByLabel('Contact e-mail').fill('not-an-address');
      await page.getByLabel('$25 link').fill('http://buy.stripe.com/twenty-five');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Site name is required')).toBeVisible();
      await expect(page.getByText('Enter a valid e-mail address, or leave it empty')).toBeVisible();
      await expect(page.getByText('Use a full https:// address, such as https://buy.stripe.com/…')).toBeVisible();
      expect((await service.from('site_settings').select('site_name').single()).data?.site_name).toBe(before!.site_name);
      expect(rebuilds).toEqual([]);

      await page.getByLabel('Site name').fill('Reformed Devotionals');
      await page.getByLabel('Contact e-mail').fill('hello@reformed-devotionals.org');
      await page.getByLabel('$25 link').fill('https://buy.stripe.com/twenty-five');
      await page.getByLabel('$5/month link').fill('https://buy.stripe.com/five-monthly');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(toast(page, 'Site settings saved')).toBeVisible();
      await expect.poll(() => rebuilds).toEqual(['Site settings changed']);

      // The site build reads the links with the anon key, in the shape site/data/build/donations.ts expects.
      const { data: after } = await apiClient(stack).from('site_settings').select('site_name, contact_email, donation_links').single();
      expect(after?.site_name).toBe('Reformed Devotionals');
      expect(after?.contact_email).toBe('hello@reformed-devotionals.org');
      expect(after?.donation_links.oneTime).toContainEqual({ label: '$25', amount: 25, url: 'https://buy.stripe.com/twenty-five' });
      expect(after?.donation_links.monthly).toContainEqual({ label: '$5/month', amount: 5, url: 'https://buy.stripe.com/five-monthly' });

      await page.reload();
      await expect(page.getByLabel('$25 link')).toHaveValue('https://buy.stripe.com/twenty-five');
      await expect(page.getByLabel('Contact e-mail')).toHaveValue('hello@reformed-devotionals.org');
    } finally {
      await service.from('site_settings').update(before!).eq('id', true);
    }
  });

  test("shows the database's refusal when a save fails", async ({ page, stack }) => {
    await openConsole(page, stack, 'site-settings');
    await expect(page.getByLabel('Site name')).toBeVisible();
    // Stand in for a request that skips the form's checks: the database refuses it with its own message.
    await page.route('**/rest/v1/site_settings?**', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      const body = JSON.parse(route.request().postData() ?? '{}');
      body.donation_links = { oneTime: [{ label: '$10', amount: 10, url: 'http://buy.stripe.com/ten' }], monthly: [] };
      return route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByLabel('$10 link').fill('https://buy.stripe.com/ten');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(toast(page, 'Failed to save site settings: Donation link "http://buy.stripe.com/ten" is not an https:// address')).toBeVisible();
  });
});
