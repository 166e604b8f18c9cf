/**
 * Internal links at canonical addresses: every link the built site makes to itself, in every page's HTML
 * and in the islands' scripts, names a page with its trailing slash, so no click costs a 308 on the CDN. Each link
 * in the HTML is also asked of the host's own routing (scripts/static/pages-routing.ts, what Cloudflare Pages does)
 * and must not be answered with a redirect. The build under test is the browser tests' (global-setup.ts).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { answerFor } from '../../scripts/static/pages-routing.ts';
import { parseRedirects } from '../../scripts/static/redirects.ts';
import { htmlLinks, lacksTrailingSlash, scriptLinks, type InternalLink } from '../support/internal-links.ts';
import { expect, test } from './fixtures.ts';

async function filesUnder(dir: string, extension: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(extension)).map((e) => path.join(e.parentPath, e.name));
}

/** The site's own address, as the build wrote it into the home page's canonical link. */
function siteOrigin(home: string): string {
  const canonical = /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(home) ?? /<link[^>]+href="([^"]+)"[^>]+rel="canonical"/.exec(home);
  expect(canonical, 'the home page names its canonical address').toBeTruthy();
  return new URL(canonical![1]).origin;
}

test.describe('internal links', () => {
  test('every link the site makes to one of its pages names it with its trailing slash, and none is answered with a redirect', async () => {
    test.setTimeout(120_000);
    const siteDir = process.env.E2E_SITE_DIR!;
    const origin = siteOrigin(await readFile(path.join(siteDir, 'index.html'), 'utf8'));
    const rules = parseRedirects(await readFile(path.join(siteDir, '_redirects'), 'utf8'));
    const exists = (file: string) => existsSync(path.join(siteDir, file));
    const answers = new Map<string, Promise<string | null>>();
    /** The redirect a link would meet on the host, or null when it is answered directly. */
    const redirectFor = (link: InternalLink) => {
      const key = link.pathname + link.search;
      if (!answers.has(key)) {
        answers.set(
          key,
          answerFor(link.pathname, link.search, rules, exists).then((answer) => (answer.kind === 'redirect' ? `${answer.status} to ${answer.location}` : null)),
        );
      }
      return answers.get(key)!;
    };

    const pages = await filesUnder(siteDir, '.html');
    const problems: string[] = [];
    let checked = 0;
    for (const file of pages) {
      const where = path.relative(siteDir, file);
      for (const link of htmlLinks(await readFile(file, 'utf8'), origin)) {
        checked++;
        if (lacksTrailingSlash(link.pathname)) problems.push(`${where}: ${link.href} (no trailing slash)`);
        else {
          const redirect = await redirectFor(link);
          if (redirect) problems.push(`${where}: ${link.href} (answered ${redirect})`);
        }
      }
    }
    // The walk must see the pages and their links, or it proves nothing.
    expect(pages.length).toBeGreaterThan(50);
    expect(checked).toBeGreaterThan(1000);

    // The islands' links, and the markup scripts write (the home page's hero for another day), appear only once their
    // scripts run: their literal hrefs are read from the shipped scripts.
    const scripts = await filesUnder(path.join(siteDir, '_astro'), '.js');
    let scriptChecked = 0;
    for (const file of scripts) {
      const script = await readFile(file, 'utf8');
      for (const link of [...scriptLinks(script, origin), ...htmlLinks(script, origin)]) {
        scriptChecked++;
        if (lacksTrailingSlash(link.pathname)) problems.push(`${path.relative(siteDir, file)}: ${link.href} (no trailing slash)`);
      }
    }
    // Most islands now make their links through the edition's paths (site/lib/i18n) rather than as literals, so few
    // literal links are left in the scripts; the walk must still have read some.
    expect(scriptChecked).toBeGreaterThan(0);

    expect([...new Set(problems)]).toEqual([]);
  });
});
