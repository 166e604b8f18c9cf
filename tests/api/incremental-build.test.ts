/**
 * A publish builds only what changed (docs/deploy.md, "Publishing what changed"), and what it builds is the full
 * build's output: the sample content is built once (filling the cache) and served, one English devotional (its text
 * and title) and one Dutch translation are changed and one devotional is unpublished, the site is built again from
 * that cache into a new folder beside the served one (linking its unchanged pages, then indexing the changed
 * languages again), and its output is compared, file by file and byte by byte, with a clean full build of the same
 * content from an empty cache; the served build is unchanged by it.
 * Three builds of the sample site: the slowest file of the api project (a few minutes on the shared machine).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekOf, weekKey } from '@lib/groups/iso-week.ts';
import { buildReaderSite, refreshSiteSearch, type BuildEnv } from '../../scripts/build-site.ts';
import { notePublished } from '../../scripts/static/kept-pages.ts';
import { seed } from '../../scripts/seed/index.ts';
import { PROJECT_ROOT } from '../fixtures/shared-data.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

const BUILD_MINUTES = 15 * 60_000;

let backend: TestBackend;
let scratch: string;

beforeAll(async () => {
  backend = await startTestBackend();
  await seed({ url: backend.url, serviceRoleKey: backend.serviceRoleKey, sample: true });
  scratch = await mkdtemp(path.join(os.tmpdir(), 'rd-incremental-'));
}, BUILD_MINUTES);

afterAll(async () => {
  await backend?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const entry of entries.filter((e) => e.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full).split(path.sep).join('/'), await readFile(full));
  }
  return files;
}

/** Pagefind over the whole of `site`, once, as the build ran it before it indexed each language on its own. */
async function runPagefind(site: string, outputPath: string): Promise<void> {
  const bin = path.join(PROJECT_ROOT, 'node_modules/pagefind/lib/runner/bin.cjs');
  const run = spawnSync(process.execPath, [bin, '--site', site, '--output-path', outputPath, '--quiet'], { encoding: 'utf8', timeout: 300_000 });
  expect(run.status, run.stderr).toBe(0);
}

/** Every path that is only in one build or whose bytes differ. */
function differences(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const names = [...new Set([...a.keys(), ...b.keys()])].sort();
  return names.flatMap((name) => {
    const left = a.get(name);
    const right = b.get(name);
    if (!left) return [`only in the full build: ${name}`];
    if (!right) return [`only in the incremental build: ${name}`];
    return left.equals(right) ? [] : [`differs: ${name}`];
  });
}

