/**
 * Link previews and crawlers: every page of the sitemap has Open Graph and Twitter tags with an image
 * and one canonical address (its trailing-slash form); robots.txt names the sitemap; the favicon set and the theme
 * colour are there, drawn from the site's own mark.
 */
import { expect, test } from './fixtures.ts';

function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

test('every page of the sitemap has og and twitter tags with an image, and a canonical link to itself', async ({ page, request }) => {
  test.setTimeout(180_000);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const paths = sitemapPaths(await sitemap.text());
  expect(paths.length).toBeGreaterThan(10);
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const head = await page.evaluate(() => {
      const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
      return {
        canonicals: document.head.querySelectorAll('link[rel="canonical"]').length,
        canonical: attr('link[rel="canonical"]', 'href'),
        ogUrl: attr('meta[property="og:url"]', 'content'),
        ogTitle: attr('meta[property="og:title"]', 'content'),
        ogDescription: attr('meta[property="og:description"]', 'content'),
        ogType: attr('meta[property="og:type"]', 'content'),
        ogImage: attr('meta[property="og:image"]', 'content'),
        twitterCard: attr('meta[name="twitter:card"]', 'content'),
        twitterImage: attr('meta[name="twitter:image"]', 'content'),
      };
    });
    expect(head.canonicals, path).toBe(1);
    expect(new URL(head.canonical!).pathname, path).toBe(path.endsWith('/') ? path : `${path}/`);
    expect(head.ogUrl, path).toBe(head.canonical);
    expect(head.ogTitle, path).toBeTruthy();
    expect(head.ogDescription, path).toBeTruthy();
    expect(head.ogType, path).toMatch(/^(website|article)$/);
    expect(head.ogImage, path).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/);
    expect(head.twitterCard, path).toBe('summary_large_image');
    expect(head.twitterImage, path).toBe(head.ogImage);
  }
});

test('the default preview image is a 1200×630 PNG the site serves', async ({ page, request }) => {
  await page.goto('/about-us/');
  const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
  const response = await request.get(image.pathname);
  expect(response.headers()['content-type']).toContain('image/png');
  const bytes = await response.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
});

test('robots.txt allows the reader site and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.ok()).toBe(true);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
});

test('the favicon set and theme colour: SVG, ICO, PNG 32 and a 180 px apple-touch-icon', async ({ page, request }) => {
  await page.goto('/');
  const href = (selector: string) => page.locator(selector).first().getAttribute('href');
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);

  const svg = await request.get((await href('link[rel="icon"][type="image/svg+xml"]'))!);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  expect(await svg.text()).toContain('<svg');

  const png32 = await request.get((await href('link[rel="icon"][sizes="32x32"]'))!);
  const pngBytes = await png32.body();
  expect(pngBytes.subarray(1, 4).toString()).toBe('PNG');
  expect([pngBytes.readUInt32BE(16), pngBytes.readUInt32BE(20)]).toEqual([32, 32]);

  const touch = await request.get((await href('link[rel="apple-touch-icon"]'))!);
  const touchBytes = await touch.body();
  expect([touchBytes.readUInt32BE(16), touchBytes.readUInt32BE(20)]).toEqual([180, 180]);

  const ico = await request.get('/favicon.ico');
  expect(ico.ok()).toBe(true);
  const icoBytes = await ico.body();
  expect([icoBytes.readUInt16LE(0), icoBytes.readUInt16LE(2)]).toEqual([0, 1]);
  expect(icoBytes.readUInt16LE(4)).toBeGreaterThanOrEqual(1);
});
