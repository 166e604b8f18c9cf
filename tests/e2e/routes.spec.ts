/**
 * Every route type of the built site, answered by Cloudflare Pages' own engine (`wrangler pages dev`, offline) and by
 * our static server (what `npm start` and `npm run preview` serve): the same status, the same key content and the
 * headers _headers promises on both, no redirect loops and no built page behind a redirect. The build under test is
 * the browser tests' (global-setup.ts), so no extra build is made.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { EDITIONS } from '@lib/editions/registry.ts';
import { parseRedirects } from '../../scripts/static/redirects.ts';
import { startPagesDev, type PagesDev } from '../support/pages-dev.ts';
import { expect, test } from './fixtures.ts';

// One engine per host for all of this file's tests: run them in order in one worker.
test.describe.configure({ mode: 'default' });

const siteDir = () => process.env.E2E_SITE_DIR!;

interface Manifest {
  devotionals: Array<{ id: string; date: string; title: string }>;
}

/** An edition's released devotionals as its built manifest lists them (English unless told), newest first. */
function releasedDevotionals(edition: '' | 'nl' | 'es' | 'pt' = '') {
  const dir = path.join(siteDir(), edition, 'devotionals');
  const years = readdirSync(dir).filter((name) => /^\d{4}\.json$/.test(name));
  const all = years.flatMap((file) => (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Manifest).devotionals);
  return all.sort((a, b) => b.date.localeCompare(a.date));
}

/** The URL path of every page the build wrote (about/index.html → /about/), 404 pages left out. */
function builtPages(): string[] {
  return readdirSync(siteDir(), { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !/(^|\/)404\.html$/.test(file))
    .map((file) => '/' + file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''))
    .sort();
}

const get = (request: APIRequestContext, url: string) => request.get(url, { maxRedirects: 0 });

async function expectPage(response: APIResponse, status: number, content: RegExp | string) {
  expect(response.status(), response.url()).toBe(status);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  const body = await response.text();
  if (typeof content === 'string') expect(body).toContain(content);
  else expect(body).toMatch(content);
  return body;
}

