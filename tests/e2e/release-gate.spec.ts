/**
 * The release gate on the built site: a devotional dated after today (in the site's time zone) has no page,
 * its address leads to the home page, and nothing shipped (HTML, JSON, JavaScript, the search index) names it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { loadArchive } from './devotional/data.ts';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

test.describe('release gate', () => {
  test('future devotionals have no page: their address lands on /', async ({ page, stack }) => {
    const { future, today } = await loadArchive(stack);
    // The sample content is dated today-21 ... today+6.
    expect(future.map((d) => d.date).every((date) => date > today)).toBe(true);
    expect(future).toHaveLength(6);
    for (const d of future) {
      const first = await page.request.get(`/devotional/${d.id}/`, { maxRedirects: 0 });
      expect(first.status(), d.title).toBe(302);
      await page.goto(`/devotional/${d.id}/`);
      expect(new URL(page.url()).pathname, d.title).toBe('/');
      await expect(page.getByRole('heading', { level: 1, name: d.title })).toHaveCount(0);
    }
  });

  test('no shipped file names a future devotional', async ({ stack }) => {
    const siteDir = process.env.E2E_SITE_DIR;
    expect(siteDir, 'E2E_SITE_DIR is set by global setup').toBeTruthy();
    const { future, released } = await loadArchive(stack);
    expect(future.length).toBeGreaterThan(0);

    const files = (await filesUnder(siteDir!)).filter((f) => /\.(html|json|js|mjs|xml|txt)$/.test(f));
    // The scan must see the devotional pages and the data the islands read, or it proves nothing.
    expect(files.some((f) => f.endsWith(path.join('devotional', released[0].id, 'index.html')))).toBe(true);
    expect(files.filter((f) => f.endsWith('.json')).length).toBeGreaterThan(0);
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(0);

    const leaks: string[] = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const d of future) {
        // Titles may be HTML-escaped in pages and JSON-escaped in data; check the forms a build would write.
        const needles = [d.id, d.slug, d.title, d.title.replace(/'/g, '&#39;'), JSON.stringify(d.title).slice(1, -1)];
        for (const needle of new Set(needles)) {
          if (text.includes(needle)) leaks.push(`${path.relative(siteDir!, file)} contains "${needle}"`);
        }
      }
    }
    expect(leaks).toEqual([]);

    // Nor is there a folder for them.
    for (const d of future) {
      expect(files.some((f) => f.includes(`${path.sep}devotional${path.sep}${d.id}`))).toBe(false);
    }
  });
});
