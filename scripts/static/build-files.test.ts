import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkFiles, listBuildFiles } from './build-files.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rd-build-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function put(relative: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  writeFileSync(path.join(dir, relative), text);
}

describe('listBuildFiles', () => {
  it('lists every regular file, sorted, with its size and an identity that changes when it is written again', async () => {
    put('index.html', '<p>home</p>');
    put('devotional/a/index.html', 'a');
    put('devotional/a/card.png', 'png!');
    put('_astro/app.js', 'js');
    symlinkSync(path.join(dir, 'index.html'), path.join(dir, 'link.html'));
    const files = await listBuildFiles(dir);
    expect(files.map((f) => [f.relative, f.size])).toEqual([
      ['_astro/app.js', 2],
      ['devotional/a/card.png', 4],
      ['devotional/a/index.html', 1],
      ['index.html', 11],
    ]);
    const before = files.find((f) => f.relative === 'index.html')!.identity;
    put('index.html', '<p>home!</p>');
    const after = (await listBuildFiles(dir)).find((f) => f.relative === 'index.html')!.identity;
    expect(after).not.toBe(before);
  });

  it('keeps only the files the filter accepts', async () => {
    put('index.html', 'x');
    put('a/b.json', '{}');
    expect((await listBuildFiles(dir, (relative) => relative.endsWith('.html'))).map((f) => f.relative)).toEqual(['index.html']);
  });
});

describe('linkFiles', () => {
  it('links each file where it is asked for, making the folders, and leaves out or copies what it cannot link', async () => {
    put('served/devotional/a/index.html', 'A');
    const skipped = await linkFiles(
      [
        [path.join(dir, 'served/devotional/a/index.html'), path.join(dir, 'next/devotional/a/index.html')],
        [path.join(dir, 'served/devotional/gone/index.html'), path.join(dir, 'next/devotional/gone/index.html')],
      ],
      'skip',
    );
    expect(readFileSync(path.join(dir, 'next/devotional/a/index.html'), 'utf8')).toBe('A');
    expect(statSync(path.join(dir, 'next/devotional/a/index.html')).ino).toBe(statSync(path.join(dir, 'served/devotional/a/index.html')).ino);
    expect(skipped).toEqual([[path.join(dir, 'served/devotional/gone/index.html'), path.join(dir, 'next/devotional/gone/index.html')]]);
    await expect(linkFiles([[path.join(dir, 'missing'), path.join(dir, 'copy/missing')]], 'copy')).rejects.toThrow(/ENOENT/);
  });
});
