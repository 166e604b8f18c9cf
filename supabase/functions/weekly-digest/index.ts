/**
 * weekly-digest: e-mails the week's devotionals (Monday to Sunday, the most recent Sunday in site_settings'
 * time zone ending it) to every confirmed, subscribed address. For the schedule only (a service key, the
 * service-role JWT or sb_secret_…, checked in _shared/caller.ts since verify_jwt is off; or x-cron-secret: CRON_SECRET).
 *
 *   POST /functions/v1/weekly-digest   → 200 { weekEnd, devotionals, sent, skipped, failed, done }
 *
 * Built for hosted limits: subscribers are read a page at a time (max_rows), sent 100 to a call of the provider's
 * batch endpoint, several calls at once (DIGEST_CONCURRENCY, default 4), and the run stops starting batches after
 * DIGEST_TIME_BUDGET_MS (default 110 s, inside the 150 s request limit) with done: false. Running it again
 * continues: each subscriber's delivery row is claimed before their e-mail goes out (deliver.ts), so nobody gets
 * the same week's digest twice, and the schedule can simply call until done is true.
 */
import { identifyCaller, sameSecret, serviceKeyFor } from '../_shared/caller.ts';
import { emailEnv } from '../_shared/email.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { batchesOf, deliverBatch, type Tally } from './deliver.ts';
import { addDays, todayIn } from '@lib/dates.ts';
import { renderDigest, weekEndFor, type DigestDevotional } from './digest.ts';
import { confirmedSubscribers } from './subscribers.ts';

function json(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

Deno.serve(async (req: Request) => {
  const started = Date.now();
  if (req.method !== 'POST') return json(405, { error: 'Use POST.' });
  const env = (name: string) => Deno.env.get(name);
  const supabaseUrl = env('SUPABASE_URL') ?? '';
  const cronSecret = env('CRON_SECRET');
  const header = req.headers.get('x-cron-secret');
  const allowed =
    (header !== null && !!cronSecret && cronSecret.length >= 24 && sameSecret(header, cronSecret)) || (await identifyCaller(req, env)).kind === 'service';
  if (!allowed) return json(401, { error: 'Only the schedule sends the weekly e-mail.' });

  const siteUrl = Deno.env.get('SITE_URL') || 'http://localhost:4321';
  const budgetMs = positive(Deno.env.get('DIGEST_TIME_BUDGET_MS'), 110_000);
  const concurrency = Math.floor(positive(Deno.env.get('DIGEST_CONCURRENCY'), 4));
  const service = serviceClient(supabaseUrl, serviceKeyFor(env));
  const { data: settings, error: settingsError } = await service.from('site_settings').select('timezone').maybeSingle();
  if (settingsError || !settings) return json(500, { error: `Could not read the site's time zone: ${settingsError?.message ?? 'site_settings has no row'}` });
  const weekEnd = weekEndFor(todayIn(settings.timezone as string));

  const { data: rows, error: devotionalsError } = await service
    .from('devotionals')
    .select('id, date, title, biblical_passage, memory_verse, image_url')
    .eq('status', 'published')
    .gte('date', addDays(weekEnd, -6))
    .lte('date', weekEnd)
    .order('date');
  if (devotionalsError) return json(500, { error: `Could not read the week's devotionals: ${devotionalsError.message}` });
  const devotionals: DigestDevotional[] = (rows ?? []).map((r: Record<string, string | null>) => ({
    id: r.id!,
    date: r.date!,
    title: r.title!,
    passage: r.biblical_passage!,
    memoryVerse: r.memory_verse,
    imageUrl: r.image_url,
  }));
  const tally: Tally = { sent: 0, skipped: 0, failed: 0 };
  if (devotionals.length === 0) return json(200, { weekEnd, devotionals: 0, ...tally, done: true });

  const subject = renderDigest(devotionals, { siteUrl, weekEnd, unsubscribeUrl: '' }).subject;
  await service
    .from('newsletter_digests')
    .upsert({ week_end: weekEnd, subject, devotionals: devotionals.length }, { onConflict: 'week_end', ignoreDuplicates: true });
  const { data: digest, error: digestError } = await service.from('newsletter_digests').select('id').eq('week_end', weekEnd).single();
  if (digestError || !digest) return json(500, { error: `Could not record the digest: ${digestError?.message ?? 'no row'}` });

  const ctx = {
    service,
    emailEnv: emailEnv(),
    digestId: digest.id as number,
    supabaseUrl,
    siteUrl,
    render: (unsubscribeUrl: string) => renderDigest(devotionals, { siteUrl, weekEnd, unsubscribeUrl }),
  };
  let done = true;
  // The budget stops a run only once it has claimed someone, so every run moves the digest forward.
  let progressed = false;
  try {
    pages: for await (const page of confirmedSubscribers(service)) {
      const queue = batchesOf(page);
      const worker = async () => {
        for (let batch = queue.shift(); batch; batch = queue.shift()) {
          if (progressed && Date.now() - started > budgetMs) {
            done = false;
            return;
          }
          if ((await deliverBatch(ctx, batch, tally)) > 0) progressed = true;
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
      if (!done) break pages;
    }
  } catch (error) {
    console.error(`weekly-digest: ${(error as Error).message}`);
    return json(500, { error: (error as Error).message, weekEnd, devotionals: devotionals.length, ...tally, done: false });
  }
  if (done && tally.failed === 0) await service.from('newsletter_digests').update({ finished_at: new Date().toISOString() }).eq('id', digest.id);
  return json(tally.failed ? 502 : 200, { weekEnd, devotionals: devotionals.length, ...tally, done: done && tally.failed === 0 });
});
