/**
 * Settings → Your data → "Download a readable copy", in the Dutch edition: the page saves one HTML file named like
 * the JSON one, written in Dutch (labels, dates, the edition's Bible), holding the reader's own words as text, and
 * it opens in the browser as a page of its own with no script.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { apiClient, expect, test } from '../fixtures.ts';
import { scrollUntil } from '../scroll.ts';
import { giveEveryKindOfData } from '../../support/reader-data.ts';
import { newReader, readerClient, signIn, toast } from '../account/readers.ts';

test('a Dutch reader downloads a readable copy of their data, in Dutch', async ({ page, stack }, testInfo) => {
  const anon = apiClient(stack);
  const service = apiClient(stack, 'service');
  const reader = await newReader(stack, 'Anneke <b>de Vries</b>');
  const { data: devotionals } = await anon.from('devotionals').select('id, title').eq('language', 'en').order('date', { ascending: false }).limit(2);
  const { data: section } = await anon.from('confession_sections').select('id').limit(1).single();
  const [saved, read] = devotionals!;
  const client = await readerClient(stack, reader);
  await giveEveryKindOfData(client, service, reader, { devotionalIds: [saved.id, read.id], sectionId: section!.id });
  await client.from('reader_bibles').insert({ user_id: reader.id, language: 'nl', translation: 'sv' }).throwOnError();
  await client.from('practice_learners').insert({ name: 'Daan', age_band: 'teen', bible_translation: 'sv' }).throwOnError();

  await signIn(page, reader);
  await page.goto('/nl/settings/');
  const yourData = page.getByTestId('settings-your-data');
  // Below the first view: it loads as the reader scrolls to it.
  await scrollUntil(page, yourData);
  await expect(yourData.getByRole('button', { name: 'Mijn gegevens downloaden' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Leesbare kopie downloaden' }).click();
  const download = await downloading;
  await expect(toast(page, 'Uw leesbare kopie is gedownload.')).toBeVisible();
  expect(download.suggestedFilename()).toMatch(/^reformed-devotionals-data-\d{4}-\d{2}-\d{2}\.html$/);
  // Saved under its own name, so the browser opens it by its .html ending as a person's would.
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const html = await readFile(path, 'utf8');

  expect(html).toContain('<html lang="nl">');
  expect(html).not.toMatch(/<script|<b>de Vries/i);
  expect(html).toContain('Anneke &lt;b&gt;de Vries&lt;/b&gt;');
  for (const words of [
    'Uw account',
    'Uw aantekeningen',
    'Goodness and mercy all my days.',
    'Leesgeschiedenis',
    'Uit het hoofd leren',
    'Daan, leeftijd: tiener',
    'Dagelijkse herinneringen',
    '<dt>Tijd</dt><dd>07:00</dd>',
    '<td>push.example.test</td>',
  ]) {
    expect(html).toContain(words);
  }
  expect(html).toContain('<td>Nederlands</td><td>Statenvertaling</td>');
  expect(html).toContain('Bijbel: Statenvertaling');
  expect(html).toContain('Westminster Shorter Catechism, Vraag 1');
  expect(html).toContain(`Tekst om te onthouden`);
  // Dates as Dutch writes them ("3 december 2026"), never the English month names.
  expect(html).toMatch(/\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}/);
  expect(html).not.toMatch(/\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/);

  // Opened as a file, it is a page of its own that reads as the copy says.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(pathToFileURL(path).href);
  await expect(page.getByRole('heading', { level: 1, name: 'Uw gegevens bij Reformed Devotionals' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Uw aantekeningen' })).toBeVisible();
  expect(errors).toEqual([]);
});
