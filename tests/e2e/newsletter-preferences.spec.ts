/**
 * The daily e-mail's choice end to end (issues 21 and 33): a subscriber opens the "Daily or weekly, KJV or BSB" page
 * from an e-mail's link without signing in and chooses daily; the daily job then mails today's devotional once
 * however often it runs; a link that matches nobody says so; a signed-in reader whose address is subscribed chooses
 * in /settings. Another subscriber chooses the BSB there, and the daily e-mail quotes the BSB. A signed-in reader
 * whose address is confirmed turns the daily e-mail on under Reminders in /settings in one step, at the hour chosen
 * (kept after a reload), and turns it off again there; the weekly one from the E-mail section.
 */
import { bsbMemoryVerse } from '@lib/sources/bsb.ts';
import { createBsbSource } from '@lib/sources/node.ts';
import { todayIn } from '@lib/dates.ts';
import { apiClient, expect, test, type Stack } from './fixtures.ts';
import { scrollUntil } from './scroll.ts';
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

async function subscribe(stack: Stack, address: string): Promise<string> {
  const { data, error } = await apiClient(stack, 'service')
    .from('newsletter_subscribers')
    .insert({ email: address, confirmed_at: new Date().toISOString() })
    .select('unsubscribe_token')
    .single();
  if (error) throw new Error(error.message);
  return (data as { unsubscribe_token: string }).unsubscribe_token;
}

async function frequencyOf(stack: Stack, address: string) {
  const { data } = await apiClient(stack, 'service').from('newsletter_subscribers').select('frequency').eq('email', address).single();
  return (data as { frequency: string }).frequency;
}

