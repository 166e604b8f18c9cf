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
 * A day without a published devotional sends nothing (devotional: null, done: true). A subscriber who chose an hour
 * (newsletter_subscribers.send_hour, in their time_zone) is left for a later run until their clock has reached it
 * (lib/newsletter/send-hour.ts); the cron keeps calling until they have had the day's e-mail.
 *
 * A subscriber who chose the BSB (newsletter_subscribers.bible_translation) gets the passage and the memory verse in
 * the BSB, read from BSB_SOURCE (_shared/bsb-source.ts) once per run and devotional, and only when such a subscriber
 * is sent to; whatever the BSB cannot give stays in the KJV (_shared/newsletter-scripture.ts). A Dutch or Spanish
 * subscriber reads their devotional's own Statenvertaling or Reina-Valera 1909, or the KJV or the BSB they chose.
 */
import { emailEnv } from '../_shared/email.ts';
import { sendEdition } from '../_shared/newsletter-edition.ts';
import { positiveSetting } from '../_shared/schedule-caller.ts';
import { json, openEditionRequest } from '../_shared/edition-request.ts';
import { bsbSourceFor } from '../_shared/bsb-source.ts';
import { bsbOfDevotional, bsbReferences, onFirstUse, type BsbDevotional } from '../_shared/newsletter-scripture.ts';
import { dailySubject, renderDailyEmail, type DailyDevotional } from './daily.ts';
import { devotionalsByLanguage, devotionalFor } from './editions.ts';
import { sendHourReached } from '@lib/newsletter/send-hour.ts';

Deno.serve(async (req: Request) => {
  const opened = await openEditionRequest(req, 'Only the schedule sends the daily e-mail.');
  if (opened instanceof Response) return opened;
  const { started, env, supabaseUrl, service, siteUrl, today: day, timeZone } = opened;

  // Each edition's devotional of the day: a subscriber gets their language's, else the English one.
  const { data: rows, error: devotionalError } = await service
    .from('devotionals')
    .select(
      'id, date, title, language, translation_group, biblical_passage, scripture_text, transcript, memory_verse, image_url, audio_url, audio_url_male, audio_url_female',
    )
    .eq('status', 'published')
    .eq('date', day)
    .order('created_at');
  if (devotionalError) return json(500, { error: `Could not read today's devotional: ${devotionalError.message}` });
  const editions = devotionalsByLanguage(rows ?? []);
  const english = editions.en;
  if (!english) return json(200, { day, devotional: null, sent: 0, skipped: 0, failed: 0, done: true });
  const devotional = english;
  const bsbSource = onFirstUse(async () => bsbSourceFor(env));
  const bsbOf = new Map<string, () => Promise<BsbDevotional>>();
  const bsb = (d: DailyDevotional) => {
    let resolve = bsbOf.get(d.id);
    if (!resolve) bsbOf.set(d.id, (resolve = onFirstUse(async () => bsbOfDevotional(await bsbSource(), bsbReferences(d)))));
    return resolve();
  };

  const outcome = await sendEdition({
    service,
    emailEnv: emailEnv(),
    supabaseUrl,
    siteUrl,
    edition: 'daily',
    day,
    subject: dailySubject(devotional),
    devotionals: 1,
    include: (subscriber) => sendHourReached(subscriber, day, timeZone),
    render: async (recipient) => {
      const { devotional: own, language: devotionalLanguage } = devotionalFor(editions, recipient.language);
      return renderDailyEmail(own, { siteUrl, ...recipient, devotionalLanguage, bsb: recipient.translation === 'bsb' ? await bsb(own) : null });
    },
    started,
    budgetMs: positiveSetting(env('DIGEST_TIME_BUDGET_MS'), 110_000),
    concurrency: Math.floor(positiveSetting(env('DIGEST_CONCURRENCY'), 4)),
  });
  const { error, ...tally } = outcome;
  const body = { day, devotional: devotional.id, ...tally };
  if (error) return json(500, { error, ...body });
  return json(tally.failed ? 502 : 200, body);
});
