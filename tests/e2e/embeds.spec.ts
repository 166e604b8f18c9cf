/**
 * The cards a church embeds (docs/churches.md), as a church's website shows them: a page of another origin
 * (tests/support/church-site.ts) frames each card in each theme and size, and axe finds nothing wrong in it; the
 * card loads nothing but itself and keeps no cookie or storage; /embed/resize.js fits each frame to its card; and a
 * link pasted into WordPress becomes the card, read as WordPress reads it (tests/support/wordpress-oembed.ts). A
 * card framed with ?translation=bsb quotes its memory verse in the BSB, and /churches/ offers that frame. A Dutch or
 * Spanish card names the Bible it quotes, its book in its language, and the resize script fits it too.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Frame, Page } from '@playwright/test';
import { churchPage, startChurchSite, type ChurchSite } from '../support/church-site.ts';
import { discoverOembedUrl, WORDPRESS_HOST_SCRIPT, wordpressEmbedHtml, wordpressOembedRequest } from '../support/wordpress-oembed.ts';
import { bsbMemoryVerse } from '@lib/sources/bsb.ts';
import { createBsbSource } from '@lib/sources/node.ts';
import { apiClient, expect, test } from './fixtures.ts';

let church: ChurchSite;
test.beforeAll(async () => {
  church = await startChurchSite();
});
test.afterAll(async () => {
  await church.close();
});

/** The newest devotional the build released, from its manifest (newest first): what /embed/today/ shows. */
async function newestReleased(request: APIRequestContext): Promise<{ id: string; title: string; date: string }> {
  const index = (await (await request.get('/devotionals/index.json')).json()) as { parts: Array<{ year: string }> };
  const part = (await (await request.get(`/devotionals/${index.parts[0].year}.json`)).json()) as {
    devotionals: Array<{ id: string; title: string; date: string }>;
  };
  return part.devotionals[0];
}

async function cards(request: APIRequestContext) {
  const newest = await newestReleased(request);
  return [
    { name: "today's devotional", path: '/embed/today/', title: newest.title, hasArt: true },
    { name: 'one devotional', path: `/embed/devotional/${newest.id}/`, title: newest.title, hasArt: true },
    { name: 'the catechism of the week', path: '/embed/catechism/', title: /^Lord's Day \d+$/, hasArt: false },
  ];
}

/** The card's frame once its document has loaded. */
async function cardFrame(page: Page, siteUrl: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(`${siteUrl}/embed/`))).toBe(true);
  const frame = page.frames().find((f) => f.url().startsWith(`${siteUrl}/embed/`))!;
  await frame.waitForLoadState('load');
  return frame;
}

const THEMES = [
  { theme: 'light', query: 'light', preference: 'dark', dark: false },
  { theme: 'dark', query: 'dark', preference: 'light', dark: true },
  // No ?theme=: the visitor's own preference, here dark.
  { theme: "the visitor's preference", query: null, preference: 'dark', dark: true },
] as const;

