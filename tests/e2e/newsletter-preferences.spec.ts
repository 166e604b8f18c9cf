/**
 * The daily e-mail's choice end to end (issue 21): a subscriber opens the "Daily or weekly" page from an e-mail's
 * link without signing in and chooses daily; the daily job then mails today's devotional once however often it
 * runs; a link that matches nobody says so; a signed-in reader whose address is subscribed chooses in /settings.
 */
import { apiClient, expect, test, type Stack } from './fixtures.ts';
import { newReader, signIn, toast } from './account/readers.ts';

interface Mail {
  subject: string;
  text: string;
}

async function mailTo(stack: Stack, address: string): Promise<Mail[]> {
  const response = await fetch(`${stack.apiUrl}/mailbox?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Mail[];
}

async function runDaily(stack: Stack) {
  const response = await fetch(`${stack.apiUrl}/functions/v1/daily-email`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.serviceRoleKey}`, apikey: stack.serviceRoleKey },
  });
  expect(response.status).toBe(200);
}

async function frequencyOf(stack: Stack, address: string) {
  const { data } = await apiClient(stack, 'service').from('newsletter_subscribers').select('frequency').eq('email', address).single();
  return (data as { frequency: string }).frequency;
}

test('the preferences page from an e-mail link and the choice in /settings', async ({ page, stack }) => {
  test.slow();
  const reader = await newReader(stack, 'Lydia Daily');
  const address = reader.email.toLowerCase();
  const { data, error } = await apiClient(stack, 'service')
    .from('newsletter_subscribers')
    .insert({ email: address, confirmed_at: new Date().toISOString() })
    .select('unsubscribe_token')
    .single();
  if (error) throw new Error(error.message);
  const link = `/newsletter/preferences/?token=${(data as { unsubscribe_token: string }).unsubscribe_token}`;

  await test.step('the link opens the choice, weekly as before; Save makes it daily', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your e-mail preferences');
    await expect(page.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await page.getByRole('radio', { name: 'Daily' }).check();
    expect(await frequencyOf(stack, address)).toBe('weekly');
    await page.getByRole('button', { name: 'Save my choice' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved. You will receive the daily e-mail.');
    expect(await frequencyOf(stack, address)).toBe('daily');
  });

  await test.step("the daily job mails today's devotional once, with the link back to the choice", async () => {
    await runDaily(stack);
    await runDaily(stack);
    const daily = (await mailTo(stack, address)).filter((m) => m.subject.startsWith("Today's devotional: "));
    expect(daily).toHaveLength(1);
    const back = /http\S+(\/newsletter\/preferences\/\?token=[0-9a-f]{64})/.exec(daily[0].text)![1];
    expect(back).toBe(link);
    await page.goto(back);
    await expect(page.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute('href', link.replace('/preferences/', '/unsubscribe/'));
  });

  await test.step('a link that matches nobody says so', async () => {
    await page.goto(`/newsletter/preferences/?token=${'0'.repeat(64)}`);
    await expect(page.getByRole('alert')).toContainText('This link is not valid.');
    await expect(page.getByRole('button', { name: 'Save my choice' })).toHaveCount(0);
  });

  await test.step('signed in, the reader chooses in /settings', async () => {
    await signIn(page, { ...reader });
    await page.goto('/settings');
    const section = page.getByTestId('settings-newsletter');
    await expect(section.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await section.getByRole('radio', { name: 'Weekly' }).check();
    await section.getByRole('button', { name: 'Save E-mail Preferences' }).click();
    await expect(toast(page, 'Saved. You will receive the weekly e-mail.')).toBeVisible();
    expect(await frequencyOf(stack, address)).toBe('weekly');
  });
});
