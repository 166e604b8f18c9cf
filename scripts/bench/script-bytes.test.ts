import { describe, expect, it } from 'vitest';
import { countScriptBytes, gzipBytes, isJavaScriptType } from './script-bytes.ts';

describe('bench: counting the JavaScript Chromium loaded before interaction', () => {
  it('counts a file fetched twice (a module preload, then its import) once', () => {
    const body = 'export const x = 1;'.repeat(50);
    const { total, scripts } = countScriptBytes(
      [
        { url: 'http://site/_astro/page.js', body },
        { url: 'http://site/_astro/page.js', body },
      ],
      [],
    );
    expect(scripts.map((s) => s.source)).toEqual(['http://site/_astro/page.js']);
    expect(total).toBe(gzipBytes(body));
  });

  it('adds the inline scripts that run, and leaves out JSON data blocks and empty scripts', () => {
    const code = 'document.documentElement.dataset.theme = localStorage.theme || "light";';
    const { total, scripts } = countScriptBytes(
      [{ url: 'http://site/a.js', body: 'a()' }],
      [
        { type: null, text: code },
        { type: 'application/ld+json', text: '{"@type":"Article","headline":"A long headline that is not code"}' },
        { type: 'module', text: 'import "/b.js";' },
        { type: 'application/json', text: '{"a":1}' },
        { type: '', text: '   ' },
      ],
    );
    expect(scripts.map((s) => s.source)).toEqual(['http://site/a.js', 'inline #1', 'inline #3']);
    expect(total).toBe(gzipBytes('a()') + gzipBytes(code) + gzipBytes('import "/b.js";'));
  });

  it('knows which script types the browser runs', () => {
    for (const type of [null, '', 'module', 'text/javascript', 'Text/JavaScript; charset=utf-8', 'application/javascript'])
      expect(isJavaScriptType(type)).toBe(true);
    for (const type of ['application/json', 'application/ld+json', 'text/template', 'importmap', 'speculationrules'])
      expect(isJavaScriptType(type)).toBe(false);
  });
});
