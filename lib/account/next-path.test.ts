import { describe, expect, it } from 'vitest';
import { DEFAULT_NEXT_PATH, defaultNextPath, safeNextPath, signInPath } from './next-path.ts';

const ORIGIN = 'https://devotionals.example';

/** What the browser would open for a path, relative to the site: what `location.assign(path)` leads to. */
const opened = (path: string) => new URL(path, ORIGIN);

describe('safeNextPath', () => {
  it('keeps a path on the site, with its query and fragment', () => {
    expect(safeNextPath('/devotional/abc/', ORIGIN)).toBe('/devotional/abc/');
    expect(safeNextPath('/archive?tag=grace#top', ORIGIN)).toBe('/archive?tag=grace#top');
    expect(safeNextPath('/settings', ORIGIN)).toBe('/settings');
  });

  it('goes to the dashboard without a next parameter', () => {
    expect(safeNextPath(null, ORIGIN)).toBe(DEFAULT_NEXT_PATH);
    expect(safeNextPath('', ORIGIN)).toBe(DEFAULT_NEXT_PATH);
  });

  // Each of these, as the `next` value URLSearchParams hands over, leads a browser to another host or a script.
  const bypasses: Record<string, string> = {
    'protocol-relative': '//evil.example/a',
    'backslash after slash': '/\\evil.example/b',
    'two backslashes': '\\\\evil.example/b',
    'backslash then slash': '\\/evil.example',
    "encoded backslash (the review's %5C, once decoded by the query parser)": '/\\evil.example/c',
    'encoded backslash left encoded': '/%5Cevil.example/c',
    'double-encoded backslash': '/%255Cevil.example/c',
    "tab between slashes (the review's %09)": '/\t/evil.example/d',
    'encoded tab': '/%09/evil.example/d',
    'newline between slashes': '/\n/evil.example',
    'carriage return': '/\r/evil.example',
    NUL: '/\u0000/evil.example',
    'encoded slash': '/%2Fevil.example',
    'encoded double slash': '%2F%2Fevil.example',
    'double-encoded slash': '/%252Fevil.example',
    'absolute URL': 'https://evil.example/',
    'scheme without slashes': 'https:evil.example',
    'scheme with backslashes': 'https:\\\\evil.example',
    'javascript URL': 'javascript:alert(document.domain)',
    'encoded javascript URL': 'javascript%3Aalert(1)',
    'data URL': 'data:text/html,<script>alert(1)</script>',
    'relative path': 'evil.example',
    'triple slash': '///evil.example',
    'malformed escape': '/%E0%A4%A',
    'leading space': ' //evil.example',
    'unicode line separator': '/\u0085/evil.example',
    // Found by a security review: dot segments that the URL parser removes, leaving `//host` behind.
    "dot-dot before a double slash (the review's %2F..%2F%2F, decoded)": '/..//evil.example/phish',
    'dot-dot before a double slash, left encoded': '%2F..%2F%2Fevil.example%2Fphish',
    'dot-dot then double slash with a path': '/..//evil.example/b',
    'dot segment before an encoded slash': '/./%2F/evil.example/c',
    'encoded dot-dots climbing to a double slash': '/a/..%2F..%2F%2Fevil.example/d',
    'encoded dots': '/%2e%2e//evil.example',
    'dot-dot then backslash': '/..\\evil.example',
    'dot-dot then encoded backslash': '/../%5Cevil.example',
    'dot then double slash': '/.//evil.example',
    'several dot-dots': '/a/b/../../..//evil.example',
    'dot-dot with a tab in the double slash': '/../\t/evil.example',
    'tab inside the scheme': 'java\tscript:alert(1)',
    'newline inside the scheme': 'java\nscript:alert(1)',
    'tab inside https': 'ht\ttps://evil.example',
    'upper-case javascript': 'JavaScript:alert(1)',
    'javascript after a space': ' javascript:alert(1)',
    'credentials before the host': '//user@evil.example',
    'site as user name': 'https://devotionals.example@evil.example/',
    'encoded at and double slash': '/%2F%2Fdevotionals.example%40evil.example',
  };
  for (const [name, next] of Object.entries(bypasses)) {
    it(`refuses ${name}: ${JSON.stringify(next)}`, () => {
      const path = safeNextPath(next, ORIGIN);
      expect(path).toBe(DEFAULT_NEXT_PATH);
      expect(opened(path).origin).toBe(ORIGIN);
    });
  }

  it('whatever it returns opens on the site itself', () => {
    for (const next of ['/a/../../b', '/./x', '/%2e%2e/x', '/@evil.example', '/:evil.example', '/..//evil.example', '/\uff0f/evil.example']) {
      expect(opened(safeNextPath(next, ORIGIN)).origin).toBe(ORIGIN);
    }
  });

  it('returns the path the browser will open, dot segments resolved', () => {
    expect(safeNextPath('/a/../settings', ORIGIN)).toBe('/settings');
    expect(safeNextPath('/./archive?tag=grace', ORIGIN)).toBe('/archive?tag=grace');
    expect(safeNextPath('/devotional/abc/?q=a//b#c', ORIGIN)).toBe('/devotional/abc/?q=a//b#c');
  });

  it('keeps a double slash inside the path, where it names no host', () => {
    expect(safeNextPath('/archive//2026', ORIGIN)).toBe('/archive//2026');
  });
});

describe('signInPath', () => {
  it('names the sign-in page at its canonical address, with the reason and the way back in its query', () => {
    expect(signInPath()).toBe('/auth/');
    expect(signInPath({ next: '/settings/' })).toBe('/auth/?next=%2Fsettings%2F');
    expect(signInPath({ reason: 'notes', next: '/devotional/abc/#personal-notes' })).toBe('/auth/?reason=notes&next=%2Fdevotional%2Fabc%2F%23personal-notes');
  });

  it("names the reader's edition's sign-in page, and the edition's dashboard as the default way on", () => {
    expect(signInPath({ locale: 'nl', next: '/nl/practice/' })).toBe('/nl/auth/?next=%2Fnl%2Fpractice%2F');
    expect(signInPath({ locale: 'es' })).toBe('/es/auth/');
    expect(signInPath({ locale: 'en', reason: 'bookmark' })).toBe('/auth/?reason=bookmark');
    expect(defaultNextPath('nl')).toBe('/nl/dashboard/');
    expect(defaultNextPath('en')).toBe(DEFAULT_NEXT_PATH);
  });

  it('leads back to the page it names', () => {
    const next = new URL(signInPath({ next: '/groups/group/?id=1' }), ORIGIN).searchParams.get('next');
    expect(safeNextPath(next, ORIGIN)).toBe('/groups/group/?id=1');
  });
});