test.describe('a card on a church website', () => {
  for (const { theme, query, preference, dark } of THEMES) {
    for (const size of ['full', 'compact'] as const) {
      test(`each card, ${theme} theme, ${size}: shown in another origin's page, axe clean, loading and keeping nothing`, async ({ page, request, stack }) => {
        test.setTimeout(120_000);
        await page.emulateMedia({ colorScheme: preference });
        for (const card of await cards(request)) {
          const params = new URLSearchParams();
          if (query) params.set('theme', query);
          if (size === 'compact') params.set('size', size);
          const src = `${stack.siteUrl}${card.path}${params.size ? `?${params}` : ''}`;
          const siteRequests: string[] = [];
          page.on('request', (request) => {
            if (request.url().startsWith(stack.siteUrl)) siteRequests.push(request.url());
          });
          const host = church.page(
            `/card-${size}.html`,
            churchPage(`<iframe src="${src}" title="${card.name}" width="560" height="600" style="border:0"></iframe>`),
          );
          const response = page.waitForResponse((r) => r.url() === src);
          await page.goto(host);
          expect((await response).headers()['set-cookie'], card.name).toBeUndefined();
          const frame = await cardFrame(page, stack.siteUrl);

          await expect(frame.getByRole('heading', { level: 1 })).toHaveText(card.title);
          const shown = await frame.evaluate(() => {
            const visible = (selector: string) => {
              const element = document.querySelector(selector);
              return element !== null && element.getBoundingClientRect().height > 0;
            };
            return {
              background: getComputedStyle(document.querySelector('.card')!).backgroundColor,
              art: visible('.art'),
              verse: visible('.verse'),
              links: [...document.querySelectorAll('a')].map((a) => ({ target: a.target, href: a.href })),
            };
          });
          // White, or the site's stone-900 (oklch 21.6%).
          expect(shown.background, `${card.name} background`).toBe(dark ? 'oklch(0.216 0.006 56.043)' : 'rgb(255, 255, 255)');
          expect(shown.art, `${card.name} picture`).toBe(card.hasArt && size === 'full');
          if (card.hasArt) expect(shown.verse, `${card.name} memory verse`).toBe(size === 'full');
          // Every link opens the site in a new tab.
          expect(shown.links.length).toBeGreaterThan(0);
          for (const link of shown.links) {
            expect(link.target).toBe('_blank');
            expect(link.href.startsWith(`${stack.siteUrl}/`), link.href).toBe(true);
          }

          const results = await new AxeBuilder({ page }).analyze();
          expect(
            results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
            `${card.name}, ${theme}, ${size}`,
          ).toEqual([]);

          // Nothing but the card's own page, and nothing kept.
          expect(siteRequests, card.name).toEqual([src]);
          const kept = await frame.evaluate(async () => ({
            cookie: document.cookie,
            local: localStorage.length,
            session: sessionStorage.length,
            caches: (await caches.keys()).length,
            databases: (await indexedDB.databases()).length,
          }));
          expect(kept, card.name).toEqual({ cookie: '', local: 0, session: 0, caches: 0, databases: 0 });
          page.removeAllListeners('request');
        }
      });
    }
  }

  test('the optional script fits each frame to its card', async ({ page, request, stack }) => {
    const list = await cards(request);
    const frames = list.map((card) => `<iframe src="${stack.siteUrl}${card.path}" title="${card.name}" width="560" height="150" style="border:0"></iframe>`);
    await page.goto(church.page('/resized.html', churchPage(frames.join(''), `<script src="${stack.siteUrl}/embed/resize.js" async></script>`)));
    for (const [index, card] of list.entries()) {
      const iframe = page.locator('iframe').nth(index);
      const frame = (await (await iframe.elementHandle())!.contentFrame())!;
      await frame.waitForLoadState('load');
      const cardHeight = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
      expect(cardHeight, card.name).toBeGreaterThan(150);
      await expect.poll(() => iframe.evaluate((el) => el.getBoundingClientRect().height), card.name).toBe(cardHeight);
    }
  });
});

test.describe('the memory verse in the BSB', () => {
  test('a card framed with ?translation=bsb quotes the BSB, without it the KJV; /churches/ offers both frames', async ({ page, request, stack }) => {
    const newest = await newestReleased(request);
    const bsb = createBsbSource();
    for (const [index, path] of ['/embed/today/', `/embed/devotional/${newest.id}/`].entries()) {
      const frames = [`${path}?translation=bsb`, path].map(
        (src) => `<iframe src="${stack.siteUrl}${src}" title="${src}" width="560" height="600" style="border:0"></iframe>`,
      );
      await page.goto(church.page(`/translation-${index}.html`, churchPage(frames.join(''))));
      const [inBsb, inKjv] = [0, 1].map((n) => page.frameLocator('iframe').nth(n).getByRole('figure', { name: 'Memory verse' }));

      await expect(inBsb.locator('figcaption')).toHaveText(/^.+ \(BSB\)$/, { useInnerText: true });
      const reference = /^(.+) \(BSB\)$/.exec((await inBsb.locator('figcaption').innerText()).trim())![1];
      const words = (await bsbMemoryVerse(bsb, reference))!.replace(/\s*\([^()]+\)$/, '');
      await expect(inBsb.locator('blockquote:visible')).toHaveText(words);
      await expect(inBsb.locator('blockquote')).toHaveCount(2);

      await expect(inKjv.locator('figcaption')).toHaveText(`${reference} (KJV)`, { useInnerText: true });
      await expect(inKjv.locator('blockquote:visible')).toHaveCount(1);
      await expect(inKjv.locator('blockquote:visible')).not.toHaveText(words);
    }

    await page.goto('/churches/');
    const frameSource = (testId: string) => page.getByTestId(testId).evaluate((code) => /src="([^"]+)"/.exec(code.textContent ?? '')![1]);
    expect(await frameSource('snippet-today-bsb')).toBe(`${await frameSource('snippet-today')}?translation=bsb`);
    expect(await frameSource('snippet-devotional-bsb')).toBe(`${await frameSource('snippet-devotional')}?translation=bsb`);
  });
});

