/**
 * The verse of the day for churches (docs/churches.md): the builder on /churches/ offers it and previews today's
 * memory verse in the chosen language and Bible; a page of another origin frames it (tests/support/church-site.ts);
 * today's verse downloads as a square and a story picture of the right size, with something drawn on them; and no
 * later day's verse appears on the card or in the pictures (the release gate, as the site's today decides it).
 */
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { nodeCoverRasterizer } from '@lib/covers/node.ts';
import { splitMemoryVerse, verseImageSvg, type VerseImageFormat } from '@lib/covers/verse-card.ts';
import { EMBED_FRAME_HEIGHTS } from '@lib/embeds/frame.ts';
import { referenceIn } from '@lib/scripture/book-names.ts';
import { bsbMemoryVerse } from '@lib/sources/bsb.ts';
import { createBsbSource } from '@lib/sources/node.ts';
import { churchPage, startChurchSite, type ChurchSite } from '../support/church-site.ts';
import { byDate, loadArchive } from './devotional/data.ts';
import { apiClient, expect, test, type Stack } from './fixtures.ts';

let church: ChurchSite;
test.beforeAll(async () => {
  church = await startChurchSite();
});
test.afterAll(async () => {
  await church.close();
});

/** Today's English devotional (the sample content has one for every day around today) and tomorrow's. */
async function days(stack: Stack) {
  const archive = await loadArchive(stack);
  return { today: byDate(archive, archive.today), future: archive.future };
}

/** An edition's newest released devotional: what its /embed/today/ and /embed/verse/ show. */
async function newestIn(stack: Stack, language: 'nl' | 'es') {
  const service = apiClient(stack, 'service');
  const { data: today } = await service.rpc('site_today');
  const { data, error } = await service
    .from('devotionals')
    .select('id, date, memory_verse')
    .eq('status', 'published')
    .eq('language', language)
    .lte('date', today as string)
    .order('date', { ascending: false })
    .limit(1)
    .single();
  expect(error).toBeNull();
  return data as { id: string; date: string; memory_verse: string };
}

/** Text as the built page writes it (Astro escapes these five). */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** How many of the picture's pixels differ from its top-left corner's (the background), decoded by the browser. */
async function pixelsUnlikeTheBackground(page: Page, bytes: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let differing = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i] - data[0]) + Math.abs(data[i + 1] - data[1]) + Math.abs(data[i + 2] - data[2]) > 48) differing += 1;
    }
    return differing;
  }, bytes.toString('base64'));
}

/** The picture the build should have drawn for a stored verse in a format, drawn here with the same engine. */
async function expectedPicture(memoryVerse: string, abbreviation: string, doctrine: string, format: VerseImageFormat): Promise<Buffer> {
  const { words, reference } = splitMemoryVerse(memoryVerse);
  const svg = verseImageSvg({ words, reference: `${referenceIn('en', reference!)} (${abbreviation})`, doctrine, format });
  return Buffer.from((await nodeCoverRasterizer()).renderSvg(svg));
}

