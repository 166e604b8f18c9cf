import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { budgetWarnings, checkHostBudget, daysOfRoom, describeBudget, measureHostBudget, overBudget, PAGES_LIMITS, pagesLimits } from './host-budget.ts';

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
      pages: 1,
      devotionals: 0,
      filesPerDevotional: 0,
      largest: { file: 'admin/assets/espeak-ng.data', bytes: 24_014_553 },
      staticRedirects: 1,
      dynamicRedirects: 1,
      headerRules: 1,
      longestHeaderLine: expect.objectContaining({ chars: expect.any(Number) }),
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
      "Cloudflare Pages' limit of 20000 files per deployment (free plan) is about 300 released days away (18500 files now, 5 more each day): plan for a paid plan's higher limit (PAGES_FILE_LIMIT=100000) or fewer files per day.",
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

  it('names a _headers line longer than Cloudflare Pages reads (it would drop the header)', async () => {
    await writeFile(path.join(dir, '_headers'), `/*\n  Content-Security-Policy: script-src 'self' ${"'sha256-x' ".repeat(200)}\n  X-Frame-Options: DENY\n`);
    const budget = await measureHostBudget(dir);
    expect(budget.longestHeaderLine.header).toBe('Content-Security-Policy');
    expect(overBudget(budget)).toEqual([
      `_headers has a Content-Security-Policy line of ${budget.longestHeaderLine.chars} characters, more than Cloudflare Pages' 2000 a line`,
    ]);
    await expect(checkHostBudget(dir)).rejects.toThrow(/Content-Security-Policy line of \d+ characters/);
  });

  it("counts a day's Dutch and Spanish translations among that day's files", async () => {
    for (const [edition, id] of [
      ['', 'a1'],
      ['nl/', 'b2'],
      ['es/', 'c3'],
    ]) {
      await mkdir(path.join(dir, `${edition}devotional`, id), { recursive: true });
      await writeFile(path.join(dir, `${edition}devotional`, id, 'index.html'), '');
      await writeFile(path.join(dir, `${edition}devotional`, id, 'verse-card.png'), '');
      await mkdir(path.join(dir, `${edition}embed/devotional`, id), { recursive: true });
      await writeFile(path.join(dir, `${edition}embed/devotional`, id, 'index.html'), '');
      await mkdir(path.join(dir, `${edition}oembed/devotional`), { recursive: true });
      await writeFile(path.join(dir, `${edition}oembed/devotional`, `${id}.json`), '');
    }
    await mkdir(path.join(dir, 'pagefind/fragment'), { recursive: true });
    for (const n of [1, 2, 3, 4]) await writeFile(path.join(dir, 'pagefind/fragment', `${n}.pf_fragment`), '');
    const budget = await measureHostBudget(dir);
    // One released day in three editions: 3 × (page, verse card, card, oEmbed, fragment).
    expect(budget).toMatchObject({ devotionals: 1, filesPerDevotional: 15 });
  });

  it('takes the paid plans’ 100,000 files from PAGES_FILE_LIMIT, and refuses any other figure', async () => {
    expect(pagesLimits({})).toEqual(PAGES_LIMITS);
    expect(pagesLimits({ PAGES_FILE_LIMIT: '20000' }).files).toBe(20_000);
    const paid = pagesLimits({ PAGES_FILE_LIMIT: '100000' });
    expect(paid).toMatchObject({ files: 100_000, plan: 'paid plan', fileBytes: PAGES_LIMITS.fileBytes });
    expect(() => pagesLimits({ PAGES_FILE_LIMIT: '50000' })).toThrow(
      "PAGES_FILE_LIMIT is 20000 (Cloudflare Pages' free plan) or 100000 (a paid plan), not 50000",
    );
    const budget = await measureHostBudget(dir);
    expect(overBudget({ ...budget, files: 20_001 }, paid)).toEqual([]);
    expect(overBudget({ ...budget, files: 100_001 }, paid)).toEqual([
      "the build has 100001 files, more than Cloudflare Pages' 100000 per deployment (paid plan)",
    ]);
    expect(budgetWarnings({ ...budget, devotionals: 10, filesPerDevotional: 15, files: 95_000 }, paid)).toEqual([
      "Cloudflare Pages' limit of 100000 files per deployment (paid plan) is about 333 released days away (95000 files now, 15 more each day): plan for fewer files per day.",
    ]);
  });
});
