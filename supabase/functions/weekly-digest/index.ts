/**
 * weekly-digest: e-mails the week's devotionals (Monday to Sunday, the most recent Sunday in site_settings'
 * time zone ending it) to every confirmed subscriber who chose the weekly e-mail (the default). For the schedule
 * only (_shared/schedule-caller.ts).
 *
 *   POST /functions/v1/weekly-digest   → 200 { weekEnd, devotionals, sent, skipped, failed, done }
 *
 * Built for hosted limits by the engine it shares with daily-email (_shared/newsletter-edition.ts): subscribers
 * a page at a time, 100 to a batch call, DIGEST_CONCURRENCY calls at once (default 4), and the run stops starting
 * batches after DIGEST_TIME_BUDGET_MS (default 110 s) with done: false. Running it again continues: nobody gets
 * the same week's digest twice, and the schedule can simply call until done is true.
 *
 * A subscriber who chose the BSB gets the memory verses in the BSB, read from BSB_SOURCE (_shared/bsb-source.ts) once
 * per run and only when such a subscriber is sent to; whatever the BSB cannot give stays in the KJV. A Dutch or
 * Spanish devotional's memory verse is its own Statenvertaling or Reina-Valera 1909, or its English original's KJV
 * for a subscriber who chose the KJV.
 */
import { emailEnv } from '../_shared/email.ts';
import { sendEdition } from '../_shared/newsletter-edition.ts';
import { positiveSetting } from '../_shared/schedule-caller.ts';
import { json, openEditionRequest } from '../_shared/edition-request.ts';
import { bsbSourceFor } from '../_shared/bsb-source.ts';
import { bsbOfDevotional, bsbReferences, onFirstUse } from '../_shared/newsletter-scripture.ts';
import { addDays } from '@lib/dates.ts';
import { digestSubject, renderDigest, weekEndFor, weekInLanguage, type DigestDevotional } from './digest.ts';
import { isLocale, type Locale } from '@lib/i18n/locales.ts';

Deno.serve(async (req: Request) => {
  const opened = await openEditionRequest(req, 'Only the schedule sends the weekly e-mail.');
  if (opened instanceof Response) return opened;
  const { started, env, supabaseUrl, service, siteUrl, today } = opened;
  const weekEnd = weekEndFor(today);

  const { data: rows, error: devotionalsError } = await service
    .from('devotionals')
    .select('id, date, title, language, translation_group, biblical_passage, memory_verse, image_url')
    .eq('status', 'published')
    .gte('date', addDays(weekEnd, -6))
    .lte('date', weekEnd)
    .order('date');
  if (devotionalsError) return json(500, { error: `Could not read the week's devotionals: ${devotionalsError.message}` });
  const found: Record<string, string | null>[] = rows ?? [];
  // A translation's KJV is its English original's (the same translation group).
  const originals = new Map(found.filter((r) => r.language === 'en').map((r) => [r.translation_group, r]));
  const all: DigestDevotional[] = found.map((r) => {
    const original = r.language === 'en' ? undefined : originals.get(r.translation_group);
    return {
      id: r.id!,
      date: r.date!,
      title: r.title!,
      passage: r.biblical_passage!,
      memoryVerse: r.memory_verse,
      imageUrl: r.image_url,
      language: isLocale(r.language) ? r.language : 'en',
      kjv: original ? { scriptureText: null, memoryVerse: original.memory_verse } : null,
    };
  });
  // The English edition's week decides the days; each subscriber reads them in their language where it has them.
  const devotionals = all.filter((d) => d.language === 'en');
  const weekIn = (language: Locale) => weekInLanguage(all, language);
  if (devotionals.length === 0) return json(200, { weekEnd, devotionals: 0, sent: 0, skipped: 0, failed: 0, done: true });

  const bsb = onFirstUse(async () => {
    const source = bsbSourceFor(env);
    const resolved = await Promise.all(all.map(async (d) => [d.id, await bsbOfDevotional(source, { memoryVerse: bsbReferences(d).memoryVerse })] as const));
    return new Map(resolved);
  });

  const outcome = await sendEdition({
    service,
    emailEnv: emailEnv(),
    supabaseUrl,
    siteUrl,
    edition: 'weekly',
    day: weekEnd,
    subject: digestSubject(weekEnd),
    devotionals: devotionals.length,
    render: async (recipient) =>
      renderDigest(weekIn(recipient.language), { siteUrl, weekEnd, ...recipient, bsb: recipient.translation === 'bsb' ? await bsb() : null }),
    started,
    budgetMs: positiveSetting(env('DIGEST_TIME_BUDGET_MS'), 110_000),
    concurrency: Math.floor(positiveSetting(env('DIGEST_CONCURRENCY'), 4)),
  });
  const { error, ...tally } = outcome;
  const body = { weekEnd, devotionals: devotionals.length, ...tally };
  if (error) return json(500, { error, ...body });
  return json(tally.failed ? 502 : 200, body);
});
