/**
 * Publish to served: the time from an admin's publish to the new devotional page being served, through the real
 * path (rebuild-site → build hook → SiteBuilder's rebuild into a fresh folder → the static server's swap), on a
 * site already built by measure-build.
 */
import path from 'node:path';
import type { LocalSupabase } from '../../supabase/local/server.ts';
import { putConsoleInBuild } from './console-in-build.ts';
import { startBuildHook } from '../publish/build-hook.ts';
import { SiteBuilder } from '../publish/site-builder.ts';
import { serviceClient } from '../seed.ts';
import { serveStatic } from '../serve-static.ts';
import { notePublished } from '../static/kept-pages.ts';

export interface PublishMeasurement {
  /** From the publish (the row's status change) to the first 200 for the new page. */
  publishToServedSeconds: number;
  /** From the publish to the search index holding the new page (indexed in the served build after it is served). */
  searchUpToDateSeconds: number;
  /** The rebuild alone, as site_builds recorded it (pages and search index). */
  buildSeconds: number | null;
  /** Requests for the home page during the rebuild that did not answer 200 (must be 0). */
  failedReads: number;
}

/** `cacheDir`: the cache the build of `builtDir` filled (measure-build.ts), so the rebuild is the incremental one a publish makes. */
export async function measurePublish(local: LocalSupabase, builtDir: string, scratch: string, date: string, cacheDir?: string): Promise<PublishMeasurement> {
  const service = serviceClient(local.url, local.keys.serviceRoleKey);
  // A rebuild copies the served build's admin/ and writes its 404 page from the console's index.html.
  await putConsoleInBuild(builtDir, scratch);
  const site = await serveStatic({ root: builtDir, port: 0 });
  const builder = new SiteBuilder({
    supabaseUrl: local.url,
    anonKey: local.keys.anonKey,
    service,
    outDir: path.join(scratch, 'publish'),
    cacheDir,
    quiet: true,
    log: () => {},
  });
  builder.current = builtDir;
  // The served build is the one that cache was filled by, as after a publish (static/kept-pages.ts).
  if (cacheDir) await notePublished(cacheDir, builtDir);
  builder.onPublish((dir) => site.setRoot(dir));
  const hook = await startBuildHook(() => builder.request());
  const previousHook = local.services.config.functionEnv.BUILD_HOOK_URL;
  local.services.config.functionEnv.BUILD_HOOK_URL = hook.url;
  try {
    const { data: draft, error } = await service
      .from('devotionals')
      .insert({
        title: 'Bench: Publish to Served',
        slug: `bench-publish-${Date.now()}`,
        date,
        status: 'draft',
        biblical_passage: 'Psalm 121:1-2',
        scripture_text: 'I will lift up mine eyes unto the hills, from whence cometh my help.',
        transcript: 'A devotional published by the bench to time the path from publish to a served page.',
      })
      .select('id')
      .single();
    if (error) throw new Error(`Inserting the bench devotional failed: ${error.message}`);
    const url = `${site.url}/devotional/${draft.id}/`;
    const started = performance.now();
    const published = await service.from('devotionals').update({ status: 'published' }).eq('id', draft.id);
    if (published.error) throw new Error(published.error.message);
    const { error: invokeError } = await service.functions.invoke('rebuild-site', { body: { trigger: 'manual', reason: 'bench: publish to served' } });
    if (invokeError) throw new Error(`rebuild-site: ${invokeError.message}`);
    let failedReads = 0;
    for (;;) {
      const home = await fetch(`${site.url}/`);
      await home.body?.cancel();
      if (home.status !== 200) failedReads++;
      const page = await fetch(url, { redirect: 'manual' });
      await page.body?.cancel();
      if (page.status === 200) break;
      if (!builder.busy && builder.lastError) throw new Error(`The rebuild failed: ${builder.lastError}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const publishToServedSeconds = (performance.now() - started) / 1000;
    await builder.whenIdle();
    const searchUpToDateSeconds = (performance.now() - started) / 1000;
    const { data: build } = await service.from('site_builds').select('duration_ms').eq('status', 'succeeded').order('id', { ascending: false }).limit(1);
    return { publishToServedSeconds, searchUpToDateSeconds, buildSeconds: build?.[0] ? (build[0].duration_ms as number) / 1000 : null, failedReads };
  } finally {
    local.services.config.functionEnv.BUILD_HOOK_URL = previousHook ?? '';
    await hook.close();
    await site.close();
    await builder.close();
  }
}
