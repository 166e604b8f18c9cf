import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compress.ts';
import { contentSecurityPolicy, embedContentSecurityPolicy, formatHeaders, headersFor, parseHeaders, siteHeaderRules } from './headers.ts';
import { inlineCodeHashes } from './inline-hashes.ts';

const hash = (text: string) => createHash('sha256').update(text).digest('base64');

const EMBED_CSP = "default-src 'none'; frame-ancestors *";

describe('_headers', () => {
  it('round-trips the rules the build writes, and each path gets the headers of every rule that matches it', () => {
    const rules = siteHeaderRules("default-src 'self'", EMBED_CSP);
    const parsed = parseHeaders(formatHeaders(rules));
    expect(parsed).toEqual(rules);
    expect(headersFor(parsed, '/_astro/index.abc123.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(parsed, '/devotional/x/')['cache-control']).toBeUndefined();
    expect(headersFor(parsed, '/devotional/x/')['content-security-policy']).toBe("default-src 'self'");
    expect(headersFor(parsed, '/admin/assets/a.js')['x-content-type-options']).toBe('nosniff');
    expect(headersFor(parsed, '/devotional/x/')['strict-transport-security']).toBe('max-age=31536000');
  });

  it('has the browser revalidate the service worker and its week list on every check, so a new build takes over', () => {
    const parsed = parseHeaders(formatHeaders(siteHeaderRules("default-src 'self'", EMBED_CSP)));
    expect(headersFor(parsed, '/sw.js')['cache-control']).toBe('no-cache');
    for (const list of ['/offline/week.json', '/nl/offline/week.json', '/es/offline/week.json'])
      expect(headersFor(parsed, list)['cache-control'], list).toBe('no-cache');
    expect(headersFor(parsed, '/sw.js')['content-security-policy']).toBe("default-src 'self'");
  });

  it('rejects a header line outside a path block', () => {
    expect(() => parseHeaders('  X-Test: 1\n')).toThrow(/line 1/);
    expect(() => parseHeaders('  ! X-Test\n')).toThrow(/line 1/);
  });

  it('lets only the cards under /embed/ be framed, by any site, and keeps every other page unframeable', () => {
    const parsed = parseHeaders(formatHeaders(siteHeaderRules("default-src 'self'; frame-ancestors 'none'", EMBED_CSP)));
    for (const pathname of ['/embed/today/', '/embed/devotional/abc/', '/embed/catechism/', '/embed/resize.js']) {
      const headers = headersFor(parsed, pathname);
      expect(headers['content-security-policy'], pathname).toBe(EMBED_CSP);
      expect(headers['x-frame-options'], pathname).toBeUndefined();
      expect(headers['x-content-type-options'], pathname).toBe('nosniff');
    }
    for (const pathname of ['/', '/devotional/abc/', '/churches/', '/embedded/', '/oembed/today.json', '/admin/']) {
      const headers = headersFor(parsed, pathname);
      expect(headers['content-security-policy'], pathname).toBe("default-src 'self'; frame-ancestors 'none'");
      expect(headers['x-frame-options'], pathname).toBe('DENY');
    }
    expect(headersFor(parsed, '/oembed/devotional/abc.json')['access-control-allow-origin']).toBe('*');
    expect(headersFor(parsed, '/devotional/abc/')['access-control-allow-origin']).toBeUndefined();
  });

  it("applies rules as Cloudflare Pages does: a later rule's header is joined to an earlier one's, and `! Name` detaches it first", () => {
    const rules = parseHeaders(
      '/*\n  Link: </a.css>\n  X-Frame-Options: DENY\n/b/*\n  Link: </b.css>\n  ! X-Frame-Options\n/b/c\n  X-Frame-Options: SAMEORIGIN\n',
    );
    expect(rules[1]).toEqual({ path: '/b/*', detach: ['X-Frame-Options'], headers: { Link: '</b.css>' } });
    expect(headersFor(rules, '/a')).toEqual({ link: '</a.css>', 'x-frame-options': 'DENY' });
    expect(headersFor(rules, '/b/x')).toEqual({ link: '</a.css>, </b.css>' });
    // A header set again after it was detached is only the new value.
    expect(headersFor(rules, '/b/c')).toEqual({ link: '</a.css>, </b.css>', 'x-frame-options': 'SAMEORIGIN' });
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({
    supabaseUrl: 'https://abc.supabase.co/',
    mediaHosts: ['https://media.example.org/covers', 'javascript:alert(1)', 'not a url'],
    scriptHashes: ['AAA='],
    handlerHashes: ['BBB='],
  });
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

  it('lets scripts come only from the site and the hashed inline code', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' 'unsafe-hashes' 'sha256-BBB=' 'sha256-AAA='");
  });

  it('talks only to the site and the Supabase project, and shows media from the configured hosts', () => {
    expect(directive('connect-src')).toBe("connect-src 'self' https://abc.supabase.co https://media.example.org");
    expect(directive('img-src')).toContain('https://media.example.org');
    expect(csp).not.toContain('javascript:');
    expect(csp).not.toContain('not a url');
  });

  it('forbids being framed and plugins, and frames only the site itself (the card previews on /churches/)', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('frame-src')).toBe("frame-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });
});

describe('embedContentSecurityPolicy', () => {
  it('may be framed by any site, runs only its hashed script, and loads, sends and submits nothing', () => {
    expect(embedContentSecurityPolicy({ scriptHashes: ['BBB=', 'AAA=', 'AAA='] })).toBe(
      "default-src 'none'; script-src 'sha256-AAA=' 'sha256-BBB='; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors *",
    );
    expect(embedContentSecurityPolicy({})).toContain("script-src 'none';");
  });
});

describe('inlineCodeHashes', () => {
  it('hashes inline scripts and decoded event handlers, not external or data scripts', () => {
    const html = `<script>var a = 1;</script><script type="module">import "x";</script><script src="/a.js"></script>
<script type="application/ld+json">{"a":1}</script><img src="x" onerror="this.src=&#39;/d.svg&#39;">`;
    const { scripts, handlers } = inlineCodeHashes(html);
    expect([...scripts].sort()).toEqual([hash('var a = 1;'), hash('import "x";')].sort());
    expect([...handlers]).toEqual([hash("this.src='/d.svg'")]);
  });

  it('takes a handler only from a tag: not from a script body, nor from text between tags', () => {
    const html = `<p>Press on="later" to go on</p><script>const s = '<b onclick="no()">';</script>
<div class="a" data-x="1"
  onclick="yes()">text</div><p title="a">b onload="no()"</p>`;
    expect([...inlineCodeHashes(html).handlers]).toEqual([hash('yes()')]);
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, and leaves small or binary bodies alone', () => {
    expect(chooseEncoding('gzip, deflate, br', 'text/html; charset=utf-8', 45_000)).toBe('br');
    expect(chooseEncoding('gzip', 'application/javascript', 45_000)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', 'text/css', 45_000)).toBe('gzip');
    expect(chooseEncoding(undefined, 'text/html', 45_000)).toBeNull();
    expect(chooseEncoding('br', 'image/png', 45_000)).toBeNull();
    expect(chooseEncoding('br', 'text/html', 200)).toBeNull();
  });
});