test.describe('the verse of the day in the builder on /churches/', () => {
  test('offers the verse card, previews today’s verse in the chosen language and Bible, and its pictures follow', async ({ page, stack }) => {
    const { today } = await days(stack);
    const kjv = splitMemoryVerse(today.memory_verse);
    const bsb = splitMemoryVerse((await bsbMemoryVerse(createBsbSource(), kjv.reference!))!);
    await page.goto('/churches/');
    const form = page.getByTestId('embed-builder');
    const preview = page.getByTestId('builder-preview');
    const card = page.frameLocator('[data-testid="builder-preview"]');
    await expect(page.getByTestId('builder-downloads')).toBeHidden();

    await form.getByLabel('Card', { exact: true }).selectOption({ label: 'The verse of the day' });
    await expect(preview).toHaveAttribute('src', '/embed/verse/');
    await expect(page.getByTestId('builder-snippet')).toContainText('/embed/verse/" title="The verse of the day from Reformed Devotionals"');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText('Verse of the day');
    await expect(card.locator('blockquote:visible')).toHaveText(kjv.words);
    await expect(card.locator('figcaption')).toHaveText(`${kjv.reference} (KJV)`, { useInnerText: true });
    const downloads = page.getByTestId('builder-downloads');
    await expect(downloads.getByRole('link', { name: 'Download square image' })).toHaveAttribute('href', '/embed/verse/square.png');
    await expect(downloads.getByRole('link', { name: 'Download story image' })).toHaveAttribute('href', '/embed/verse/story.png');

    await form.getByLabel('Bible for the memory verse').selectOption({ label: 'Berean Standard Bible (BSB)' });
    await expect(preview).toHaveAttribute('src', '/embed/verse/?translation=bsb');
    await expect(card.locator('blockquote:visible')).toHaveText(bsb.words);
    await expect(card.locator('figcaption')).toHaveText(`${kjv.reference} (BSB)`, { useInnerText: true });
    await expect(downloads.getByRole('link', { name: 'Download square image' })).toHaveAttribute('href', '/embed/verse/bsb/square.png');

    // Compact keeps the verse, without the picture or the date, in a shorter frame.
    await form.getByLabel('Size').selectOption({ label: 'Compact (no picture or date, a shorter verse)' });
    await expect(preview).toHaveAttribute('src', '/embed/verse/?size=compact&translation=bsb');
    await expect(page.getByTestId('builder-snippet')).toContainText(`height="${EMBED_FRAME_HEIGHTS.verse.compact}"`);
    await expect(card.locator('blockquote:visible')).toHaveText(bsb.words);
    await expect(card.locator('time')).toBeHidden();
    await form.getByLabel('Size').selectOption('full');

    // Dutch: the Statenvertaling, the book in Dutch, the Dutch pictures.
    const dutch = await newestIn(stack, 'nl');
    await form.getByLabel('Language').selectOption('nl');
    await expect(preview).toHaveAttribute('src', '/nl/embed/verse/');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText('Tekst van de dag');
    await expect(card.locator('blockquote:visible')).toHaveText(splitMemoryVerse(dutch.memory_verse).words);
    await expect(card.locator('figcaption')).toHaveText(/^\S.* \d+:\d+ \(SV\)$/, { useInnerText: true });
    await expect(downloads.getByRole('link', { name: 'Download story image' })).toHaveAttribute('href', '/nl/embed/verse/story.png');

    // Another card hides the pictures again, and its compact size drops the memory verse.
    await form.getByLabel('Card', { exact: true }).selectOption({ label: 'The catechism of the week' });
    await expect(downloads).toBeHidden();
    await expect(form.getByLabel('Size').locator('option[value="compact"]')).toHaveText('Compact (no picture or memory verse)');
  });

  test('/nl/churches/ and /es/churches/ offer the verse card and its pictures in their own words', async ({ page }) => {
    for (const [lang, heading, square, story] of [
      ['nl', 'De tekst van de dag', 'Vierkante afbeelding downloaden', 'Afbeelding voor een verhaal downloaden'],
      ['es', 'El versículo del día', 'Descargar imagen cuadrada', 'Descargar imagen para historia'],
    ] as const) {
      await page.goto(`/${lang}/churches/`);
      const section = page.getByTestId('churches-verse');
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(heading);
      await expect(section.getByRole('link', { name: square })).toHaveAttribute('href', `/${lang}/embed/verse/square.png`);
      await expect(section.getByRole('link', { name: story })).toHaveAttribute('href', `/${lang}/embed/verse/story.png`);
      await page.getByTestId('embed-builder').locator('select[name="card"]').selectOption('verse');
      await expect(page.getByTestId('builder-preview')).toHaveAttribute('src', `/${lang}/embed/verse/`);
      await expect(page.getByTestId('builder-downloads').getByRole('link', { name: square })).toBeVisible();
    }
  });
});

