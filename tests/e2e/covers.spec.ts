/**
 * Covers that differ and are not read twice (docs/covers.md): the styles take turns by date, the site
 * shows the art without lettering wherever the title is set beside it, link previews keep the titled cover; and
 * each devotional's memory verse has a square verse card to share or download.
 */
import { inflateSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';
import { daysBefore, loadArchive, byDate } from './devotional/data.ts';
import { coverStyleForDate } from '@lib/covers/style-rule.ts';
import { fallbackArtUrl } from '@lib/covers/fallback-art.ts';
import { BLANK_COVER_DAY } from './blank-cover-fixture.ts';

const ART = /\/devotional-images\/[0-9a-f-]{36}\/cover-card-[0-9a-f-]{36}\.png$/;
const TITLED = /\/devotional-images\/[0-9a-f-]{36}\/cover-[0-9a-f-]{36}\.png$/;

/**
 * The colour of a PNG's top-left pixel. Whatever a scanline's filter, its first pixel has no left or upper
 * neighbour, so its bytes after the filter byte are the colour itself: inflating the IDAT data is enough.
 */
async function cornerColour(url: string): Promise<[number, number, number]> {
  const png = Buffer.from(await (await fetch(url)).arrayBuffer());
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const pixels = inflateSync(Buffer.concat(idat));
  return [pixels[1], pixels[2], pixels[3]];
}

test.describe('covers', () => {
  test('consecutive days get different styles, and the hero shows the art while og:image keeps the title', async ({ page, stack }) => {
    test.setTimeout(90_000);
    const archive = await loadArchive(stack);
    const days = [1, 2, 3, 4].map((n) => byDate(archive, daysBefore(archive.today, n)));
    const corners: string[] = [];
    for (const devotional of days) {
      expect(devotional.card_image_url).toMatch(ART);
      expect(devotional.image_url).toMatch(TITLED);
      await page.goto(`/devotional/${devotional.id}/`);
      await expect(page.locator('.devotional-hero img')).toHaveAttribute('src', devotional.card_image_url!);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', devotional.image_url!);

      const corner = await cornerColour(devotional.card_image_url!);
      corners.push(corner.join(','));
      const style = coverStyleForDate(devotional.date);
      // Parchment is warm paper and Nocturne a night sky whatever the doctrine.
      if (style === 'parchment') expect(corner).toEqual([246, 239, 223]);
      if (style === 'nocturne') expect(corner).toEqual([13, 20, 36]);
    }
    expect(new Set(days.map((d) => coverStyleForDate(d.date))).size).toBe(4);
    expect(new Set(corners).size).toBe(4);
  });

  test("a day whose stored cover is blank shows the day's art from the style rules instead, on its page and its card", async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    const d = byDate(archive, daysBefore(archive.today, BLANK_COVER_DAY));
    // The blank picture is what the database names (blank-cover-fixture.ts).
    expect(d.card_image_url).toMatch(ART);
    const art = fallbackArtUrl({ title: d.title, passage: d.biblical_passage, doctrine: d.key_doctrine, date: d.date });
    await page.goto(`/devotional/${d.id}/`);
    const hero = page.locator('.devotional-hero img');
    await expect(hero).toHaveAttribute('src', art);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(hero).not.toHaveAttribute('data-fallback', 'default');
    // The titled cover is not blank, so link previews keep it.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', d.image_url!);
    // The archive's card for the day (the manifest the home page and archive read) shows the same art.
    const year = (await (await page.request.get(`/devotionals/${d.date.slice(0, 4)}.json`)).json()) as { devotionals: Array<{ id: string; image: string }> };
    expect(year.devotionals.find((entry) => entry.id === d.id)?.image).toBe(art);
  });

  test("the home page's cards show the art without lettering", async ({ page }) => {
    await page.goto('/');
    const covers = page.locator('main img[src*="/devotional-images/"]');
    await expect(covers.first()).toBeVisible();
    const sources = await covers.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')!));
    expect(sources.length).toBeGreaterThan(1);
    for (const src of sources) expect(src).toMatch(ART);
  });
});

test.describe('verse card', () => {
  test('the memory verse offers a square verse card to share and download', async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    const devotional = byDate(archive, daysBefore(archive.today, 1));
    await page.goto(`/devotional/${devotional.id}/`);
    const actions = page.getByTestId('verse-card-actions');
    const download = actions.getByRole('link', { name: 'Download verse card' });
    await expect(download).toHaveAttribute('href', `/devotional/${devotional.id}/verse-card.png`);
    await expect(download).toHaveAttribute('download', 'verse-card.png');

    const response = await page.request.get(`/devotional/${devotional.id}/verse-card.png`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.readUInt32BE(16)).toBe(1080);
    expect(png.readUInt32BE(20)).toBe(1080);

    // Without a share sheet (desktop Chromium), sharing copies the card's address.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await actions.getByRole('button', { name: 'Share verse card' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/devotional/${devotional.id}/verse-card.png`, page.url()).href);
  });

  test('an unreleased devotional has no verse card', async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    expect(archive.future.length).toBeGreaterThan(0);
    const response = await page.request.get(`/devotional/${archive.future[0].id}/verse-card.png`, { maxRedirects: 0 });
    expect(response.headers()['content-type'] ?? '').not.toBe('image/png');
  });
});
