/**
 * The one language redirect of "/", on Cloudflare Pages' own engine (`wrangler pages dev` with the
 * project's functions/) and on our static server (`npm start`, `npm run preview`): a browser asking for Dutch or
 * Spanish is sent to its edition once, the cookie the language switcher sets overrides it, and English stays home.
 */
import { request as playwrightRequest } from '@playwright/test';
import { startPagesDev, type PagesDev } from '../../support/pages-dev.ts';
import { expect, test } from '../fixtures.ts';

test.describe.configure({ mode: 'default' });

let pagesDev: PagesDev | undefined;

test.afterAll(async () => {
  await pagesDev?.close();
});

/** Each request from a fresh context: no cookie jar carries one answer's cookie into the next question. */
async function get(url: string, headers: Record<string, string>) {
  const context = await playwrightRequest.newContext();
  const response = await context.get(url, { headers, maxRedirects: 0 });
  const answer = { status: response.status(), headers: response.headers(), text: await response.text() };
  await context.dispose();
  return answer;
}

for (const engine of ['Cloudflare Pages (wrangler pages dev)', 'local static server'] as const) {
  test(`"/" by the browser's language and the reader's choice, on ${engine}`, async ({ stack }) => {
    test.setTimeout(120_000);
    let base = stack.siteUrl.replace(/\/$/, '');
    if (engine.startsWith('Cloudflare')) {
      pagesDev ??= await startPagesDev(process.env.E2E_SITE_DIR!);
      base = pagesDev.url.replace(/\/$/, '');
    }

    const dutch = await get(`${base}/`, { 'Accept-Language': 'nl-BE,nl;q=0.9,en;q=0.5' });
    expect(dutch.status).toBe(302);
    expect(new URL(dutch.headers.location!, base).pathname).toBe('/nl/');
    expect(dutch.headers['set-cookie']).toMatch(/^lang=nl; Path=\/; Max-Age=31536000; SameSite=Lax/i);
    expect(dutch.headers.vary).toMatch(/Accept-Language/i);

    const spanish = await get(`${base}/`, { 'Accept-Language': 'es-419,es;q=0.9' });
    expect(new URL(spanish.headers.location!, base).pathname).toBe('/es/');

    // The switcher's cookie wins over the browser, both ways.
    const choseEnglish = await get(`${base}/`, { 'Accept-Language': 'nl-NL', Cookie: 'lang=en' });
    expect(choseEnglish.status).toBe(200);
    expect(choseEnglish.text).toContain('<html lang="en"');
    const choseSpanish = await get(`${base}/`, { 'Accept-Language': 'en-US', Cookie: 'theme=dark; lang=es' });
    expect(choseSpanish.status).toBe(302);
    expect(new URL(choseSpanish.headers.location!, base).pathname).toBe('/es/');
    expect(choseSpanish.headers['set-cookie']).toBeUndefined();

    // English, or none of our languages: the English home, with its usual headers.
    for (const language of ['en-US,en;q=0.9', 'fr-FR,fr;q=0.9', '']) {
      const english = await get(`${base}/`, language ? { 'Accept-Language': language } : {});
      expect(english.status, language).toBe(200);
      expect(english.headers['content-security-policy']).toBeTruthy();
      expect(english.headers.vary).toMatch(/Accept-Language/i);
    }

    // Only "/" is ever redirected: the editions' pages are served as they are.
    const nlHome = await get(`${base}/nl/`, { 'Accept-Language': 'es' });
    expect(nlHome.status).toBe(200);
    expect(nlHome.text).toContain('<html lang="nl"');
  });
}
