/**
 * The local builder behind the build hook: one build at a time, each into a fresh folder; only a finished build
 * is published (the static server's root pointer is swapped), so a reader never sees a half-built or broken
 * site, and a failed build leaves the previous one served and its error recorded in site_builds.
 * Requests that arrive during a build are answered by exactly one further build.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { buildAll, rebuildSite, refreshSiteSearch, type BuildEnv } from '../build-site.ts';
import type { HostBudget } from '../static/host-budget.ts';
import { claimBuild, recordBuildResult } from './build-record.ts';
import { notePublished } from '../static/kept-pages.ts';

export interface SiteBuilderOptions {
  supabaseUrl: string;
  anonKey: string;
  service: SupabaseClient<Database>;
  /** The first build goes here; later ones into fresh folders beside it (`<outDir>.builds/<n>`). */
  outDir: string;
  quiet?: boolean;
  log: (line: string) => void;
  /** Tests only: how far the build's clock runs ahead (see test-clock.ts). */
  clockOffsetMs?: () => number;
  /** The Bible text service the admin's passage lookup calls (PUBLIC_BIBLE_API_URL); default bible-api.com. */
  bibleApiUrl?: string;
  /** The site's address for canonical links, og:url and the podcast feed (SITE_URL); default SITE_URL or astro's. */
  siteUrl?: string;
  /**
   * What each build keeps for the next, so a rebuild renders and indexes only what changed (build-site.ts,
   * siteCacheDir); default `<outDir>.cache`, this builder's own, since two builds must never share one.
   */
  cacheDir?: string;
}

/** How long a replaced build stays on disk, so responses already streaming from it can finish. */
const RETIRE_AFTER_MS = 30_000;

export class SiteBuilder {
  /** The folder being served, once a build has succeeded. */
  current: string | null = null;
  /** When the served build started (by the stack's clock): the nightly timer compares it with the release time. */
  currentStartedAt: Date | null = null;
  lastError: string | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private serial = 0;
  private readonly abort = new AbortController();
  private readonly listeners: Array<(dir: string) => void> = [];
  private readonly retiring = new Set<NodeJS.Timeout>();

  constructor(private readonly options: SiteBuilderOptions) {}

  get buildsDir(): string {
    return `${path.resolve(this.options.outDir)}.builds`;
  }

  /** Called with the new folder each time a build is published. */
  onPublish(listener: (dir: string) => void): void {
    this.listeners.push(listener);
  }

  get busy(): boolean {
    return this.running !== null;
  }

  /** Asks for a build: starts one now, or one more after the build in progress. */
  request(): void {
    if (this.abort.signal.aborted) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when no build is running or asked for. */
  async whenIdle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.abort.abort();
    await this.whenIdle();
    for (const timer of this.retiring) clearTimeout(timer);
    await rm(this.buildsDir, { recursive: true, force: true });
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      await this.buildOnce();
    } while (this.again && !this.abort.signal.aborted);
  }

  private async buildOnce(): Promise<void> {
    const { service, log } = this.options;
    const first = this.current === null;
    const dir = first ? path.resolve(this.options.outDir) : path.join(this.buildsDir, `${Date.now()}-${++this.serial}`);
    const startedAt = new Date();
    const started = performance.now();
    let claim: Awaited<ReturnType<typeof claimBuild>> | null = null;
    try {
      claim = await claimBuild(service, first ? { trigger: 'startup', reason: 'Start-up build' } : { trigger: 'manual', reason: 'Build hook' });
      const env: BuildEnv = {
        supabaseUrl: this.options.supabaseUrl,
        anonKey: this.options.anonKey,
        bibleApiUrl: this.options.bibleApiUrl,
        siteUrl: this.options.siteUrl,
        cacheDir: this.options.cacheDir ?? `${path.resolve(this.options.outDir)}.cache`,
        quiet: this.options.quiet,
        signal: this.abort.signal,
        testClockOffsetMs: this.options.clockOffsetMs?.() || undefined,
      };
      let budget: HostBudget;
      if (first) {
        await rm(dir, { recursive: true, force: true });
        budget = await buildAll({ ...env, outDir: dir });
      } else {
        await mkdir(this.buildsDir, { recursive: true });
        // Served as soon as its pages are built, with the served build's search index until the new one is ready.
        budget = await rebuildSite({ ...env, outDir: dir }, dir, this.current!, { reindex: false });
      }
      if (this.abort.signal.aborted) throw new Error('The server stopped during the build.');
      const { pages } = budget;
      this.publish(dir, startedAt);
      const servedAfter = (performance.now() - started) / 1000;
      // The next rebuild may link this build's pages (static/kept-pages.ts).
      await notePublished(env.cacheDir!, dir);
      // The languages whose pages changed are indexed again, in the served build; a failure leaves it online with
      // its previous index, and is recorded.
      const searchError = first ? null : await this.refreshSearch(env, dir);
      this.lastError = searchError;
      const durationMs = performance.now() - started;
      await recordBuildResult(service, claim, searchError ? { ok: false, durationMs, error: searchError } : { ok: true, durationMs, pages });
      log(
        searchError
          ? `Site rebuilt: ${pages} pages online in ${servedAfter.toFixed(1)} s, but ${searchError}`
          : `Site ${first ? 'built' : 'rebuilt'}: ${pages} pages in ${servedAfter.toFixed(1)} s${first ? '' : `, search up to date ${(durationMs / 1000 - servedAfter).toFixed(1)} s later`}.`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.lastError = message;
      if (!first) await rm(dir, { recursive: true, force: true }).catch(() => {});
      if (claim) await recordBuildResult(service, claim, { ok: false, durationMs: performance.now() - started, error: message }).catch(() => {});
      log(`Site build failed${this.current ? ' (the previous build stays online)' : ''}: ${message}`);
    }
  }

  private publish(dir: string, startedAt: Date): void {
    const previous = this.current;
    this.current = dir;
    this.currentStartedAt = startedAt;
    for (const listener of this.listeners) listener(dir);
    // The first build's folder (dist/) is kept; replaced rebuilds are removed once in-flight responses are done.
    if (previous && previous.startsWith(this.buildsDir + path.sep) && existsSync(previous)) {
      this.later(() => rm(previous, { recursive: true, force: true }));
    }
  }

  /** Indexes the served build `dir` again where its pages changed; the error, or null. */
  private async refreshSearch(env: BuildEnv, dir: string): Promise<string | null> {
    try {
      const { retired } = await refreshSiteSearch({ ...env, outDir: dir }, dir);
      this.later(() => Promise.all(retired.map((file) => rm(file, { force: true }))));
      return null;
    } catch (error) {
      return `the search index could not be brought up to date: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  /** Runs `work` once responses already streaming (or searches already begun) have had time to finish. */
  private later(work: () => Promise<unknown>): void {
    const timer = setTimeout(() => {
      this.retiring.delete(timer);
      void work().catch(() => {});
    }, RETIRE_AFTER_MS);
    timer.unref();
    this.retiring.add(timer);
  }
}
