/** Reader pages never load the admin console's code: not by script, preload or any request while reading. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiClient, expect, test } from '../fixtures.ts';

test.describe('admin bundle isolation', () => {
  test('reader pages request nothing from /admin/', async ({ page, stack }) => {
    const { data } = await apiClient(stack).from('devotionals').select('id').order('date', { ascending: false }).limit(1);
    const { data: confession } = await apiClient(stack).from('confessions').select('slug').limit(1);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const route of ['/', `/devotional/${data![0].id}/`, '/confessions', `/confessions/${confession![0].slug}`, '/about-us', '/donate']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    }
    expect(requested.length).toBeGreaterThan(6);
    expect(requested.filter((p) => p.startsWith('/admin'))).toEqual([]);
  });

  test('no built reader page references the admin assets', async () => {
    const siteDir = process.env.E2E_SITE_DIR!;
    const entries = await readdir(siteDir, { withFileTypes: true, recursive: true });
    const pages = entries
      .filter((e) => e.isFile() && e.name.endsWith('.html'))
      .map((e) => path.join(e.parentPath, e.name))
      .filter((f) => !path.relative(siteDir, f).startsWith('admin'));
    expect(pages.length).toBeGreaterThan(10);
    for (const file of pages) {
      expect(await readFile(file, 'utf8'), path.relative(siteDir, file)).not.toMatch(/\/admin\/assets\//);
    }
  });
});
