/**
 * `npm start`'s narration of the sample devotionals, after the site is up: the seed writes the content without
 * audio, the site is built and served at once, and this narrates in worker threads (lib/narration/node-pool.ts)
 * while the API and the static server keep answering. Today's devotional goes first, then the released ones from
 * the newest back, then those to come. After the first finished devotional and after every `batchSize` more (and at
 * the end) it asks for a rebuild through the same path a publish takes (rebuild-site → build hook → builder, which
 * coalesces requests), so pages get their players batch by batch. What is already narrated is skipped, so a
 * restart resumes where the last run stopped.
 *
 * stop() (Ctrl-C): the threads are stopped at once, no new upload starts, an upload under way finishes and links
 * both voices or nothing; the unfinished devotional is narrated again next time.
 */
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { pooledNarrationProviderFromEnv, type ClosableNarrationProvider } from '@lib/narration/node.ts';
import { loadDevotionalFiles } from './devotionals.ts';
import { loadEditionSamples } from './edition-samples.ts';
import { hasNarration, narrateTargets, narrationTargets, type NarrateChoice, type NarrationResult } from './narration.ts';
import { fromRoot } from './paths.ts';

/**
 * What a narrate choice means for the sample devotionals (content/devotionals/, and the Dutch and Spanish ones in
 * content/devotionals-nl/ and -es/): their slugs, and whether only the ones dated today are meant. 'none' is no slugs.
 */
export async function sampleNarrationScope(choice: NarrateChoice, contentDir = fromRoot('content')): Promise<{ slugs: string[]; todayOnly: boolean }> {
  if (choice === 'none') return { slugs: [], todayOnly: false };
  const files = await loadDevotionalFiles(path.join(contentDir, 'devotionals'));
  // The Dutch and Spanish samples are narrated too, in their languages' voices.
  const translations = (await loadEditionSamples(contentDir)).flatMap((edition) => edition.files);
  const slugs = [...files, ...translations].map((f) => f.content.frontMatter.slug);
  if (!Array.isArray(choice)) return { slugs, todayOnly: choice === 'today' };
  const unknown = choice.filter((slug) => !slugs.includes(slug));
  if (unknown.length) throw new Error(`No sample devotional has the slug ${unknown.join(', ')} (asked to narrate it)`);
  return { slugs: choice, todayOnly: false };
}

export interface BackgroundNarrationOptions {
  client: SupabaseClient<Database>;
  /** The sample devotionals to narrate (saved already). */
  slugs: string[];
  /** YYYY-MM-DD: its devotional is narrated first. */
  today: string;
  /** Only the devotional dated `today` (SEED_NARRATE=today). */
  todayOnly?: boolean;
  /** Asks for a site rebuild; a failure is logged, narration goes on. */
  rebuild: (reason: string) => Promise<void>;
  log?: (line: string) => void;
  /** Devotionals per rebuild after the first; default 7. */
  batchSize?: number;
  /** Default: pooledNarrationProviderFromEnv() with `workers` threads. */
  provider?: ClosableNarrationProvider;
  workers?: number;
}

export interface BackgroundNarration {
  /** Resolves when every devotional is narrated (or stop() ended the work) and the last rebuild was asked for. */
  finished: Promise<NarrationResult & { total: number; stopped: boolean }>;
  stop(): Promise<void>;
}

function minutes(seconds: number): string {
  return seconds < 90 ? `${Math.round(seconds)} s` : `${(seconds / 60).toFixed(1)} min`;
}

export function startBackgroundNarration(options: BackgroundNarrationOptions): BackgroundNarration {
  const log = options.log ?? ((line: string) => console.log(line));
  const batchSize = options.batchSize ?? 7;
  let stopped = false;
  let provider: ClosableNarrationProvider | null = null;

  const run = async () => {
    let all = await narrationTargets(options.client, options.slugs, options.today, { skipMissing: true });
    if (options.todayOnly) all = all.filter((t) => t.date === options.today);
    // Only what is missing is announced and counted: a restart after a finished narration says so in one line.
    const narratedAlready = await Promise.all(all.map((t) => hasNarration(options.client, t)));
    const missing = all.filter((_, i) => !narratedAlready[i]);
    const skipped = all.length - missing.length;
    if (stopped || missing.length === 0) {
      if (!stopped && all.length) log(`Narration: all ${all.length} sample devotional${all.length === 1 ? ' has' : 's have'} it in both voices.`);
      return { narrated: 0, skipped, synthesisSeconds: 0, total: all.length, stopped };
    }
    provider = options.provider ?? pooledNarrationProviderFromEnv(process.env, options.workers);
    const started = performance.now();
    let unpublished = 0;
    let published = 0;
    let narratedSoFar = 0;
    const publish = async (reason: string) => {
      published++;
      unpublished = 0;
      await options.rebuild(reason).catch((error: Error) => log(`Narration: asking for a rebuild failed: ${error.message}`));
    };
    log(
      `Narration: ${missing.length} sample devotional${missing.length === 1 ? '' : 's'}${skipped ? ` (of ${all.length}; ${skipped} already ${skipped === 1 ? 'has' : 'have'} it)` : ''} in both voices, in the background ` +
        `(${provider.parallel} thread${provider.parallel === 1 ? '' : 's'}), today's first; pages get their players as batches finish.`,
    );
    const result = await narrateTargets(options.client, missing, {
      provider,
      stopped: () => stopped,
      onDone: async (target, outcome, done) => {
        if (outcome.status === 'narrated') {
          narratedSoFar++;
          unpublished++;
        }
        const elapsed = (performance.now() - started) / 1000;
        const left = narratedSoFar && done < missing.length ? `, about ${minutes((elapsed / done) * (missing.length - done))} left` : '';
        const how = outcome.status === 'skipped' ? 'already narrated' : outcome.fromCache ? 'from the narration cache' : `${outcome.seconds.toFixed(0)} s`;
        log(`Narration ${done}/${missing.length}: ${target.title} (${how})${left}`);
        if (unpublished > 0 && done < missing.length && (published === 0 || unpublished >= batchSize)) {
          await publish(`Narration: ${done} of ${missing.length} devotionals`);
        }
      },
    });
    if (!stopped && unpublished > 0) await publish(`Narration finished: ${missing.length} devotionals`);
    if (!stopped) {
      log(`Narration finished: ${result.narrated} devotional${result.narrated === 1 ? '' : 's'} narrated in ${minutes((performance.now() - started) / 1000)}.`);
    }
    return { ...result, skipped: result.skipped + skipped, total: all.length, stopped };
  };

  const finished = run().finally(() => (provider && !options.provider ? provider.close() : undefined));
  // Failure is reported here; callers that await `finished` see it too.
  finished.catch((error: Error) => {
    if (!stopped) log(`Narration stopped with an error: ${error.message}. The next start narrates what is missing.`);
  });
  return {
    finished,
    async stop() {
      if (stopped) return;
      stopped = true;
      await (provider as ClosableNarrationProvider | null)?.close();
      await finished.catch(() => {});
    },
  };
}
