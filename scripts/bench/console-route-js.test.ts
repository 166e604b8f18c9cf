import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { consoleScripts, routeJs } from './console-route-js.ts';

describe('the console JavaScript a route fetched', () => {
  it('counts each console script once, and nothing that is not one', () => {
    const urls = [
      'http://127.0.0.1:4000/admin/assets/index-a.js',
      'http://127.0.0.1:4000/admin/assets/Panel-b.js',
      'http://127.0.0.1:4000/admin/assets/index-a.js',
      'http://127.0.0.1:4000/admin/',
      'http://127.0.0.1:4000/admin/assets/theme.css',
      'http://127.0.0.1:54321/auth/v1/user',
    ];
    expect(consoleScripts(urls)).toEqual(['assets/Panel-b.js', 'assets/index-a.js']);
  });

  it('sums the gzip size of the built files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'console-route-js-'));
    mkdirSync(path.join(dir, 'assets'));
    const a = 'export const a = 1;\n'.repeat(200);
    const b = 'export const b = 2;\n';
    writeFileSync(path.join(dir, 'assets', 'index-a.js'), a);
    writeFileSync(path.join(dir, 'assets', 'Panel-b.js'), b);
    const fetched = ['http://x/admin/assets/index-a.js', 'http://x/admin/assets/Panel-b.js'];
    expect(routeJs(fetched, dir)).toEqual({ gzipBytes: gzipSync(a).length + gzipSync(b).length, files: 2 });
  });
});