test.describe('the verse card on a church website', () => {
  test('framed by another origin: today’s verse, linking to the day’s devotional, each edition’s Bible, axe clean', async ({ page, stack }) => {
    const { today } = await days(stack);
    const dutch = await newestIn(stack, 'nl');
    const sources = ['/embed/verse/?theme=dark', '/nl/embed/verse/', '/nl/embed/verse/?translation=kjv&size=compact'];
    const frames = sources.map((src) => `<iframe src="${stack.siteUrl}${src}" title="${src}" width="560" height="420" style="border:0"></iframe>`);
    await page.goto(church.page('/verse.html', churchPage(frames.join(''))));
    const [english, own, inKjv] = [0, 1, 2].map((n) => page.frameLocator('iframe').nth(n));

    await expect(english.getByRole('heading', { level: 1 })).toHaveText('Verse of the day');
    await expect(english.locator('blockquote:visible')).toHaveText(splitMemoryVerse(today.memory_verse).words);
    await expect(english.locator('html')).toHaveAttribute('data-theme', 'dark');
    const read = english.getByRole('link', { name: /^Read the devotional/ });
    await expect(read).toHaveAttribute('href', `/devotional/${today.id}/`);
    await expect(read).toHaveAttribute('target', '_blank');
    await expect(english.locator('time')).toHaveAttribute('datetime', today.date);

    await expect(own.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(own.locator('blockquote:visible')).toHaveText(splitMemoryVerse(dutch.memory_verse).words);
    await expect(own.locator('blockquote:visible')).not.toHaveAttribute('lang', /./);
    await expect(own.getByRole('link', { name: /^Lees de overdenking/ })).toHaveAttribute('href', `/nl/devotional/${dutch.id}/`);
    // The English original's KJV on a Dutch card is marked English, its book still in Dutch.
    await expect(inKjv.locator('blockquote:visible')).toHaveAttribute('lang', 'en');
    await expect(inKjv.locator('figcaption')).toHaveText(/^\S.* \d+:\d+ \(KJV\)$/, { useInnerText: true });
    await expect(inKjv.locator('.art')).toBeHidden();

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('the frame the builder gives holds the card, full and compact, at the default width and on a phone', async ({ page, stack }) => {
    for (const path of ['/embed/verse/', '/nl/embed/verse/', '/es/embed/verse/', '/embed/verse/?translation=bsb']) {
      for (const size of ['full', 'compact'] as const) {
        for (const width of [560, 320]) {
          const height = EMBED_FRAME_HEIGHTS.verse[size];
          const src = `${stack.siteUrl}${path}${size === 'compact' ? `${path.includes('?') ? '&' : '?'}size=compact` : ''}`;
          await page.goto(
            church.page('/held.html', churchPage(`<iframe src="${src}" title="verse" width="${width}" height="${height}" style="border:0"></iframe>`)),
          );
          const frame = page.frameLocator('iframe');
          await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
          const cardHeight = await frame.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
          expect(cardHeight, `${path} ${size} at ${width}`).toBeLessThanOrEqual(height);
        }
      }
    }
  });

  test('names its oEmbed response, which frames the card as today.json frames today’s', async ({ request }) => {
    const html = await (await request.get('/nl/embed/verse/')).text();
    const discovered = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html);
    expect(new URL(discovered![1]).pathname).toBe('/nl/oembed/verse.json');
    const oembed = (await (await request.get('/nl/oembed/verse.json')).json()) as Record<string, unknown>;
    const today = (await (await request.get('/nl/oembed/today.json')).json()) as Record<string, unknown>;
    expect(Object.keys(oembed).sort()).toEqual(Object.keys(today).sort());
    expect(oembed).toMatchObject({ version: '1.0', type: 'rich', title: 'De tekst van de dag van Reformed Devotionals', width: 560 });
    expect(oembed.html).toMatch(/<iframe src="[^"]+\/nl\/embed\/verse\/" title="De tekst van de dag van Reformed Devotionals"/);
  });
});

test.describe('today’s verse as pictures', () => {
  test('the square and the story download at their sizes, drawn, and are today’s verse', async ({ page, stack }) => {
    const { today } = await days(stack);
    await page.goto('/churches/');
    const section = page.getByTestId('churches-verse');
    for (const [name, format, width, height] of [
      ['Download square image', 'square', 1080, 1080],
      ['Download story image', 'story', 1080, 1920],
    ] as const) {
      const link = section.getByTestId(`download-${format}-kjv`);
      await expect(link).toHaveText(name);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(`verse-of-the-day-${today.date}-kjv-${format}.png`);
      const bytes = await readFile((await download.path())!);
      expect(pngSize(bytes), format).toEqual({ width, height });
      // Lettering on the background: a good share of the picture is not its corner's colour.
      expect(await pixelsUnlikeTheBackground(page, bytes), format).toBeGreaterThan(width * height * 0.01);
      // The very picture of today's verse, as the cover engine draws it.
      expect(bytes.equals(await expectedPicture(today.memory_verse, 'KJV', today.key_doctrine, format)), format).toBe(true);
    }
    // The BSB's pictures are there too.
    for (const format of ['square', 'story'] as const) {
      const response = await page.request.get(`/embed/verse/bsb/${format}.png`);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });

  test('an unreleased day’s verse appears neither on the card nor in a picture', async ({ page, stack }) => {
    const { today, future } = await days(stack);
    expect(future.length).toBeGreaterThan(0);
    const todays = splitMemoryVerse(today.memory_verse).words;
    const later = future.filter((d) => splitMemoryVerse(d.memory_verse).words !== todays);
    expect(later.length).toBeGreaterThan(0);
    const card = await (await page.request.get('/embed/verse/')).text();
    expect(card).toContain(escaped(todays));
    const square = Buffer.from(await (await page.request.get('/embed/verse/square.png')).body());
    for (const d of later) {
      const { words } = splitMemoryVerse(d.memory_verse);
      expect(card, d.date).not.toContain(escaped(words).slice(0, 40));
      expect(card, d.date).not.toContain(d.id);
      expect(square.equals(await expectedPicture(d.memory_verse, 'KJV', d.key_doctrine, 'square')), d.date).toBe(false);
    }
  });
});
