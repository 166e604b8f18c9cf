/**
 * The weekly digest's time for `npm run bench`: a fresh supabase/local (PGlite in memory, or the PostgreSQL
 * server named by BENCH_DATABASE_URL) with N confirmed subscribers and one devotional in the site's week, its own
 * mailbox standing in for Resend (POST /mailbox/emails/batch). weekly-digest is called as the schedule would call
 * it, again while it answers done: false (each run stops within its 110 s budget), and the figures are the wall
 * time of each run and of all, the batch calls and the e-mails delivered. Figures, never assertions.
 */
import { startLocalSupabase } from '../../supabase/local/server.ts';
import { todayIn } from '@lib/dates.ts';
import { weekEndFor } from '../../supabase/functions/weekly-digest/digest.ts';
import { serviceClient } from '../seed.ts';

export interface DigestFigures {
  subscribers: number;
  database: 'PGlite' | 'PostgreSQL';
  loadSeconds: number;
  runs: Array<{ seconds: number; sent: number; done: boolean; status: number }>;
  totalSeconds: number;
  delivered: number;
  batchCalls: number;
  error?: string;
}

export const DIGEST_BENCH_SUBSCRIBERS = 100_000;

export async function measureDigest(log: (line: string) => void, subscribers = DIGEST_BENCH_SUBSCRIBERS): Promise<DigestFigures> {
  const functionEnv: Record<string, string> = {};
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const local = await startLocalSupabase({ port: 0, data: 'memory', storageDir: 'memory', databaseUrl, functionEnv });
  Object.assign(functionEnv, {
    EMAIL_API_URL: `${local.url}/mailbox`,
    EMAIL_API_KEY: 'bench',
    EMAIL_FROM: 'RD <weekly@bench.local>',
    SITE_URL: 'http://localhost:4321',
  });
  const figures: DigestFigures = {
    subscribers,
    database: databaseUrl ? 'PostgreSQL' : 'PGlite',
    loadSeconds: 0,
    runs: [],
    totalSeconds: 0,
    delivered: 0,
    batchCalls: 0,
  };
  // The mailbox keeps every message; 100,000 digests would hold a gigabyte, so it is counted and emptied as it fills.
  const drain = () => {
    figures.delivered += local.mailbox.messages.length;
    figures.batchCalls += local.mailbox.apiCalls.length;
    local.mailbox.clear();
  };
  const drainTimer = setInterval(drain, 250);
  try {
    const client = serviceClient(local.url, local.keys.serviceRoleKey);
    const loadStarted = performance.now();
    const { data: settings } = await client.from('site_settings').select('timezone').single();
    const weekEnd = weekEndFor(todayIn(settings!.timezone as string));
    const devotional = await client.from('devotionals').insert({
      title: 'The Lord Is My Shepherd',
      slug: 'bench-digest-shepherd',
      date: weekEnd,
      status: 'published',
      biblical_passage: 'Psalm 23',
      scripture_text: 'The LORD is my shepherd; I shall not want.',
      transcript: 'A week of green pastures and still waters.',
      memory_verse: 'Psalm 23:1',
    });
    if (devotional.error) throw new Error(`Inserting the week's devotional failed: ${devotional.error.message}`);
    const now = new Date().toISOString();
    for (let i = 0; i < subscribers; i += 5000) {
      const rows = Array.from({ length: Math.min(5000, subscribers - i) }, (_, k) => ({ email: `reader${i + k}@bench.local`, confirmed_at: now }));
      const { error } = await client.from('newsletter_subscribers').insert(rows);
      if (error) throw new Error(`Inserting subscribers failed: ${error.message}`);
    }
    figures.loadSeconds = (performance.now() - loadStarted) / 1000;
    log(`digest: ${subscribers.toLocaleString('en-US')} confirmed subscribers on ${figures.database} in ${figures.loadSeconds.toFixed(1)} s; sending...`);

    const started = performance.now();
    for (let run = 0; run < 50; run++) {
      const runStarted = performance.now();
      const response = await fetch(`${local.url}/functions/v1/weekly-digest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${local.keys.serviceRoleKey}`, apikey: local.keys.serviceRoleKey },
      });
      const body = (await response.json()) as { sent?: number; done?: boolean; error?: string };
      figures.runs.push({ seconds: (performance.now() - runStarted) / 1000, sent: body.sent ?? 0, done: body.done === true, status: response.status });
      log(`digest: run ${run + 1}: ${response.status}, ${body.sent ?? 0} sent in ${figures.runs.at(-1)!.seconds.toFixed(1)} s${body.done ? ', done' : ''}`);
      if (body.done || response.status >= 500) {
        if (!body.done) figures.error = body.error ?? `run ${run + 1} answered ${response.status}`;
        break;
      }
    }
    figures.totalSeconds = (performance.now() - started) / 1000;
  } catch (error) {
    figures.error = (error as Error).message;
  } finally {
    clearInterval(drainTimer);
    drain();
    await local.close().catch(() => {});
  }
  return figures;
}

export function formatDigestReport(f: DigestFigures): string {
  const lines = [`Weekly digest (figures, not aims): ${f.subscribers.toLocaleString('en-US')} subscribers on ${f.database}, local e-mail stand-in`];
  if (f.error) lines.push(`  failed: ${f.error}`);
  lines.push(
    `  ${f.runs.length} run${f.runs.length === 1 ? '' : 's'} in ${f.totalSeconds.toFixed(1)} s (${f.runs.map((r) => `${r.seconds.toFixed(1)} s`).join(', ')}); the hosted limit is 150 s per run`,
    `  ${f.delivered.toLocaleString('en-US')} e-mails in ${f.batchCalls.toLocaleString('en-US')} batch calls` +
      (f.totalSeconds > 0 ? `, ${Math.round(f.delivered / f.totalSeconds).toLocaleString('en-US')} e-mails/s` : ''),
  );
  return lines.join('\n');
}
