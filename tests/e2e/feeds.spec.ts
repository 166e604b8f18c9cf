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

  test('/devotionals/ is the compact manifest of released devotionals only, split by year, newest first', async ({ request, stack }) => {
    const { devotionals, today, timeZone } = await seededDevotionals(stack);
    const index = await (await request.get('/devotionals/index.json')).json();
    expect(index.siteToday).toBe(today);
    expect(index.timeZone).toBe(timeZone);
    const released = devotionals.filter((d) => d.released);
    expect(index.total).toBe(released.length);
    const entries: { id: string; date: string; p: number; passage: string }[] = [];
    for (const part of index.parts) {
      const file = await (await request.get(`/devotionals/${part.year}.json`)).json();
      expect(file.devotionals).toHaveLength(part.count);
      for (const d of file.devotionals) expect(d.date.slice(0, 4)).toBe(part.year);
      const body = JSON.stringify(file);
      for (const future of devotionals.filter((d) => !d.released)) expect(body).not.toContain(future.id);
      entries.push(...file.devotionals);
    }
    expect(entries.map((d) => d.id)).toEqual(released.map((d) => d.id));
    expect(Object.keys(entries[0]).sort()).toEqual(['date', 'doctrine', 'id', 'image', 'opening', 'p', 'passage', 'readingTime', 'slug', 'tags', 'title']);

    // The scripture word index: each word of a released devotional's text points at its passage number.
    const first = released[0];
    const word = (first.scriptureText ?? '').toLowerCase().match(/[a-z]{4,}/)![0];
    const shard = await (await request.get(`/scripture/words/${word.slice(0, 2)}.json`)).json();
    expect(index.wordShards).toContain(word.slice(0, 2));
    // Passage numbers are delta-encoded: each is the gap from the one before.
    let n = 0;
    expect((shard[word] as number[]).map((d) => (n += d))).toContain(entries[0].p);
  });
});