test.describe("the Dutch, Spanish and Portuguese editions' cards", () => {
  /** The sample that translates "The Good Shepherd Lays Down His Life" (memory verse John 10:11) in an edition. */
  const SHEPHERD = { nl: 'de-goede-herder-geeft-zijn-leven', es: 'el-buen-pastor-da-su-vida', pt: 'o-bom-pastor-da-a-sua-vida' } as const;
  const shepherdId = async (stack: Parameters<typeof apiClient>[0], lang: keyof typeof SHEPHERD) => {
    const { data, error } = await apiClient(stack).from('devotionals').select('id').eq('slug', SHEPHERD[lang]).single();
    expect(error).toBeNull();
    return data!.id as string;
  };

  test('a card names the Bible it quotes, the book in its language; an English one asked for is marked English', async ({ page, stack }) => {
    for (const [lang, own, book] of [
      ['nl', 'SV', 'Johannes'],
      ['es', 'RV1909', 'Juan'],
      ['pt', 'BLivre', 'João'],
    ] as const) {
      const path = `/${lang}/embed/devotional/${await shepherdId(stack, lang)}/`;
      const frames = [path, `${path}?translation=bsb`, `${path}?translation=kjv`].map(
        (src) => `<iframe src="${stack.siteUrl}${src}" title="${src}" width="560" height="700" style="border:0"></iframe>`,
      );
      await page.goto(church.page(`/edition-bible-${lang}.html`, churchPage(frames.join(''))));
      const [ownVerse, inBsb, inKjv] = [0, 1, 2].map((n) => page.frameLocator('iframe').nth(n).locator('figure.verse'));

      await expect(ownVerse.locator('figcaption')).toHaveText(`${book} 10:11 (${own})`, { useInnerText: true });
      await expect(ownVerse.locator('blockquote:visible')).toHaveCount(1);
      await expect(ownVerse.locator('blockquote:visible')).not.toHaveAttribute('lang', /./);
      for (const [verse, english] of [
        [inBsb, 'BSB'],
        [inKjv, 'KJV'],
      ] as const) {
        await expect(verse.locator('figcaption')).toHaveText(`${book} 10:11 (${english})`, { useInnerText: true });
        await expect(verse.locator('blockquote:visible')).toHaveAttribute('lang', 'en');
      }
      await expect(page.frameLocator('iframe').first().locator('body')).not.toContainText(/\bJohn 10|\(KJV\)/, { useInnerText: true });
    }
  });

  test('the resize script fits a Dutch and a Spanish card framed by another origin, without an error for frames not yet loaded', async ({ page, stack }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const paths = [`/nl/embed/devotional/${await shepherdId(stack, 'nl')}/`, '/es/embed/today/', '/nl/embed/catechism/'];
    const frames = paths.map((src) => `<iframe src="${stack.siteUrl}${src}" title="${src}" width="560" height="150" style="border:0"></iframe>`);
    // A lazy frame far below the fold is still on its empty first document when the script starts.
    const below = `<div style="height:6000px"></div><iframe src="${stack.siteUrl}/nl/embed/today/" title="later" loading="lazy" width="560" height="150"></iframe>`;
    await page.goto(church.page('/edition-resized.html', churchPage(frames.join('') + below, `<script src="${stack.siteUrl}/embed/resize.js"></script>`)));
    for (const [index, path] of paths.entries()) {
      const iframe = page.locator('iframe').nth(index);
      const frame = (await (await iframe.elementHandle())!.contentFrame())!;
      await frame.waitForLoadState('load');
      const cardHeight = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
      expect(cardHeight, path).toBeGreaterThan(150);
      await expect.poll(() => iframe.evaluate((el) => el.getBoundingClientRect().height), path).toBe(cardHeight);
    }
    expect(errors).toEqual([]);
  });

  test('/nl/churches/, /es/churches/ and /pt/churches/ offer frames in their own Bible only', async ({ page }) => {
    for (const lang of ['nl', 'es', 'pt']) {
      await page.goto(`/${lang}/churches/`);
      await expect(page.getByTestId('snippet-today')).toBeVisible();
      await expect(page.locator('[data-testid^="snippet-today-"], [data-testid^="snippet-devotional-"]')).toHaveCount(0);
    }
  });
});

