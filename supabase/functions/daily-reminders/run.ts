/**
 * One run of the daily reminders: the readers whose reminder is due (their hour has come today on their clock, or
 * at once without an hour) and who have not been reminded today, then the readers due an evening streak nudge; each
 * claimed in the database before anything is sent to them (reminder_settings.last_reminded_on / last_nudged_on set
 * to the day only where it is not yet), so two runs at once or a retried run never send a reader the day twice.
 * Readers are taken a batch at a time in user_id order; once the time budget is spent (and the run has moved
 * forward) it stops starting batches and answers done: false, and the next cron run carries on.
 *
 * A claim is spent even when every push to the reader then fails (counted in `failed`): a reminder late or missed
 * once is better than one sent twice. A subscription the push service answers 404 or 410 for is deleted.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@lib/i18n/locales.ts';
import {
  NUDGE_MIN_STREAK,
  dailyReminderMessage,
  nudgeDue,
  reminderDue,
  streakNudgeMessage,
  type PushNotificationMessage,
  type ReminderDevotional,
} from '@lib/reminders/notification.ts';
import type { VapidSettings } from '@lib/reminders/vapid.ts';
import type { ServiceClient } from '../_shared/service-client.ts';
import { sendPush, type PushOutcome, type StoredSubscription } from './push.ts';

export interface ReminderRun {
  service: ServiceClient;
  vapid: VapidSettings;
  siteUrl: string;
  /** Today in the site's time zone. */
  day: string;
  siteTimeZone: string;
  started: number;
  budgetMs: number;
  /** Readers per batch (each batch: one claim, then its pushes). */
  batchSize: number;
  concurrency: number;
  now?: () => Date;
}

export interface ReminderTally {
  /** Reminders the push services accepted (one per device). */
  sent: number;
  /** Evening nudges the push services accepted (one per device). */
  nudged: number;
  /** Subscriptions deleted after a 404 or 410. */
  removed: number;
  failed: number;
}

export interface ReminderOutcome extends ReminderTally {
  done: boolean;
  error?: string;
}

interface ReaderRow {
  user_id: string;
  hour: number | null;
  time_zone: string | null;
  language: string;
}

type Editions = Partial<Record<Locale, ReminderDevotional>>;

/** Today's released devotional in each edition (published and dated today: the release gate). */
export async function todaysEditions(service: ServiceClient, day: string): Promise<Editions> {
  const { data, error } = await service
    .from('devotionals')
    .select('id, date, title, language, memory_verse, biblical_passage')
    .eq('status', 'published')
    .eq('date', day)
    .order('created_at');
  if (error) throw new Error(`Could not read today's devotional: ${error.message}`);
  const editions: Editions = {};
  for (const row of data ?? []) {
    if (!isLocale(row.language) || editions[row.language]) continue;
    editions[row.language] = {
      id: row.id,
      date: row.date,
      title: row.title,
      language: row.language,
      memoryVerse: row.memory_verse,
      passage: row.biblical_passage,
    };
  }
  return editions;
}

/** The reader's edition where it has today's devotional, else the English one (as the daily e-mail does). */
function editionFor(editions: Editions, language: string): ReminderDevotional {
  return (isLocale(language) && editions[language]) || editions[DEFAULT_LOCALE]!;
}

type Claim = 'last_reminded_on' | 'last_nudged_on';

export async function runReminders(run: ReminderRun, editions: Editions): Promise<ReminderOutcome> {
  const tally: ReminderTally = { sent: 0, nudged: 0, removed: 0, failed: 0 };
  const now = run.now ?? (() => new Date());
  let progressed = false;
  const outOfTime = () => progressed && Date.now() - run.started > run.budgetMs;

  const passes: { claim: Claim; nudge: boolean }[] = [
    { claim: 'last_reminded_on', nudge: false },
    { claim: 'last_nudged_on', nudge: true },
  ];
  try {
    for (const pass of passes) {
      let after: string | null = null;
      for (;;) {
        if (outOfTime()) return { ...tally, done: false };
        let query = run.service
          .from('reminder_settings')
          .select('user_id, hour, time_zone, language')
          .eq('enabled', true)
          .eq('by_push', true)
          .or(`${pass.claim}.is.null,${pass.claim}.lt.${run.day}`)
          .order('user_id')
          .limit(run.batchSize);
        if (pass.nudge) query = query.eq('streak_nudge', true);
        if (after) query = query.gt('user_id', after);
        const { data, error } = await query;
        if (error) throw new Error(`Could not read the reminders: ${error.message}`);
        const page = (data ?? []) as ReaderRow[];
        if (page.length === 0) break;
        after = page[page.length - 1].user_id;
        const due = page.filter((r) => (pass.nudge ? nudgeDue(r, run.day, run.siteTimeZone, now()) : reminderDue(r, run.day, run.siteTimeZone, now())));
        const readers = pass.nudge ? await withStreaks(run.service, due) : due.map((r) => ({ ...r, streak: 0 }));
        if (readers.length > 0 && (await sendBatch(run, editions, pass, readers, tally))) progressed = true;
        if (page.length < run.batchSize) break;
      }
    }
  } catch (error) {
    console.error(`daily-reminders: ${(error as Error).message}`);
    return { ...tally, done: false, error: (error as Error).message };
  }
  return { ...tally, done: true };
}

