/** The local server's routing, as Cloudflare Pages routes the same files (checked against wrangler by routes.spec.ts). */
import { describe, expect, it } from 'vitest';
import { answerFor, nearestNotFound } from './pages-routing.ts';
import { parseRedirects } from './redirects.ts';

const FILES = new Set([
  '/index.html',
  '/404.html',
  '/about-us/index.html',
  '/contact.html',
  '/rss.xml',
  '/_redirects',
  '/devotional/42/index.html',
  '/devotional/404.html',
  '/admin/index.html',
  '/admin/404.html',
  '/admin/assets/app.js',
]);
const exists = (file: string) => FILES.has(file);
const rules = parseRedirects('/devotional-generator /admin/devotional-generator 301\n/admin/users /admin/ 200\n/admin/users/* /admin/ 200\n');
const answer = (pathname: string, search = '') => answerFor(pathname, search, rules, exists);

describe('routing as Cloudflare Pages does', () => {
  it('serves a folder page at its slash address and redirects the other spellings there (308, query kept)', async () => {
    expect(await answer('/about-us/')).toEqual({ kind: 'file', file: '/about-us/index.html', status: 200 });
    expect(await answer('/about-us', '?x=1')).toEqual({ kind: 'redirect', location: '/about-us/?x=1', status: 308 });
    expect(await answer('/about-us/index.html')).toEqual({ kind: 'redirect', location: '/about-us/', status: 308 });
    expect(await answer('/index.html')).toEqual({ kind: 'redirect', location: '/', status: 308 });
  });

  it('serves a file page without its extension and redirects the .html and slash spellings there', async () => {
    expect(await answer('/contact')).toEqual({ kind: 'file', file: '/contact.html', status: 200 });
    expect(await answer('/contact.html')).toEqual({ kind: 'redirect', location: '/contact', status: 308 });
    expect(await answer('/contact/')).toEqual({ kind: 'redirect', location: '/contact', status: 308 });
    expect(await answer('/rss.xml')).toEqual({ kind: 'file', file: '/rss.xml', status: 200 });
  });

  it('applies rules before files: rewrites keep the URL, redirects keep the query', async () => {
    expect(await answer('/admin/users/7')).toEqual({ kind: 'file', file: '/admin/index.html', status: 200 });
    expect(await answer('/devotional-generator', '?a=b')).toEqual({ kind: 'redirect', location: '/admin/devotional-generator?a=b', status: 301 });
    expect(await answer('/admin/assets/app.js')).toEqual({ kind: 'file', file: '/admin/assets/app.js', status: 200 });
  });

  it("answers the nearest 404.html with 404, and never serves the host's own files", async () => {
    expect(await answer('/devotional/unknown/')).toEqual({ kind: 'file', file: '/devotional/404.html', status: 404 });
    expect(await answer('/devotional/unknown')).toEqual({ kind: 'file', file: '/devotional/404.html', status: 404 });
    expect(await answer('/admin/nothing-here')).toEqual({ kind: 'file', file: '/admin/404.html', status: 404 });
    expect(await answer('/no/such/page')).toEqual({ kind: 'file', file: '/404.html', status: 404 });
    expect(await answer('/_redirects')).toEqual({ kind: 'file', file: '/404.html', status: 404 });
    expect(await nearestNotFound('/x/', () => false)).toBeNull();
  });
});
