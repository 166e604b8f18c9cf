import { describe, expect, it } from 'vitest';
import { findRedirect, formatRedirects, matchPattern, parseRedirects } from '../../scripts/static/redirects.ts';
import { SITE_REDIRECTS } from '../../scripts/static/site-redirects.ts';

describe('_redirects', () => {
  it('round-trips the site rules through the file format', () => {
    expect(parseRedirects(formatRedirects(SITE_REDIRECTS))).toEqual(SITE_REDIRECTS.map((r) => ({ ...r, force: false })));
  });

  it('parses status, force and comments', () => {
    expect(parseRedirects('# comment\n/old  /new  302!\n/a /b\n')).toEqual([
      { from: '/old', to: '/new', status: 302, force: true },
      { from: '/a', to: '/b', status: 301, force: false },
    ]);
    expect(() => parseRedirects('nonsense')).toThrow(/line 1/);
  });

  it('matches placeholders and splats, ignoring a trailing slash', () => {
    expect(matchPattern('/admin/*', '/admin/tags/3')).toEqual({ splat: 'tags/3' });
    expect(matchPattern('/admin/*', '/admin')).toEqual({ splat: '' });
    expect(matchPattern('/devotional/:id', '/devotional/42/')).toEqual({ id: '42' });
    expect(matchPattern('/devotional/:id', '/devotional/42/x')).toBeNull();
    expect(matchPattern('/admin/*', '/administrator')).toBeNull();
  });

  it('lets existing files win over unforced rules and substitutes the target', () => {
    const rules = parseRedirects('/old/:id /new/:id 301\n/* /404.html 404');
    expect(findRedirect(rules, '/old/7', false)?.target).toBe('/new/7');
    expect(findRedirect(rules, '/old/7', true)).toBeNull();
    expect(findRedirect(rules, '/missing', false)?.rule.status).toBe(404);
  });
});