/** The readers of `rows` a nudge is for: a streak of at least NUDGE_MIN_STREAK days and nothing read today. */
async function withStreaks(service: ServiceClient, rows: ReaderRow[]): Promise<(ReaderRow & { streak: number })[]> {
  if (rows.length === 0) return [];
  const { data, error } = await service.rpc('reminder_reading_streaks', { p_users: rows.map((r) => r.user_id) });
  if (error) throw new Error(`Could not read the reading streaks: ${error.message}`);
  const streaks = new Map((data ?? []).map((s) => [s.user_id, s]));
  return rows.flatMap((r) => {
    const s = streaks.get(r.user_id);
    return s && !s.read_today && s.streak >= NUDGE_MIN_STREAK ? [{ ...r, streak: s.streak }] : [];
  });
}

/** Claims the batch's readers that have a device, then sends to each device; true when anyone was claimed. */
async function sendBatch(
  run: ReminderRun,
  editions: Editions,
  pass: { claim: Claim; nudge: boolean },
  readers: (ReaderRow & { streak: number })[],
  tally: ReminderTally,
): Promise<boolean> {
  const { service } = run;
  const { data: subscriptions, error } = await service
    .from('push_subscriptions')
    .select('id, user_id, endpoint, p256dh, auth')
    .in(
      'user_id',
      readers.map((r) => r.user_id),
    );
  if (error) throw new Error(`Could not read the push subscriptions: ${error.message}`);
  const devices = new Map<string, StoredSubscription[]>();
  for (const s of subscriptions ?? []) devices.set(s.user_id, [...(devices.get(s.user_id) ?? []), s]);
  const withDevices = readers.filter((r) => devices.has(r.user_id));
  if (withDevices.length === 0) return false;

  // The claim: only rows not yet claimed for the day come back, so a parallel run cannot claim them too.
  const { data: claimed, error: claimError } = await service
    .from('reminder_settings')
    .update(pass.claim === 'last_reminded_on' ? { last_reminded_on: run.day } : { last_nudged_on: run.day })
    .in(
      'user_id',
      withDevices.map((r) => r.user_id),
    )
    .or(`${pass.claim}.is.null,${pass.claim}.lt.${run.day}`)
    .select('user_id');
  if (claimError) throw new Error(`Could not claim the reminders: ${claimError.message}`);
  const mine = new Set((claimed ?? []).map((c) => c.user_id));
  if (mine.size === 0) return false;

  const jobs: { subscription: StoredSubscription; message: PushNotificationMessage }[] = [];
  for (const reader of withDevices) {
    if (!mine.has(reader.user_id)) continue;
    const devotional = editionFor(editions, reader.language);
    const message = pass.nudge ? streakNudgeMessage(devotional, reader.streak, run.siteUrl) : dailyReminderMessage(devotional, run.siteUrl);
    for (const subscription of devices.get(reader.user_id)!) jobs.push({ subscription, message });
  }
  const options = pass.nudge ? { ttl: 4 * 3600, topic: `nudge-${run.day}` } : { ttl: 8 * 3600, topic: `daily-${run.day}` };
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const outcome: PushOutcome = await sendPush(job.subscription, job.message, run.vapid, options);
      if (outcome === 'delivered') {
        if (pass.nudge) tally.nudged++;
        else tally.sent++;
        await service.from('push_subscriptions').update({ last_used_at: new Date().toISOString() }).eq('id', job.subscription.id);
      } else if (outcome === 'gone') {
        const { error: deleteError } = await service.from('push_subscriptions').delete().eq('id', job.subscription.id);
        if (deleteError) tally.failed++;
        else tally.removed++;
      } else tally.failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(run.concurrency, jobs.length)) }, worker));
  return true;
}
