import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { budgetWarnings, checkHostBudget, daysOfRoom, describeBudget, measureHostBudget, overBudget, PAGES_LIMITS } from './host-budget.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rd-budget-'));
  await mkdir(path.join(dir, 'admin/assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<h1>home</h1>');
  await writeFile(path.join(dir, '_redirects'), '/a /b 301\n/admin/users/* /admin/ 200\n');
  await writeFile(path.join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('host budget (Cloudflare Pages limits)', () => {
  it('counts the files a deployment uploads (not _redirects and _headers), the largest file and the rules', async () => {
    // The console's narration voice data is 22.9 MiB today: under the 25 MiB limit, and the build says how close.
    await writeFile(path.join(dir, 'admin/assets/espeak-ng.data'), '');
    await truncate(path.join(dir, 'admin/assets/espeak-ng.data'), 24_014_553);
    const budget = await checkHostBudget(dir);
    expect(budget).toEqual({
      files: 2,
      devotionals: 0,
      filesPerDevotional: 0,
      largest: { file: 'admin/assets/espeak-ng.data', bytes: 24_014_553 },
      staticRedirects: 1,
      dynamicRedirects: 1,
      headerRules: 1,
    });
  });

  it("counts each released day's files (page, verse card, search fragment, embed card, oEmbed response) and the days that still fit", async () => {
    for (const id of ['a1', 'b2']) {
      await mkdir(path.join(dir, 'devotional', id), { recursive: true });
      await writeFile(path.join(dir, 'devotional', id, 'index.html'), '');
      await writeFile(path.join(dir, 'devotional', id, 'verse-card.png'), '');
      await mkdir(path.join(dir, 'embed/devotional', id), { recursive: true });
      await writeFile(path.join(dir, 'embed/devotional', id, 'index.html'), '');
      await mkdir(path.join(dir, 'oembed/devotional'), { recursive: true });
      await writeFile(path.join(dir, 'oembed/devotional', `${id}.json`), '');
    }
    await mkdir(path.join(dir, 'pagefind/fragment'), { recursive: true });
    // Two devotional pages and the home page are indexed.
    for (const n of [1, 2, 3]) await writeFile(path.join(dir, 'pagefind/fragment', `${n}.pf_fragment`), '');
    await writeFile(path.join(dir, 'devotional/404.html'), '');
    const budget = await measureHostBudget(dir);
    expect(budget).toMatchObject({ files: 13, devotionals: 2, filesPerDevotional: 5 });
    expect(daysOfRoom(budget)).toBe(Math.floor((20_000 - 13) / 5));
    expect(describeBudget(budget)).toMatch(/13 of 20000 files; .* Each released day adds 5 files: room for about 3,997 more days\.$/);
    expect(budgetWarnings(budget)).toEqual([]);
    expect(budgetWarnings({ ...budget, files: 18_500 })).toEqual([
      "Cloudflare Pages' limit of 20000 files per deployment (free plan) is about 300 released days away (18500 files now, 5 more each day): plan for a paid plan's higher limit or fewer files per day.",
    ]);
  });

  it('fails a build with a file over 25 MiB, naming the file', async () => {
    const file = path.join(dir, 'admin/assets/voices.data');
    await writeFile(file, '');
    await truncate(file, PAGES_LIMITS.fileBytes + 1);
    await expect(checkHostBudget(dir)).rejects.toThrow(/admin\/assets\/voices\.data is 25\.0 MiB, more than Cloudflare Pages' 25\.0 MiB per file/);
  });

  it('names the file count, and each rule count, when over the limit', async () => {
    const budget = await measureHostBudget(dir);
    expect(overBudget(budget)).toEqual([]);
    expect(overBudget({ ...budget, files: 20_001 })).toEqual(["the build has 20001 files, more than Cloudflare Pages' 20000 per deployment (free plan)"]);
    expect(overBudget({ ...budget, dynamicRedirects: 101, headerRules: 101 })).toEqual([
      '_redirects has 101 dynamic rules, more than 100',
      '_headers has 101 rules, more than 100',
    ]);
  });
});
