import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findRedirect, formatRedirects, isDynamic, matchPattern, parseRedirects } from './redirects.ts';
import { ADMIN_ROUTE_ROOTS, SITE_REDIRECTS } from './site-redirects.ts';

describe('_redirects (Cloudflare Pages format)', () => {
  it('round-trips the site rules through the file format', () => {
    expect(parseRedirects(formatRedirects(SITE_REDIRECTS))).toEqual(SITE_REDIRECTS);
  });

  it('parses status (302 when unset) and comments, and refuses what Cloudflare would drop', () => {
    expect(parseRedirects('# comment\n/old  /new  308\n/a /b\n')).toEqual([
      { from: '/old', to: '/new', status: 308 },
      { from: '/a', to: '/b', status: 302 },
    ]);
    expect(() => parseRedirects('nonsense')).toThrow(/line 1/);
    // Cloudflare has no 404 rule and no Netlify-style force flag.
    expect(() => parseRedirects('/* /404.html 404')).toThrow(/line 1/);
    expect(() => parseRedirects('/a /b 301!')).toThrow(/line 1/);
  });

  it('matches the whole path: placeholders take one segment, a splat the rest, and a trailing slash counts', () => {
    expect(matchPattern('/admin/users/*', '/admin/users/3/show')).toEqual({ splat: '3/show' });
    expect(matchPattern('/admin/users/*', '/admin/users')).toBeNull();
    expect(matchPattern('/admin/users', '/admin/users/')).toBeNull();
    expect(matchPattern('/devotional/:id', '/devotional/42')).toEqual({ id: '42' });
    expect(matchPattern('/devotional/:id', '/devotional/42/x')).toBeNull();
    expect(matchPattern('/admin/*', '/administrator')).toBeNull();
  });

  it('follows a rule whether or not a file exists, and substitutes the target', () => {
    const rules = parseRedirects('/old/:id /new/:id 301\n/x/* /y/:splat 302');
    expect(findRedirect(rules, '/old/7')?.target).toBe('/new/7');
    expect(findRedirect(rules, '/x/a/b')?.target).toBe('/y/a/b');
    expect(findRedirect(rules, '/missing')).toBeNull();
  });
});

describe('the site rules', () => {
  it('never cover a built file: no splat over /admin/ itself, its assets, /devotional/ or /confessions/', () => {
    for (const pathname of [
      '/admin/',
      '/admin/index.html',
      '/admin/assets/index-abc.js',
      '/devotional/42/',
      '/confessions/',
      '/confessions/belgic-confession/',
      '/',
      '/404.html',
    ]) {
      expect(findRedirect(SITE_REDIRECTS, pathname), pathname).toBeNull();
    }
  });

  it('serve the console for its deep links, without a loop (the target matches no rule)', () => {
    for (const pathname of ['/admin/users', '/admin/devotional-generator', '/admin/devotional/edit/42', '/admin/confessions/3', '/admin/set-password']) {
      const match = findRedirect(SITE_REDIRECTS, pathname);
      expect(match, pathname).toMatchObject({ target: '/admin/', rule: { status: 200 } });
      expect(findRedirect(SITE_REDIRECTS, match!.target)).toBeNull();
    }
    expect(findRedirect(SITE_REDIRECTS, '/devotional-generator')).toMatchObject({ target: '/admin/devotional-generator', rule: { status: 301 } });
  });

  it('list every first path segment the console routes (admin/src/App.tsx)', () => {
    const app = readFileSync(new URL('../../admin/src/App.tsx', import.meta.url), 'utf8');
    const resources = [...app.matchAll(/<Resource name="([^"]+)"/g)].map((m) => m[1]);
    const routes = [...app.matchAll(/<Route path="\/([^/"]+)/g)].map((m) => m[1]);
    expect(resources.length).toBeGreaterThan(3);
    for (const root of [...resources, ...routes, 'forgot-password', 'set-password', 'not-an-admin', 'login']) {
      expect(ADMIN_ROUTE_ROOTS, root).toContain(root);
    }
  });

  it("put static rules before dynamic ones and stay within Cloudflare Pages' limits", () => {
    const firstDynamic = SITE_REDIRECTS.findIndex(isDynamic);
    expect(SITE_REDIRECTS.slice(firstDynamic).every(isDynamic)).toBe(true);
    expect(SITE_REDIRECTS.filter(isDynamic).length).toBeLessThanOrEqual(100);
    expect(SITE_REDIRECTS.filter((r) => !isDynamic(r)).length).toBeLessThanOrEqual(2000);
  });
});
