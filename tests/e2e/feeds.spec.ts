import { apiClient, expect, test } from './fixtures.ts';
import { seededDevotionals } from './home/content.ts';

/** Parses XML in the browser; throws with the parser's message when it is not well-formed. */
async function parseXml(page: import('@playwright/test').Page, xml: string, select: string): Promise<string[][]> {
  return page.evaluate(
    ({ xml, select }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.querySelector('parsererror');
      if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
      return [...doc.querySelectorAll(select)].map((el) => [...el.children].map((c) => `${c.tagName}=${c.textContent ?? ''}`));
    },
    { xml, select },
  );
}

test.describe('feeds and manifests', () => {
  test('/rss.xml lists released devotionals only, newest first, with absolute links', async ({ page, request, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    const released = devotionals.filter((d) => d.released);
    const response = await request.get('/rss.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto('/');
    const items = await parseXml(page, xml, 'rss > channel > item');
    const field = (item: string[], name: string) => item.find((f) => f.startsWith(`${name}=`))?.slice(name.length + 1) ?? '';

    expect(items.map((i) => field(i, 'title'))).toEqual(released.map((d) => d.title));
    for (const [index, item] of items.entries()) {
      const link = field(item, 'link');
      expect(link).toMatch(/^https?:\/\//);
      expect(new URL(link).pathname).toBe(`/devotional/${released[index].id}/`);
      expect(new Date(field(item, 'pubDate')).toISOString().slice(0, 10)).toBe(released[index].date);
      expect(field(item, 'description').length).toBeGreaterThan(20);
    }
    for (const future of devotionals.filter((d) => !d.released)) {
      expect(xml).not.toContain(future.id);
      expect(xml).not.toContain(future.title.replace(/&/g, '&amp;'));
    }
  });

  test('/sitemap.xml lists the public routes, every released devotional and every confession', async ({ page, request, stack }) => {
    const { devotionals } = await seededDevotionals(stack);
    const { data: confessions, error } = await apiClient(stack).from('confessions').select('slug');
    expect(error).toBeNull();
    expect(confessions!.length).toBeGreaterThan(0);
    const xml = await (await request.get('/sitemap.xml')).text();
    await page.goto('/');
    const paths = (await parseXml(page, xml, 'urlset > url')).map((u) => new URL(u[0].replace(/^loc=/, '')).pathname);
    for (const route of ['/', '/confessions/', '/about-us/', '/behind-the-scenes/', '/privacy/', '/contact/', '/donate/']) expect(paths).toContain(route);
    for (const c of confessions!) expect(paths).toContain(`/confessions/${c.slug}/`);
    for (const d of devotionals) {
      if (d.released) expect(paths).toContain(`/devotional/${d.id}/`);
      else expect(paths).not.toContain(`/devotional/${d.id}/`);
    }
  });

  test('/devotionals.json is the compact manifest of released devotionals only', async ({ request, stack }) => {
    const { devotionals, today, timeZone } = await seededDevotionals(stack);
    const manifest = await (await request.get('/devotionals.json')).json();
    expect(manifest.siteToday).toBe(today);
    expect(manifest.timeZone).toBe(timeZone);
    const released = devotionals.filter((d) => d.released);
    expect(manifest.devotionals.map((d: { id: string }) => d.id)).toEqual(released.map((d) => d.id));
    expect(Object.keys(manifest.devotionals[0]).sort()).toEqual(['date', 'doctrine', 'id', 'image', 'passage', 'readingTime', 'slug', 'tags', 'title']);
    const body = JSON.stringify(manifest);
    for (const future of devotionals.filter((d) => !d.released)) expect(body).not.toContain(future.id);

    const scripture = await (await request.get('/scripture-index.json')).json();
    expect(Object.keys(scripture).sort()).toEqual(released.map((d) => d.id).sort());
    expect(scripture[released[0].id]).toBe(released[0].scriptureText);
  });
});