/** The test stack serves the build on its own port, while the build names its SITE_URL: read that as the served site. */
function served(url: string, buildOrigin: string, siteUrl: string): string {
  return url.split(buildOrigin).join(siteUrl);
}

test.describe('oEmbed, read as WordPress reads it', () => {
  for (const which of ['a devotional', 'the home page'] as const) {
    test(`a link to ${which} pasted into WordPress becomes the card, sized to fit, its links opening the site`, async ({ page, request, stack }) => {
      const newest = await newestReleased(request);
      const pasted = which === 'the home page' ? `${stack.siteUrl}/` : `${stack.siteUrl}/devotional/${newest.id}/`;

      // 1. Discovery: the page names its oEmbed response in its head.
      const discovered = discoverOembedUrl(await (await request.get(pasted)).text());
      expect(discovered).not.toBeNull();
      const buildOrigin = new URL(discovered!).origin;
      const oembedPath = which === 'the home page' ? '/oembed/today.json' : `/oembed/devotional/${newest.id}.json`;
      expect(new URL(discovered!).pathname).toBe(oembedPath);

      // 2. The response, asked for with WordPress's query: a static file, which the query does not change.
      const answer = await request.get(served(wordpressOembedRequest(discovered!, pasted), buildOrigin, stack.siteUrl));
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/^application\/json/);
      const oembed = (await answer.json()) as Record<string, unknown>;
      expect(oembed).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Reformed Devotionals', provider_url: `${buildOrigin}/`, width: 560 });
      expect(oembed.title).toBe(which === 'the home page' ? 'Today’s devotional from Reformed Devotionals' : newest.title);
      for (const field of ['height', 'thumbnail_width', 'thumbnail_height']) expect(oembed[field], field).toEqual(expect.any(Number));
      const thumbnail = await request.get(served(oembed.thumbnail_url as string, buildOrigin, stack.siteUrl));
      expect(thumbnail.headers()['content-type']).toBe('image/png');

      // 3 and 4. The post as WordPress renders it, on a page of another origin.
      const secret = 'Wp7Secret42';
      const post = wordpressEmbedHtml(served(oembed.html as string, buildOrigin, stack.siteUrl), secret);
      expect(post).not.toBeNull();
      await page.goto(church.page('/wordpress-post.html', churchPage(post!, WORDPRESS_HOST_SCRIPT)));
      const iframe = page.locator('iframe.wp-embedded-content');
      await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts');
      // The card answered: WordPress shows the frame, hides the quote and sizes the frame to the card.
      await expect(iframe).not.toHaveAttribute('style', /clip/);
      await expect(page.locator('blockquote.wp-embedded-content')).toBeHidden();
      const frame = page.frameLocator('iframe.wp-embedded-content');
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(newest.title);
      const cardHeight = await frame.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
      await expect.poll(() => iframe.getAttribute('height')).toBe(String(Math.max(200, cardHeight)));
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);

      // The sandbox allows no new tab: the card hands the link to WordPress, which opens it in the page.
      await frame.getByRole('link', { name: /^Read the devotional/ }).click();
      await expect(page).toHaveURL(`${stack.siteUrl}/devotional/${newest.id}/`);
    });
  }
});