describe('incremental build', () => {
  it(
    'after an edit, a changed translation and an unpublish, builds exactly what a clean full build does',
    async () => {
      const env = (cache: string): BuildEnv => ({
        supabaseUrl: backend.url,
        anonKey: backend.anonKey,
        siteUrl: 'https://devotionals.example.org',
        cacheDir: path.join(scratch, cache),
        quiet: true,
      });
      const incremental = path.join(scratch, 'incremental');
      const first = await buildReaderSite(env('cache'), incremental);
      expect(first.reused).toEqual([]);
      // The devotionals' long texts were kept for the next build, which reads only the changed rows' again.
      expect((await stat(path.join(scratch, 'cache', 'devotional-rows', 'texts.json'))).isFile()).toBe(true);
      // Served from now on: the rebuild below links its unchanged pages (scripts/static/kept-pages.ts).
      await notePublished(path.join(scratch, 'cache'), incremental);
      const served = await filesOf(incremental);

      const service = backend.service();
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const { data: english } = await service
        .from('devotionals')
        .select('id, slug, title, date, transcript, translation_group')
        .eq('status', 'published')
        .eq('language', 'en')
        .lt('date', yesterday)
        .order('date', { ascending: false })
        // Older than the translated last week: the edit and the unpublish touch the English edition alone.
        .range(10, 15);
      expect(english?.length).toBe(6);
      const [edited, , , , gone] = english!;
      const { data: dutchDays } = await service
        .from('devotionals')
        .select('id, title, translation_group')
        .eq('status', 'published')
        .eq('language', 'nl')
        .lt('date', yesterday)
        .order('date');
      // The oldest Dutch day is retitled; one three or more days later, whose English day is not touched either, is not
      // (nor its neighbours), so none of its pages may be rendered again.
      const dutch = dutchDays?.[0];
      expect(dutch).toBeTruthy();
      const englishGroups = new Set(english!.map((d) => d.translation_group));
      const quietDutch = dutchDays!.slice(3).find((d) => !englishGroups.has(d.translation_group))!;
      expect(quietDutch).toBeTruthy();
      // A Spanish day nobody touched: the full build rendered Spanish in a process of its own (on two or more cores,
      // scripts/static/build-parts.ts), whose record the rebuild keeps it by.
      const { data: spanishDays } = await service
        .from('devotionals')
        .select('id, translation_group')
        .eq('status', 'published')
        .eq('language', 'es')
        .lt('date', yesterday)
        .order('date');
      const quietSpanish = spanishDays!.slice(3).find((d) => !englishGroups.has(d.translation_group))!;
      expect(quietSpanish).toBeTruthy();
      const edits = await Promise.all([
        service
          .from('devotionals')
          // A new title shows beyond its own page: in its neighbours' links, its month, its tags and its week's guide.
          .update({ transcript: `${edited.transcript}\n\nA sentence added by an editor.`, title: `${edited.title} (revised)` })
          .eq('id', edited.id),
        service
          .from('devotionals')
          .update({ title: `${dutch!.title} (herzien)` })
          .eq('id', dutch!.id),
        service.from('devotionals').update({ status: 'draft' }).eq('id', gone.id),
      ]);
      for (const { error } of edits) expect(error).toBeNull();

      // Astro's cache keeps a copy of each keyed page it renders: a page it skips keeps the copy of the first build.
      const cached = (id: string, route = 'devotional') => stat(path.join(scratch, 'cache', 'dist', route, id, 'index.html')).then((file) => file.mtimeMs);
      const untouched = english![2];
      const before = {
        edited: await cached(edited.id),
        untouched: await cached(untouched.id),
        untouchedCard: await cached(untouched.id, 'embed/devotional'),
        dutch: await cached(quietDutch.id, 'nl/devotional'),
        dutchCard: await cached(quietDutch.id, 'nl/embed/devotional'),
        spanish: await cached(quietSpanish.id, 'es/devotional'),
      };

      // A publish's rebuild: into a new folder beside the served one, served first with the served search index, whose
      // changed languages are then indexed again in place (as scripts/publish/site-builder.ts does).
      // It runs in another process than the build before it, in another environment (the shell's `_` names the
      // command that started it): no page's code may depend on that (site/data/build/api.ts, publicBuildEnv).
      const rebuilt = path.join(scratch, 'rebuilt');
      const shell = process.env._;
      process.env._ = '/usr/local/bin/another-command';
      try {
        await buildReaderSite(env('cache'), rebuilt, incremental, { reindex: false });
      } finally {
        if (shell === undefined) delete process.env._;
        else process.env._ = shell;
      }
      const pagefindOf = (files: Map<string, Buffer>) => new Map([...files].filter(([name]) => name.startsWith('pagefind/')));
      expect(differences(pagefindOf(served), pagefindOf(await filesOf(rebuilt)))).toEqual([]);
      const { report: second, retired } = await refreshSiteSearch(env('cache'), rebuilt);
      await Promise.all(retired.map((file) => rm(file)));
      expect(await cached(untouched.id)).toBe(before.untouched);
      // Nor are other pages of days nobody touched rendered again, in any edition.
      expect(await cached(untouched.id, 'embed/devotional')).toBe(before.untouchedCard);
      expect(await cached(quietDutch.id, 'nl/devotional')).toBe(before.dutch);
      expect(await cached(quietDutch.id, 'nl/embed/devotional')).toBe(before.dutchCard);
      expect(await cached(quietSpanish.id, 'es/devotional')).toBe(before.spanish);
      expect(await cached(edited.id)).not.toBe(before.edited);
      // The unchanged page is the served one, linked; the edited one is a new file; the served build did not change.
      const inode = (dir: string, id: string) => stat(path.join(dir, 'devotional', id, 'index.html')).then((file) => file.ino);
      expect(await inode(rebuilt, untouched.id)).toBe(await inode(incremental, untouched.id));
      expect(await inode(rebuilt, edited.id)).not.toBe(await inode(incremental, edited.id));
      expect(differences(served, await filesOf(incremental))).toEqual([]);
      const full = path.join(scratch, 'full');
      await buildReaderSite(env('cold-cache'), full);

      const [incrementalFiles, fullFiles] = await Promise.all([filesOf(rebuilt), filesOf(full)]);
      expect(differences(fullFiles, incrementalFiles)).toEqual([]);
      // The changes are in it: the edit, the new title, and no page for the unpublished day.
      expect(incrementalFiles.get(`devotional/${edited.id}/index.html`)?.toString()).toContain('A sentence added by an editor.');
      expect(incrementalFiles.get(`nl/devotional/${dutch!.id}/index.html`)?.toString()).toContain('(herzien)');
      expect(incrementalFiles.has(`devotional/${gone.id}/index.html`)).toBe(false);
      // Pages that list the edited day were rendered again, not copied from the first build.
      const [year, month] = (edited.date as string).split('-');
      const listing = [`archive/${year}/${month}/index.html`, `groups/guide/${weekKey(isoWeekOf(edited.date as string))}/index.html`];
      for (const page of listing) expect(incrementalFiles.get(page)?.toString(), page).toContain('(revised)');
      // The merged search bundle is what one Pagefind run over the whole site writes.
      const single = path.join(scratch, 'single-run');
      await runPagefind(full, single);
      const searchFiles = new Map(
        [...fullFiles].filter(([name]) => name.startsWith('pagefind/')).map(([name, bytes]) => [name.slice('pagefind/'.length), bytes]),
      );
      expect(differences(await filesOf(single), searchFiles)).toEqual([]);
      // Spanish content did not change: its search index came from the cache.
      expect(second.reused).toContain('es');
      expect(second.indexed).toEqual(expect.arrayContaining(['en', 'nl']));
    },
    3 * BUILD_MINUTES,
  );
});
