import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAdminBundle, measureAdminBundle } from './measure-admin.ts';

let dir: string;
const big = 'const admin = 1;\n'.repeat(5000);
const small = 'export const x = 2;';
const css = 'body{margin:0}';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rd-admin-bench-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dir, 'assets', 'index-abc.js'), big);
  await writeFile(path.join(dir, 'assets', 'chunk-def.js'), small);
  await writeFile(path.join(dir, 'assets', 'index-abc.css'), css);
  await writeFile(path.join(dir, 'favicon.svg'), '<svg/>');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('measureAdminBundle', () => {
  it('sums gzip bytes of JavaScript and CSS, and names the largest file', async () => {
    const m = await measureAdminBundle(dir);
    expect(m.js).toBe(gzipSync(big).length + gzipSync(small).length);
    expect(m.css).toBe(gzipSync(css).length);
    expect(m.html).toBeGreaterThan(0);
    expect(m.files).toBe(3);
    expect(m.largest[0].file).toBe(path.join('assets', 'index-abc.js'));
  });

  it('prints the figures, or why they are missing', async () => {
    const lines = formatAdminBundle(await measureAdminBundle(dir));
    expect(lines[0]).toMatch(/^Admin console \(gzip/);
    expect(lines[1]).toMatch(/^ {2}JavaScript \d+\.\d KB, CSS \d+\.\d KB, HTML \d+\.\d KB \(3 files\)$/);
    expect(formatAdminBundle(undefined, 'vite failed\nstack')).toEqual(['Admin console (gzip)', '  not measured: vite failed']);
  });
});