test('the preferences page from an e-mail link and the choice in /settings', async ({ page, stack }) => {
  test.slow();
  const reader = await newReader(stack, 'Lydia Daily');
  const address = reader.email.toLowerCase();
  const link = `/newsletter/preferences/?token=${await subscribe(stack, address)}`;

  await test.step('the link opens the choice, weekly as before; Save makes it daily', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your e-mail preferences');
    await expect(page.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await page.getByRole('radio', { name: 'Daily' }).check();
    expect(await frequencyOf(stack, address)).toBe('weekly');
    await page.getByRole('button', { name: 'Save my choice' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved. You will receive the daily e-mail, with Scripture in the KJV.');
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
    // E-mail is below the first view: it loads as the reader scrolls to it.
    await scrollUntil(page, section);
    await expect(section.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await section.getByRole('radio', { name: 'Weekly' }).check();
    await section.getByRole('button', { name: 'Save E-mail Preferences' }).click();
    await expect(toast(page, 'Saved. You will receive the weekly e-mail.')).toBeVisible();
    expect(await frequencyOf(stack, address)).toBe('weekly');
  });
});

test('a subscriber chooses the BSB, and the daily e-mail quotes it', async ({ page, stack }) => {
  test.slow();
  const address = `berean.${Date.now()}@example.test`;
  const link = `/newsletter/preferences/?token=${await subscribe(stack, address)}`;
  const service = apiClient(stack, 'service');

  await test.step('the page offers the KJV, chosen, and the BSB; Save keeps the BSB with the daily e-mail', async () => {
    await page.goto(link);
    const translation = page.getByRole('group', { name: 'Bible translation' });
    await expect(translation.getByRole('radio', { name: 'King James Version (KJV)' })).toBeChecked();
    await page.getByRole('radio', { name: 'Daily' }).check();
    await translation.getByRole('radio', { name: 'Berean Standard Bible (BSB)' }).check();
    await page.getByRole('button', { name: 'Save my choice' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved. You will receive the daily e-mail, with Scripture in the BSB.');
    const { data } = await service.from('newsletter_subscribers').select('frequency, bible_translation').eq('email', address).single();
    expect(data).toEqual({ frequency: 'daily', bible_translation: 'bsb' });
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Berean Standard Bible (BSB)' })).toBeChecked();
  });

  await test.step("the daily e-mail quotes today's passage and memory verse in the BSB", async () => {
    await runDaily(stack);
    const [mail] = (await mailTo(stack, address)).filter((m) => m.subject.startsWith("Today's devotional: "));
    const { data: settings } = await service.from('site_settings').select('timezone').single();
    const { data: today } = await service
      .from('devotionals')
      .select('biblical_passage, memory_verse')
      .eq('status', 'published')
      .eq('date', todayIn((settings as { timezone: string }).timezone))
      .order('created_at')
      .limit(1)
      .single();
    const { biblical_passage: passage, memory_verse: memoryVerse } = today as { biblical_passage: string; memory_verse: string | null };
    const bsb = createBsbSource();
    const { verses } = await bsb.verses(passage);
    expect(mail.text).toContain(`${passage} (BSB)\n${verses[0].verse} ${verses[0].text}`);
    const reference = memoryVerse && /\(([^()]+)\)\s*$/.exec(memoryVerse)?.[1];
    if (reference) expect(mail.text).toContain(`Memory verse: ${(await bsbMemoryVerse(bsb, reference))!.replace(/\)$/, ', BSB)')}`);
  });
});

test('a signed-in reader turns the daily e-mail on under Reminders in one step, and off again; the weekly one in Dutch', async ({ page, stack }) => {
  test.slow();
  const reader = await newReader(stack, 'Phoebe Settings');
  const address = reader.email.toLowerCase();
  const service = apiClient(stack, 'service');
  const rowOf = async () =>
    (
      await service
        .from('newsletter_subscribers')
        .select('frequency, language, confirmed_at, unsubscribed_at, send_hour, time_zone')
        .eq('email', address)
        .maybeSingle()
    ).data;
  await signIn(page, { ...reader });

  await test.step('not subscribed: Reminders by e-mail at 7:00 AM sends the daily e-mail, with no confirmation e-mail', async () => {
    await page.goto('/settings');
    await scrollUntil(page, page.getByTestId('settings-newsletter'));
    await expect(page.getByTestId('settings-newsletter')).toContainText(`${reader.email} does not receive the e-mail.`);
    const reminders = page.getByTestId('settings-reminders');
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await reminders.getByRole('checkbox', { name: 'Remind me every day' }).check();
    const hour = reminders.getByLabel('Remind me at');
    await expect(hour.getByRole('option', { selected: true })).toHaveText('As soon as it is out');
    await expect(reminders).toContainText(`Your time zone: ${zone}`);
    await expect(reminders.getByLabel('Edition')).toHaveValue('en');
    await expect(reminders.getByRole('checkbox', { name: 'A gentle nudge in the evening' })).not.toBeChecked();
    await hour.selectOption({ label: '7:00 AM' });
    await reminders.getByRole('radio', { name: 'By e-mail' }).check();
    await expect(reminders).toContainText(`The e-mail goes to ${reader.email}`);
    await reminders.getByRole('button', { name: 'Save Reminders' }).click();
    await expect(toast(page, 'Saved. Your reminder comes every day at 7:00 AM.')).toBeVisible();
    const row = await rowOf();
    expect(row).toMatchObject({ frequency: 'daily', language: 'en', unsubscribed_at: null, send_hour: 7, time_zone: zone });
    expect(row?.confirmed_at).toBeTruthy();
    expect(await mailTo(stack, address)).toHaveLength(0);
    // The E-mail section below shows it at once.
    await expect(page.getByTestId('settings-newsletter')).toContainText(`The e-mail goes to ${reader.email}.`);
  });

  await test.step('after a reload it is still on, by e-mail at the hour chosen; turning Reminders off stops the e-mail', async () => {
    await page.reload();
    const reminders = page.getByTestId('settings-reminders');
    await scrollUntil(page, reminders);
    await expect(reminders.getByRole('checkbox', { name: 'Remind me every day' })).toBeChecked();
    await expect(reminders.getByLabel('Remind me at')).toHaveValue('7');
    await expect(reminders.getByRole('radio', { name: 'By e-mail' })).toBeChecked();
    await reminders.getByRole('checkbox', { name: 'Remind me every day' }).uncheck();
    await reminders.getByRole('button', { name: 'Save Reminders' }).click();
    await expect(toast(page, 'Saved. Reminders are off.')).toBeVisible();
    expect((await rowOf())?.unsubscribed_at).toBeTruthy();
    await expect(page.getByTestId('settings-newsletter')).toContainText(`${reader.email} does not receive the e-mail.`);
  });

  await test.step('in the Dutch edition the section speaks Dutch, and turns the weekly e-mail back on in Dutch', async () => {
    await page.goto('/nl/settings/');
    const section = page.getByTestId('settings-newsletter');
    await scrollUntil(page, section);
    await expect(section.getByRole('heading', { name: 'E-mail' })).toBeVisible();
    await expect(section).toContainText(`${reader.email} ontvangt de e-mail niet.`);
    await expect(section.getByLabel('Taal van de e-mails')).toHaveValue('nl');
    await section.getByRole('radio', { name: 'Wekelijks' }).check();
    await section.getByRole('button', { name: 'Stuur mij de wekelijkse e-mail' }).click();
    await expect(toast(page, 'Gereed. U ontvangt de wekelijkse e-mail.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Stop de e-mails' })).toBeVisible();
    expect(await rowOf()).toMatchObject({ frequency: 'weekly', language: 'nl', unsubscribed_at: null });
  });
});
