/**
 * daily-email: e-mails today's devotional (today in site_settings' time zone) to every confirmed subscriber who
 * chose the daily e-mail, after the nightly release has made it public. For the schedule only
 * (_shared/schedule-caller.ts); Supabase Cron calls it after 00:30 site time (migration
 * 20261130000210_daily_email_cron.sql).
 *
 *   POST /functions/v1/daily-email   → 200 { day, devotional, sent, skipped, failed, done }
 *
 * The same engine as the weekly digest (_shared/newsletter-edition.ts): batched, resumable within
 * DIGEST_TIME_BUDGET_MS, each subscriber claimed once per day, so a retried or cut-off job never sends the day twice.
 * A day without a published devotional sends nothing (devotional: null, done: true).
 *
 * A subscriber who chose the BSB (newsletter_subscribers.bible_translation) gets the passage and the memory verse in
 * the BSB, read from BSB_SOURCE (_shared/bsb-source.ts) once per run and only when such a subscriber is sent to;
 * whatever the BSB cannot give stays in the KJV (_shared/newsletter-scripture.ts).
 */
import { emailEnv } from '../_shared/email.ts';
import { sendEdition } from '../_shared/newsletter-edition.ts';
import { positiveSetting } from '../_shared/schedule-caller.ts';
import { json, openEditionRequest } from '../_shared/edition-request.ts';
import { bsbSourceFor } from '../_shared/bsb-source.ts';
import { bsbOfDevotional, onFirstUse } from '../_shared/newsletter-scripture.ts';
import { dailySubject, renderDailyEmail, type DailyDevotional } from './daily.ts';

Deno.serve(async (req: Request) => {
  const opened = await openEditionRequest(req, 'Only the schedule sends the daily e-mail.');
  if (opened instanceof Response) return opened;
  const { started, env, supabaseUrl, service, siteUrl, today: day } = opened;

  const { data: row, error: devotionalError } = await service
    .from('devotionals')
    .select('id, date, title, biblical_passage, scripture_text, transcript, memory_verse, image_url, audio_url, audio_url_male, audio_url_female')
    .eq('status', 'published')
    // The English edition's; subscribers' languages are issue 34's e-mail step.
    .eq('language', 'en')
    .eq('date', day)
    .order('created_at')
    .limit(1)
    .maybeSingle();
  if (devotionalError) return json(500, { error: `Could not read today's devotional: ${devotionalError.message}` });
  if (!row) return json(200, { day, devotional: null, sent: 0, skipped: 0, failed: 0, done: true });
  const devotional: DailyDevotional = {
    id: row.id,
    date: row.date,
    title: row.title,
    passage: row.biblical_passage,
    scriptureText: row.scripture_text,
    reflection: row.transcript,
    memoryVerse: row.memory_verse,
    imageUrl: row.image_url,
    audioUrl: row.audio_url ?? row.audio_url_male ?? row.audio_url_female,
  };

  const bsb = onFirstUse(() => bsbOfDevotional(bsbSourceFor(env), devotional));

  const outcome = await sendEdition({
    service,
    emailEnv: emailEnv(),
    supabaseUrl,
    siteUrl,
    edition: 'daily',
    day,
    subject: dailySubject(devotional),
    devotionals: 1,
    render: async (recipient) => renderDailyEmail(devotional, { siteUrl, ...recipient, bsb: recipient.translation === 'bsb' ? await bsb() : null }),
    started,
    budgetMs: positiveSetting(env('DIGEST_TIME_BUDGET_MS'), 110_000),
    concurrency: Math.floor(positiveSetting(env('DIGEST_CONCURRENCY'), 4)),
  });
  const { error, ...tally } = outcome;
  const body = { day, devotional: devotional.id, ...tally };
  if (error) return json(500, { error, ...body });
  return json(tally.failed ? 502 : 200, body);
});