/** Follows redirects by hand: every hop must lead somewhere new, and the chain must end in a page. */
async function follow(request: APIRequestContext, base: string, pathname: string) {
  const seen = [pathname];
  let response = await get(request, base + pathname);
  while (response.status() >= 300 && response.status() < 400) {
    const next = new URL(response.headers().location!, base + seen.at(-1)!);
    const step = next.pathname + next.search;
    expect(seen, `redirect loop from ${pathname}`).not.toContain(step);
    expect(seen.length, `too many redirects from ${pathname}`).toBeLessThan(4);
    seen.push(step);
    response = await get(request, base + step);
  }
  return { response, hops: seen };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');

interface EditionRoute {
  path: string;
  status?: number;
  type: RegExp;
  /** What says the answer is in the edition's language: <html lang>, the feed's <language>, the manifest's lang. */
  language: string;
  /** A word of the edition the answer must contain. */
  word: string;
}

/** A page of each route type in the Dutch or Spanish edition, with its language and a word of the edition. */
function editionRoutes(lang: 'nl' | 'es' | 'pt'): EditionRoute[] {
  const [today] = releasedDevotionals(lang);
  expect(today, `a released ${lang} devotional`).toBeTruthy();
  const [year, month] = today.date.split('-');
  const html = /^text\/html/;
  const xml = /xml/;
  const json = /^application\/json/;
  const page = (pathname: string, word: string, status = 200): EditionRoute => ({
    path: `/${lang}${pathname}`,
    status,
    type: html,
    language: `<html lang="${lang}"`,
    word,
  });
  const words = {
    nl: {
      home: 'Overdenking van vandaag',
      month: 'Overdenkingen van',
      lordsDay: 'Zondag 1',
      library: 'Belijdenissen en catechismussen',
      archive: 'Archief',
      tags: 'Onderwerpen',
      covenant: '#Verbond',
      notFound: 'Oeps! Pagina niet gevonden',
      embed: 'De overdenking van vandaag',
      app: '"Overdenkingen"',
      offline: 'U bent offline',
      churches: 'Voor kerken',
      behind: 'Achter de schermen',
      catechism: 'Heidelbergse Catechismus · week van',
      cardMissing: 'Deze kaart is niet beschikbaar',
    },
    es: {
      home: 'Devocional de hoy',
      month: 'Devocionales de',
      lordsDay: 'Día del Señor 1',
      library: 'Confesiones y catecismos',
      archive: 'Archivo',
      tags: 'Etiquetas',
      covenant: '#Pacto',
      notFound: '¡Vaya! Página no encontrada',
      embed: 'El devocional de hoy',
      app: '"Devocionales"',
      offline: 'No tienes conexión',
      churches: 'Para iglesias',
      behind: 'Entre bastidores',
      catechism: 'Catecismo de Heidelberg · semana del',
      cardMissing: 'Esta tarjeta no está disponible',
    },
    pt: {
      home: 'Devocional de hoje',
      month: 'Devocionais de',
      lordsDay: 'Dia do Senhor 1',
      library: 'Confissões e catecismos',
      archive: 'Arquivo',
      tags: 'Marcadores',
      covenant: '#Aliança',
      notFound: 'Ops! Página não encontrada',
      embed: 'O devocional de hoje',
      app: '"Devocionais"',
      offline: 'Você está sem conexão',
      churches: 'Para igrejas',
      behind: 'Nos bastidores',
      catechism: 'Catecismo de Heidelberg · semana de',
      cardMissing: 'Este cartão não está disponível',
    },
  }[lang];
  return [
    page('/', words.home),
    page(`/devotional/${today.id}/`, escapeHtml(today.title).slice(0, 12)),
    page('/archive/', words.archive),
    page(`/archive/${year}/${month}/`, words.month),
    page('/tags/', words.tags),
    page('/tags/covenant/', words.covenant),
    page('/confessions/', words.library),
    page('/confessions/heidelberg-catechism/', words.lordsDay),
    page('/offline/', words.offline),
    page('/churches/', words.churches),
    page('/behind-the-scenes/', words.behind),
    page('/no-such-page/', words.notFound, 404),
    page('/embed/today/', words.embed),
    page('/embed/catechism/', words.catechism),
    page('/embed/devotional/00000000-0000-0000-0000-000000000000/', words.cardMissing, 404),
    { path: `/${lang}/rss.xml`, type: xml, language: `<language>${EDITIONS[lang].feedLanguage}</language>`, word: `/${lang}/devotional/${today.id}/</link>` },
    { path: `/${lang}/podcast.xml`, type: xml, language: `<language>${EDITIONS[lang].feedLanguage}</language>`, word: 'itunes' },
    { path: `/${lang}/sitemap.xml`, type: xml, language: `/${lang}/archive/</loc>`, word: `/${lang}/devotional/${today.id}/</loc>` },
    { path: `/${lang}/manifest.webmanifest`, type: /^application\/manifest\+json/, language: `"lang":"${lang}"`, word: words.app },
    // What the home page's search and filters read (the edition's own devotionals), and the week the worker keeps.
    { path: `/${lang}/devotionals/${year}.json`, type: json, language: JSON.stringify(today.title), word: `"${today.id}"` },
    { path: `/${lang}/offline/week.json`, type: json, language: JSON.stringify(today.title), word: `"/${lang}/devotional/${today.id}/"` },
  ];
}

const HOSTS = [
  { name: 'Cloudflare Pages (wrangler pages dev)', engine: 'wrangler' },
  { name: 'local static server (npm run preview)', engine: 'local' },
] as const;

for (const host of HOSTS) {
  test.describe(`routes on ${host.name}`, () => {
    let pagesDev: PagesDev | undefined;
    let base = '';

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      if (host.engine === 'wrangler') {
        pagesDev = await startPagesDev(siteDir());
        base = pagesDev.url;
      } else {
        base = process.env.E2E_SITE_URL!;
      }
    });
    test.afterAll(async () => {
      await pagesDev?.close();
    });

    if (host.engine === 'wrangler') {
      test('Cloudflare accepts every _redirects and _headers rule of the build', () => {
        const rules = parseRedirects(readFileSync(path.join(siteDir(), '_redirects'), 'utf8'));
        const output = pagesDev!.output();
        expect(output).not.toMatch(/invalid redirect rule|invalid header rule/i);
        expect(output).toContain(`Parsed ${rules.length} valid redirect rules`);
        // An older engine falls back to an earlier date than the project's (wrangler 3 did); this one must not.
        expect(output.split('\n').filter((line) => /compatibility/i.test(line) && /fall|not supported/i.test(line))).toEqual([]);
      });
    }

    test("home, today's and an older devotional", async ({ request }) => {
      const [today, older] = [releasedDevotionals()[0], releasedDevotionals().at(-1)!];
      expect(older.id).not.toBe(today.id);
      const home = await expectPage(await get(request, base + '/'), 200, '<title>Reformed Devotionals');
      expect(home).toContain(`/devotional/${today.id}/`);
      for (const devotional of [today, older]) {
        const body = await expectPage(await get(request, `${base}/devotional/${devotional.id}/`), 200, '<h1');
        expect(body).toContain(devotional.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;').slice(0, 12));
      }
      // Without its slash the address is made canonical, not lost.
      const bare = await get(request, `${base}/devotional/${today.id}`);
      expect(bare.status()).toBe(308);
      expect(bare.headers().location).toBe(`/devotional/${today.id}/`);
    });

    test('an unknown or unreleased devotional answers 404 and sends the reader home; an unknown confession to the index', async ({ request }) => {
      const devotional = await expectPage(await get(request, `${base}/devotional/00000000-0000-0000-0000-000000000000/`), 404, 'Devotional not found');
      expect(devotional).toMatch(/<meta http-equiv="refresh" content="0; url=\/"/);
      const confession = await expectPage(await get(request, `${base}/confessions/no-such-confession/`), 404, 'Confession not found');
      expect(confession).toMatch(/<meta http-equiv="refresh" content="0; url=\/confessions\/"/);
    });

    test('archive and a month', async ({ request }) => {
      await expectPage(await get(request, `${base}/archive/`), 200, '<title>Archive');
      const [year, month] = releasedDevotionals()[0].date.split('-');
      await expectPage(await get(request, `${base}/archive/${year}/${month}/`), 200, /<title>Devotionals of \w+ \d{4}/);
    });

    test('confessions: the index, each confession and a section', async ({ request }) => {
      const index = await expectPage(await get(request, `${base}/confessions/`), 200, '<title>Confessions and Catechisms');
      const slugs = readdirSync(path.join(siteDir(), 'confessions'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      expect(slugs.length).toBeGreaterThan(3);
      for (const slug of slugs) {
        expect(index).toContain(`href="/confessions/${slug}/"`);
        await expectPage(await get(request, `${base}/confessions/${slug}/`), 200, '<h1');
      }
      const withSections = slugs.find((slug) => readdirSync(path.join(siteDir(), 'confessions', slug)).some((name) => !name.endsWith('.html')))!;
      const section = readdirSync(path.join(siteDir(), 'confessions', withSections)).find((name) => !name.endsWith('.html'))!;
      await expectPage(await get(request, `${base}/confessions/${withSections}/${section}/`), 200, '<h1');
    });

    test('about, behind the scenes, privacy, contact, donate and for churches', async ({ request }) => {
      for (const [pathname, title] of [
        ['/about-us/', 'About'],
        ['/churches/', 'For Churches'],
        ['/behind-the-scenes/', 'Behind'],
        ['/privacy/', 'Privacy'],
        ['/contact/', 'Contact'],
        ['/donate/', 'Donate'],
      ]) {
        await expectPage(await get(request, base + pathname), 200, `<title>${title}`);
      }
    });

    test("the group guide: this week's and a week's page", async ({ request }) => {
      const index = await expectPage(await get(request, `${base}/groups/guide/`), 200, /<title>This week(&#39;|')s group guide/);
      const week = /href="\/groups\/guide\/(\d{4}-W\d{2})\/"/.exec(index)?.[1];
      expect(week, 'a link to an earlier week').toBeTruthy();
      await expectPage(await get(request, `${base}/groups/guide/${week}/`), 200, '<title>Group guide:');
      const bare = await get(request, `${base}/groups/guide/${week}`);
      expect(bare.status()).toBe(308);
      expect(bare.headers().location).toBe(`/groups/guide/${week}/`);
    });

    test("the reading groups: the reader's groups, a group's page by its id and the join page, kept out of the sitemap", async ({ request }) => {
      const id = '00000000-0000-4000-8000-000000000000';
      for (const [pathname, title] of [
        ['/groups/', '<title>Reading Groups |'],
        [`/groups/group/?id=${id}`, '<title>Reading Group |'],
        ['/groups/join/', '<title>Join a Reading Group |'],
      ]) {
        const body = await expectPage(await get(request, base + pathname), 200, title);
        expect(body, pathname).toContain('<meta name="robots" content="noindex"');
      }
      // Without the slash, the address is made canonical and the query kept.
      for (const [bare, canonical] of [
        ['/groups', '/groups/'],
        [`/groups/group?id=${id}`, `/groups/group/?id=${id}`],
        ['/groups/join', '/groups/join/'],
      ]) {
        const { response, hops } = await follow(request, base, bare);
        expect(response.status(), hops.join(' → ')).toBe(200);
        expect(hops.at(-1), bare).toBe(canonical);
      }
      const sitemap = await (await get(request, `${base}/sitemap.xml`)).text();
      expect(sitemap).not.toMatch(/\/groups\/(group\/|join\/)?<\/loc>/);
    });

    test('RSS, podcast, sitemap, robots.txt and the third-party notices', async ({ request }) => {
      const rss = await get(request, `${base}/rss.xml`);
      expect(rss.status()).toBe(200);
      expect(rss.headers()['content-type']).toMatch(/xml/);
      expect(await rss.text()).toContain('<rss');
      const podcast = await get(request, `${base}/podcast.xml`);
      expect(podcast.status()).toBe(200);
      expect(await podcast.text()).toContain('itunes');
      const sitemap = await get(request, `${base}/sitemap.xml`);
      expect(sitemap.status()).toBe(200);
      expect(await sitemap.text()).toContain('<urlset');
      const robots = await get(request, `${base}/robots.txt`);
      expect(robots.status()).toBe(200);
      expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
      expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
      // The licences of what the site ships.
      const notices = await get(request, `${base}/third-party-notices.txt`);
      expect(notices.status()).toBe(200);
      expect(notices.headers()['content-type']).toMatch(/^text\/plain/);
      expect(await notices.text()).toContain('@echogarden/espeak-ng-emscripten');
    });

    test('every page in the sitemap answers 200 at its address, with no redirect in front', async ({ request }) => {
      const sitemap = await (await get(request, `${base}/sitemap.xml`)).text();
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
      expect(paths.length).toBeGreaterThan(10);
      for (const pathname of paths) expect((await get(request, base + pathname)).status(), pathname).toBe(200);
    });

    test('every page the build wrote is served at its canonical address, none behind a redirect', async ({ request }) => {
      test.setTimeout(180_000);
      const pages = builtPages();
      expect(pages.length).toBeGreaterThan(50);
      for (const pathname of pages) {
        const response = await get(request, base + pathname);
        expect(response.status(), pathname).toBe(200);
        await response.dispose();
      }
    });

    test('the Dutch, Spanish and Portuguese editions: a page of every route type, in its language', async ({ request }) => {
      for (const lang of ['nl', 'es', 'pt'] as const) {
        for (const route of editionRoutes(lang)) {
          const response = await get(request, base + route.path);
          expect(response.status(), route.path).toBe(route.status ?? 200);
          expect(response.headers()['content-type'], route.path).toMatch(route.type);
          const body = await response.text();
          expect(body, route.path).toContain(route.language);
          expect(body, route.path).toContain(route.word);
        }
      }
    });

    test('an unknown path is the 404 page with status 404', async ({ request }) => {
      for (const pathname of ['/no-such-page', '/no-such-page/', '/a/b/c.txt']) {
        await expectPage(await get(request, base + pathname), 404, 'Oops! Page not found');
      }
      // The host's own files are never served.
      for (const pathname of ['/_redirects', '/_headers']) expect((await get(request, base + pathname)).status()).not.toBe(200);
    });

    test('the console at /admin/ and its deep links; the legacy generator address', async ({ request }) => {
      const console = await expectPage(await get(request, `${base}/admin/`), 200, '<title>Admin');
      const id = releasedDevotionals()[0].id;
      for (const pathname of ['/admin/users', '/admin/tags', '/admin/devotional-generator', `/admin/devotional/edit/${id}`, '/admin/confessions/3']) {
        expect(await expectPage(await get(request, base + pathname), 200, '<title>Admin'), pathname).toBe(console);
      }
      // Its scripts are scripts, not the console's page.
      const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(console)![1];
      const asset = await get(request, base + script);
      expect(asset.status()).toBe(200);
      expect(asset.headers()['content-type']).toMatch(/javascript/);
      const legacy = await get(request, `${base}/devotional-generator`);
      expect(legacy.status()).toBe(301);
      expect(legacy.headers().location).toBe('/admin/devotional-generator');
      const slashless = await get(request, `${base}/admin`);
      expect(slashless.status()).toBe(308);
      expect(slashless.headers().location).toBe('/admin/');
      // A path the console does not know still gets the console (it shows its own "not found"), with status 404.
      await expectPage(await get(request, `${base}/admin/no-such-screen`), 404, '<title>Admin');
    });

    test('no redirect loops: each redirect ends in a page within a hop or two', async ({ request }) => {
      const id = releasedDevotionals()[0].id;
      for (const pathname of [
        '/admin',
        '/confessions',
        '/archive',
        '/about-us',
        `/devotional/${id}`,
        '/devotional-generator',
        '/index.html',
        '/about-us/index.html',
        '/404.html',
        '/about-us?x=1',
      ]) {
        const { response, hops } = await follow(request, base, pathname);
        expect(response.status(), hops.join(' → ')).toBe(200);
        expect(hops.length, hops.join(' → ')).toBeLessThanOrEqual(3);
      }
      const { hops } = await follow(request, base, '/about-us?x=1');
      expect(hops[1]).toBe('/about-us/?x=1');
    });

    test('the cards other sites embed and the oEmbed files: only /embed/* may be framed, by anyone', async ({ request }) => {
      const rawHeaders = readFileSync(path.join(siteDir(), '_headers'), 'utf8');
      const [siteCsp, embedCsp] = [...rawHeaders.matchAll(/Content-Security-Policy: (.+)/g)].map((m) => m[1].trim());
      expect(embedCsp).toContain('frame-ancestors *');
      const id = releasedDevotionals()[0].id;
      for (const pathname of ['/embed/today/', `/embed/devotional/${id}/`, '/embed/catechism/']) {
        const response = await get(request, base + pathname);
        const body = await expectPage(response, 200, 'data-testid="embed-card"');
        // One policy, the cards' own: the site's was detached, not joined to it (two policies would both apply).
        expect(response.headers()['content-security-policy'], pathname).toBe(embedCsp);
        expect(response.headers()['x-frame-options'], pathname).toBeUndefined();
        expect(response.headers()['x-content-type-options'], pathname).toBe('nosniff');
        // No script or stylesheet from anywhere: only the card's own inline code.
        expect(body).not.toMatch(/<script[^>]+src=|<link[^>]+stylesheet/);
      }
      const bare = await get(request, `${base}/embed/today`);
      expect(bare.status()).toBe(308);
      expect(bare.headers().location).toBe('/embed/today/');
      // A card that is not there is a card saying so, framed like the others.
      const missing = await get(request, `${base}/embed/devotional/00000000-0000-0000-0000-000000000000/`);
      await expectPage(missing, 404, 'This card is not available');
      expect(missing.headers()['content-security-policy']).toBe(embedCsp);
      const resize = await get(request, `${base}/embed/resize.js`);
      expect(resize.status()).toBe(200);
      expect(resize.headers()['content-type']).toMatch(/javascript/);

      for (const pathname of ['/oembed/today.json', `/oembed/devotional/${id}.json`]) {
        const response = await get(request, `${base}${pathname}?url=x&format=json&maxwidth=600`);
        expect(response.status(), pathname).toBe(200);
        expect(response.headers()['content-type'], pathname).toMatch(/^application\/json/);
        expect(response.headers()['access-control-allow-origin'], pathname).toBe('*');
        expect(response.headers()['content-security-policy'], pathname).toBe(siteCsp);
        expect(response.headers()['x-frame-options'], pathname).toBe('DENY');
        const oembed = (await response.json()) as { type: string; html: string };
        expect(oembed.type).toBe('rich');
        expect(oembed.html).toContain(pathname === '/oembed/today.json' ? '/embed/today/"' : `/embed/devotional/${id}/"`);
      }
      // The pages that name them, and every other page, still cannot be framed.
      for (const pathname of ['/', `/devotional/${id}/`, '/churches/']) {
        const headers = (await get(request, base + pathname)).headers();
        expect(headers['content-security-policy'], pathname).toBe(siteCsp);
        expect(headers['content-security-policy'], pathname).toContain("frame-ancestors 'none'");
        expect(headers['x-frame-options'], pathname).toBe('DENY');
      }
    });

    test('the oEmbed provider endpoint: every card of every edition, fitted to maxwidth and maxheight; 404, 501 and 400', async ({ request }) => {
      const ask = (params: Record<string, string>) => get(request, `${base}/oembed?${new URLSearchParams(params)}`);
      const json = async (response: APIResponse) => (await response.json()) as Record<string, unknown> & { html: string };
      for (const edition of ['', 'nl', 'es', 'pt'] as const) {
        const at = edition ? `/${edition}` : '';
        const { id } = releasedDevotionals(edition)[0];
        // A page or card address → the static file its discovery link names (the verse card's comes with that card).
        const cards: Array<[string, string]> = [
          [`${at}/`, `${at}/oembed/today.json`],
          [`${at}/embed/today/?theme=dark`, `${at}/oembed/today.json`],
          [`${at}/devotional/${id}/`, `${at}/oembed/devotional/${id}.json`],
          [`${at}/embed/devotional/${id}/`, `${at}/oembed/devotional/${id}.json`],
          [`${at}/embed/catechism/`, `${at}/oembed/catechism.json`],
          ...(existsSync(path.join(siteDir(), edition, 'oembed', 'verse.json')) ? [[`${at}/embed/verse/`, `${at}/oembed/verse.json`] as [string, string]] : []),
        ];
        for (const [page, file] of cards) {
          const response = await ask({ url: base + page, format: 'json' });
          expect(response.status(), page).toBe(200);
          expect(response.headers()['content-type'], page).toMatch(/^application\/json/);
          expect(response.headers()['access-control-allow-origin'], page).toBe('*');
          expect(response.headers()['cache-control'], page).toBe('public, max-age=3600');
          const oembed = await json(response);
          expect(oembed, page).toEqual(await json(await get(request, base + file)));
          expect(oembed).toMatchObject({ version: '1.0', type: 'rich', width: 560 });
        }
        // Limits bring the frame down (never up) and drop the 1200×630 thumbnail that no longer fits.
        const fitted = await json(await ask({ url: `${base}${at}/embed/catechism/`, maxwidth: '320', maxheight: '500' }));
        expect(fitted).toMatchObject({ width: 320, height: 500 });
        expect(fitted.html).toMatch(/<iframe [^>]*width="320" height="500"/);
        expect(fitted).not.toHaveProperty('thumbnail_url');
        const roomy = await json(await ask({ url: `${base}${at}/devotional/${id}/`, maxwidth: '2000', maxheight: '2000' }));
        expect(roomy).toMatchObject({ width: 560, height: 460, thumbnail_width: 1200 });
        // Today's response shows the day's cover, as the day's own response does.
        const today = await json(await get(request, `${base}${at}/oembed/today.json`));
        expect(today.thumbnail_url).toBe((await json(await get(request, `${base}${at}/oembed/devotional/${id}.json`))).thumbnail_url);
        expect(today.thumbnail_url).toMatch(/\/devotional-images\//);
      }
      for (const url of ['https://elsewhere.example.com/embed/today/', `${base}/about-us/`, `${base}/devotional/00000000-0000-0000-0000-000000000000/`]) {
        const response = await ask({ url });
        expect(response.status(), url).toBe(404);
        expect(response.headers()['access-control-allow-origin']).toBe('*');
        expect(((await response.json()) as { error: string }).error).toContain('No card for this address');
      }
      expect((await ask({ url: `${base}/`, format: 'xml' })).status()).toBe(501);
      expect((await ask({})).status()).toBe(400);
      expect((await ask({ url: `${base}/`, maxwidth: '0' })).status()).toBe(400);
    });

    test('the headers _headers promises: CSP, nosniff, no framing, caching', async ({ request }) => {
      const rawHeaders = readFileSync(path.join(siteDir(), '_headers'), 'utf8');
      const csp = /Content-Security-Policy: (.+)/.exec(rawHeaders)![1].trim();
      const home = await get(request, `${base}/`);
      const astroAsset = /(\/_astro\/[^"']+\.(?:js|css))/.exec(await home.text())![1];
      for (const pathname of ['/', '/admin/', '/admin/users', '/no-such-page', '/rss.xml']) {
        const headers = (await get(request, base + pathname)).headers();
        expect(headers['content-security-policy'], pathname).toBe(csp);
        expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(headers['x-content-type-options'], pathname).toBe('nosniff');
        expect(headers['x-frame-options'], pathname).toBe('DENY');
        expect(headers['referrer-policy'], pathname).toBe('strict-origin-when-cross-origin');
      }
      // Pages and feeds are revalidated; files whose names carry a hash are kept for a year.
      expect((await get(request, `${base}/`)).headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
      const admin = await (await get(request, `${base}/admin/`)).text();
      const adminAsset = /src="(\/admin\/assets\/[^"]+)"/.exec(admin)![1];
      for (const pathname of [astroAsset, adminAsset]) {
        const response = await get(request, base + pathname);
        expect(response.status(), pathname).toBe(200);
        expect(response.headers()['cache-control'], pathname).toBe('public, max-age=31536000, immutable');
      }
    });
  });
}
