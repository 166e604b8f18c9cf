/**
 * The release gate: a devotional dated after today (in the site's time zone) is reachable today by no way in a
 * reader has. Every way is listed here and tried with the anon key and with a fresh signed-in account:
 *   1. REST: the table by id, slug and date, its tag links and confession references, embeddings;
 *   2. views: tags_with_usage (counts) and public_testimonials;
 *   3. RPC: every function the API exposes to the caller that takes no required argument;
 *   4. storage: listing the media buckets, the authenticated download endpoint, and public URLs (a guessable
 *      slug-named URL finds nothing; the real URL has a random part and is linked from nothing shipped);
 *   5. the built site: the devotional's page, every shipped file (HTML, JSON, JS, XML, text);
 *   6. the manifest /devotionals.json, the RSS feed and the sitemap, as served;
 *   7. the Pagefind index, asked through Pagefind itself (its chunks are compressed, so a text scan of the
 *      files cannot see into them);
 *   8. Open Graph: no page's og:image is a future devotional's cover;
 *   9. the cards other sites embed (/embed/) and their oEmbed files (/oembed/).
 * Each check also finds a released devotional through the same way, so it cannot pass by looking nowhere.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { apiClient, expect, test, type Stack } from './fixtures.ts';
import { loadArchive, type Archive, type StoredDevotional } from './devotional/data.ts';

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
      // No page: the section's 404 page answers, and it sends the reader home.
      const first = await page.request.get(`/devotional/${d.id}/`, { maxRedirects: 0 });
      expect(first.status(), d.title).toBe(404);
      expect(await first.text(), d.title).not.toContain(d.title);
    }
    await page.goto(`/devotional/${future[0].id}/`, { waitUntil: 'commit' });
    await expect(page).toHaveURL(/^[^?#]*:\/\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: future[0].title })).toHaveCount(0);
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
        for (const needle of needles(d)) {
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

/** The ways a future devotional could be named in a response: id, slug, title (raw, HTML- and JSON-escaped), cover URL. */
function needles(d: StoredDevotional): string[] {
  const forms = [d.id, d.slug, d.title, d.title.replace(/'/g, '&#39;'), d.title.replace(/&/g, '&amp;'), JSON.stringify(d.title).slice(1, -1)];
  if (d.image_url) forms.push(d.image_url, new URL(d.image_url).pathname);
  return [...new Set(forms)];
}

function leaksIn(text: string, future: StoredDevotional[], where: string): string[] {
  return future.flatMap((d) =>
    needles(d)
      .filter((n) => text.includes(n))
      .map((n) => `${where} contains "${n}"`),
  );
}

/** The anon client and a client signed in as a brand-new reader. */
async function readers(stack: Stack): Promise<Array<[string, SupabaseClient]>> {
  const signedIn = apiClient(stack);
  const email = `gate.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const { error } = await signedIn.auth.signUp({ email, password: 'release-gate-password', options: { data: { full_name: 'Gate Keeper' } } });
  expect(error).toBeNull();
  return [
    ['anon', apiClient(stack)],
    ['signed-in reader', signedIn],
  ];
}

async function archiveWithFuture(stack: Stack): Promise<Archive & { tomorrow: StoredDevotional }> {
  const archive = await loadArchive(stack);
  expect(archive.future.length).toBeGreaterThan(0);
  expect(archive.released.length).toBeGreaterThan(0);
  return { ...archive, tomorrow: archive.future[0] };
}

test.describe('release gate: every way in', () => {
  test('REST: the table, its links and embeddings return nothing of tomorrow', async ({ stack }) => {
    const { future, released, tomorrow } = await archiveWithFuture(stack);
    const service = apiClient(stack, 'service');
    const { data: tagLinks } = await service.from('devotional_tags').select('tag_id').eq('devotional_id', tomorrow.id);
    expect(tagLinks!.length, "the sample content tags tomorrow's devotional").toBeGreaterThan(0);

    for (const [who, client] of await readers(stack)) {
      const byId = await client.from('devotionals').select('*').eq('id', tomorrow.id);
      expect(byId.error, who).toBeNull();
      expect(byId.data, who).toEqual([]);
      expect((await client.from('devotionals').select('id').eq('slug', tomorrow.slug)).data, who).toEqual([]);
      expect((await client.from('devotionals').select('id').ilike('title', tomorrow.title)).data, who).toEqual([]);
      expect((await client.from('devotionals').select('id').gt('date', released.at(-1)!.date)).data, who).toEqual([]);
      // The English edition's rows, as loadArchive reads them (editions/reading.spec.ts checks the translations).
      const all = await client.from('devotionals').select('id', { count: 'exact' }).eq('language', 'en');
      expect(all.count, who).toBe(released.length);
      expect((await client.from('devotional_tags').select('*').eq('devotional_id', tomorrow.id)).data, who).toEqual([]);
      expect((await client.from('devotional_confession_references').select('*').eq('devotional_id', tomorrow.id)).data, who).toEqual([]);

      const embedded = await client.from('tags').select('slug, devotional_tags(devotionals(id, slug, title))');
      expect(embedded.error, who).toBeNull();
      const text = JSON.stringify(embedded.data);
      expect(text, who).toContain(released.at(-1)!.id);
      expect(leaksIn(text, future, `${who} tags embedding`)).toEqual([]);
      const sections = await client.from('devotional_confession_references').select('devotionals(id, title)');
      expect(leaksIn(JSON.stringify(sections.data), future, `${who} references embedding`)).toEqual([]);
    }
  });

  test('views: tag usage counts released devotionals only; testimonials name no devotional', async ({ stack }) => {
    const { future, today } = await archiveWithFuture(stack);
    const service = apiClient(stack, 'service');
    // Every edition's released devotionals: the view counts the translations' tags too.
    const { data: released } = await service.from('devotionals').select('id').eq('status', 'published').lte('date', today);
    const { count: releasedLinks } = await service
      .from('devotional_tags')
      .select('tag_id', { count: 'exact', head: true })
      .in(
        'devotional_id',
        released!.map((d) => d.id),
      );
    for (const [who, client] of await readers(stack)) {
      const usage = await client.from('tags_with_usage').select('usage_count');
      expect(usage.error, who).toBeNull();
      expect(
        usage.data!.reduce((sum, t) => sum + (t.usage_count as number), 0),
        who,
      ).toBe(releasedLinks);
      const testimonials = await client.from('public_testimonials').select('*');
      expect(testimonials.error, who).toBeNull();
      expect(leaksIn(JSON.stringify(testimonials.data), future, `${who} public_testimonials`)).toEqual([]);
    }
  });

  test('RPC: no function the API exposes returns anything of tomorrow', async ({ request, stack }) => {
    const { future } = await archiveWithFuture(stack);
    for (const [who, client] of await readers(stack)) {
      const token = (await client.auth.getSession()).data.session?.access_token ?? stack.anonKey;
      const headers = { apikey: stack.anonKey, authorization: `Bearer ${token}` };
      const openapi = await (await request.get(`${stack.apiUrl}/rest/v1/`, { headers })).json();
      const rpcs = Object.entries(openapi.paths as Record<string, any>).filter(([p]) => p.startsWith('/rpc/'));
      expect(rpcs.length, 'the API exposes functions').toBeGreaterThan(0);
      for (const [rpcPath, spec] of rpcs) {
        const required: string[] = spec.post?.parameters?.[0]?.schema?.required ?? [];
        if (required.length) continue;
        const res = await request.post(`${stack.apiUrl}/rest/v1${rpcPath}`, { headers, data: {} });
        expect(leaksIn(await res.text(), future, `${who} ${rpcPath}`)).toEqual([]);
      }
    }
  });

  test('storage: the media buckets list nothing, and a guessed URL finds nothing', async ({ request, stack }) => {
    const { future, tomorrow } = await archiveWithFuture(stack);
    const service = apiClient(stack, 'service');
    const listedByService = await service.storage.from('devotional-images').list(tomorrow.id);
    expect(listedByService.data!.length, "tomorrow's cover is stored").toBeGreaterThan(0);
    expect(tomorrow.image_url).toMatch(new RegExp(`/devotional-images/${tomorrow.id}/cover-[0-9a-f-]{36}\\.png$`));

    for (const [who, client] of await readers(stack)) {
      for (const bucket of ['devotional-images', 'devotional-audio']) {
        for (const prefix of ['', tomorrow.id]) {
          const listed = await client.storage.from(bucket).list(prefix);
          expect(listed.error, `${who} lists ${bucket}/${prefix}`).toBeNull();
          expect(listed.data, `${who} lists ${bucket}/${prefix}`).toEqual([]);
        }
      }
      const coverName = new URL(tomorrow.image_url!).pathname.split('/devotional-images/')[1];
      const download = await client.storage.from('devotional-images').download(coverName);
      expect(download.error?.message, who).toBe('Object not found');
    }
    for (const d of future) {
      for (const guess of [`${d.slug}.svg`, `${d.slug}.png`, `${d.id}.svg`, `${d.id}/cover.svg`, `${d.id}/cover.png`, `${d.id}/audio-male.mp3`]) {
        const res = await request.get(`${stack.apiUrl}/storage/v1/object/public/devotional-images/${guess}`);
        expect(res.status(), guess).not.toBe(200);
      }
    }
  });

  test('the manifest, RSS, sitemap and podcast as served name only released devotionals', async ({ request, stack }) => {
    const { future, released } = await archiveWithFuture(stack);
    const latest = released.at(-1)!;
    // The manifest is split by year (docs/reader-data.md): its index and the latest devotional's year.
    for (const route of [`/devotionals/${latest.date.slice(0, 4)}.json`, '/rss.xml', '/sitemap.xml']) {
      const res = await request.get(route);
      expect(res.status(), route).toBe(200);
      const text = await res.text();
      expect(text, route).toContain(latest.id);
      expect(leaksIn(text, future, route)).toEqual([]);
    }
    for (const route of ['/devotionals/index.json', '/podcast.xml']) {
      const res = await request.get(route);
      expect(res.status(), route).toBe(200);
      expect(leaksIn(await res.text(), future, route)).toEqual([]);
    }
  });

  test('the Pagefind index finds released devotionals and never a future one', async ({ page, stack }) => {
    const { future, released } = await archiveWithFuture(stack);
    await page.goto('/');
    const search = (term: string) =>
      page.evaluate(async (q) => {
        const pagefind = await import(/* @vite-ignore */ '/pagefind/pagefind.js' as string);
        await pagefind.init?.();
        const found = await pagefind.search(q);
        return Promise.all(
          found.results.map(async (r: { data: () => Promise<{ url: string; meta: { title?: string } }> }) => {
            const data = await r.data();
            return { url: data.url, title: data.meta.title ?? '' };
          }),
        );
      }, term);

    const control = released.at(-1)!;
    expect((await search(control.title)).map((r) => r.url)).toContain(`/devotional/${control.id}/`);
    for (const d of future) {
      const terms = [d.title, d.slug.replace(/-/g, ' '), d.transcript.split(/\s+/).slice(0, 8).join(' ')];
      for (const term of terms) {
        for (const result of await search(term)) {
          expect(result.url, `"${term}"`).not.toContain(d.id);
          expect(result.title, `"${term}"`).not.toContain(d.title);
        }
      }
    }
  });

  test('the cards other sites embed and their oEmbed files show only released devotionals; a future one has neither', async ({ request, stack }) => {
    const { future } = await archiveWithFuture(stack);
    // The newest day the build released (other tests may publish more meanwhile, with no rebuild).
    const index = (await (await request.get('/devotionals/index.json')).json()) as { parts: Array<{ year: string }> };
    const part = (await (await request.get(`/devotionals/${index.parts[0].year}.json`)).json()) as { devotionals: Array<{ id: string; date: string }> };
    const newest = part.devotionals[0];
    // Today's card is the newest released day, and its oEmbed file frames that card.
    const today = await request.get('/embed/today/');
    expect(today.status()).toBe(200);
    const todayHtml = await today.text();
    expect(todayHtml).toContain(`/devotional/${newest.id}/`);
    expect(todayHtml).toContain(`datetime="${newest.date}"`);
    for (const route of [
      '/embed/today/',
      '/oembed/today.json',
      `/embed/devotional/${newest.id}/`,
      `/oembed/devotional/${newest.id}.json`,
      '/embed/catechism/',
    ]) {
      const res = await request.get(route);
      expect(res.status(), route).toBe(200);
      expect(leaksIn(await res.text(), future, route)).toEqual([]);
    }
    expect(((await (await request.get('/oembed/today.json')).json()) as { html: string }).html).toContain('/embed/today/');
    for (const d of future) {
      for (const route of [`/embed/devotional/${d.id}/`, `/oembed/devotional/${d.id}.json`]) {
        expect((await request.get(route, { maxRedirects: 0 })).status(), route).toBe(404);
      }
    }
    // Every card and response the build wrote: one per devotional page (other tests may publish more since the
    // build), none of a later day.
    const siteDir = process.env.E2E_SITE_DIR!;
    const pages = (await readdir(path.join(siteDir, 'devotional'), { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
    const cards = (await readdir(path.join(siteDir, 'embed', 'devotional'))).sort();
    const responses = (await readdir(path.join(siteDir, 'oembed', 'devotional'))).map((name) => name.replace(/\.json$/, '')).sort();
    expect(cards).toEqual(pages.sort());
    expect(responses).toEqual(pages.sort());
    for (const d of future) expect(cards, d.title).not.toContain(d.id);
    for (const file of [...cards.map((id) => `embed/devotional/${id}/index.html`), ...responses.map((id) => `oembed/devotional/${id}.json`)]) {
      expect(leaksIn(await readFile(path.join(siteDir, file), 'utf8'), future, file)).toEqual([]);
    }
  });

  test("Open Graph: no page shares a future devotional's cover", async ({ request, stack }) => {
    const siteDir = process.env.E2E_SITE_DIR!;
    const { future, released } = await archiveWithFuture(stack);
    const pages = (await filesUnder(siteDir)).filter((f) => f.endsWith('.html'));
    const images = new Set<string>();
    for (const file of pages) {
      for (const m of (await readFile(file, 'utf8')).matchAll(/<meta[^>]+property="og:image"[^>]+content="([^"]+)"/g)) images.add(m[1]);
    }
    const withCover = released.find((d) => d.image_url)!;
    expect([...images], 'released covers are shared').toContain(withCover.image_url);
    for (const d of future) expect([...images]).not.toContain(d.image_url);
    // The released page's image is served; nothing else points into tomorrow's folder.
    expect((await request.get(withCover.image_url!)).status()).toBe(200);
    expect([...images].filter((url) => future.some((d) => url.includes(d.id)))).toEqual([]);
  });
});
