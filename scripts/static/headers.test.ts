import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compress.ts';
import { contentSecurityPolicy, formatHeaders, headersFor, parseHeaders, siteHeaderRules } from './headers.ts';
import { inlineCodeHashes } from './inline-hashes.ts';

const hash = (text: string) => createHash('sha256').update(text).digest('base64');

describe('_headers', () => {
  it('round-trips the rules the build writes, and a later rule overrides an earlier one for a path', () => {
    const rules = siteHeaderRules("default-src 'self'");
    const parsed = parseHeaders(formatHeaders(rules));
    expect(parsed).toEqual(rules);
    expect(headersFor(parsed, '/_astro/index.abc123.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(parsed, '/devotional/x/')['cache-control']).toBeUndefined();
    expect(headersFor(parsed, '/devotional/x/')['content-security-policy']).toBe("default-src 'self'");
    expect(headersFor(parsed, '/admin/assets/a.js')['x-content-type-options']).toBe('nosniff');
    expect(headersFor(parsed, '/devotional/x/')['strict-transport-security']).toBe('max-age=31536000');
  });

  it('has the browser revalidate the service worker and its week list on every check, so a new build takes over', () => {
    const parsed = parseHeaders(formatHeaders(siteHeaderRules("default-src 'self'")));
    expect(headersFor(parsed, '/sw.js')['cache-control']).toBe('no-cache');
    expect(headersFor(parsed, '/offline/week.json')['cache-control']).toBe('no-cache');
    expect(headersFor(parsed, '/sw.js')['content-security-policy']).toBe("default-src 'self'");
  });

  it('rejects a header line outside a path block', () => {
    expect(() => parseHeaders('  X-Test: 1\n')).toThrow(/line 1/);
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

  it('forbids framing and plugins', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
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
