import { describe, expect, it } from 'vitest';
import { DEFAULT_NEXT_PATH, safeNextPath } from './next-path.ts';

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
  };
  for (const [name, next] of Object.entries(bypasses)) {
    it(`refuses ${name}: ${JSON.stringify(next)}`, () => {
      const path = safeNextPath(next, ORIGIN);
      expect(path).toBe(DEFAULT_NEXT_PATH);
      expect(opened(path).origin).toBe(ORIGIN);
    });
  }

  it('whatever it returns opens on the site itself', () => {
    for (const next of ['/a/../../b', '/./x', '/%2e%2e/x', '/@evil.example', '/:evil.example']) {
      expect(opened(safeNextPath(next, ORIGIN)).origin).toBe(ORIGIN);
    }
  });
});
