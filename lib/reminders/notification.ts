/**
 * The daily reminder's web push message, in the Declarative Web Push shape (WebKit's, 2025): a browser that
 * understands it shows `notification` itself, and the service worker's push handler reads the same object to show
 * it everywhere else. `kind` tells the service worker a reminder from the evening streak nudge; `tag` replaces an
 * earlier notification of the same day and kind instead of stacking.
 *
 * The title is today's devotional's in its edition, the body its memory verse's reference with the book named in
 * the edition's language (or the passage's, for a devotional without a memory verse), and a tap opens today's page
 * in that edition.
 */
import { memoryVerseReference } from '../devotionals/translations.ts';
import { localePath } from '../i18n/paths.ts';
import { translator } from '../i18n/messages.ts';
import type { Locale } from '../i18n/locales.ts';
import { referenceIn } from '../scripture/book-names.ts';
import { sendHourReached } from '../newsletter/send-hour.ts';

/** The hour (in the reader's zone, or the site's when they chose none) the evening streak nudge may go from. */
export const NUDGE_HOUR = 19;
/** The shortest streak worth a nudge: a single day is not yet a habit to keep. */
export const NUDGE_MIN_STREAK = 2;

export interface ReminderDevotional {
  id: string;
  date: string;
  title: string;
  memoryVerse: string | null;
  passage: string;
  /** Its edition. */
  language: Locale;
}

export interface PushNotificationMessage {
  web_push: 8030;
  notification: { title: string; body: string; navigate: string; lang: Locale; tag: string };
  kind: 'daily' | 'nudge';
}

/** Today's page in the devotional's edition, absolute. */
export function devotionalPageUrl(siteUrl: string, devotional: Pick<ReminderDevotional, 'id' | 'language'>): string {
  return `${siteUrl.replace(/\/+$/, '')}${localePath(devotional.language, `/devotional/${devotional.id}/`)}`;
}

function referenceLine(devotional: ReminderDevotional): string {
  const t = translator(devotional.language);
  const verse = memoryVerseReference(devotional.memoryVerse);
  if (verse) return t('reminderNotification.memoryVerse', { reference: referenceIn(devotional.language, verse) });
  return t('reminderNotification.passage', { reference: referenceIn(devotional.language, devotional.passage) });
}

/** The morning reminder: today's title, the memory verse's reference, today's page. */
export function dailyReminderMessage(devotional: ReminderDevotional, siteUrl: string): PushNotificationMessage {
  return {
    web_push: 8030,
    notification: {
      title: devotional.title,
      body: referenceLine(devotional),
      navigate: devotionalPageUrl(siteUrl, devotional),
      lang: devotional.language,
      tag: `daily-${devotional.date}`,
    },
    kind: 'daily',
  };
}

/** The evening nudge for a reader with a `streak`-day streak who has not read today. */
export function streakNudgeMessage(devotional: ReminderDevotional, streak: number, siteUrl: string): PushNotificationMessage {
  const t = translator(devotional.language);
  return {
    web_push: 8030,
    notification: {
      title: t.plural('reminderNotification.nudge', streak),
      body: devotional.title,
      navigate: devotionalPageUrl(siteUrl, devotional),
      lang: devotional.language,
      tag: `nudge-${devotional.date}`,
    },
    kind: 'nudge',
  };
}

export interface ReminderChoice {
  hour: number | null;
  time_zone: string | null;
}

/** Whether a reader's reminder of `day` (the site's date) may go at `now`: the send-hour rule of the daily e-mail. */
export function reminderDue(choice: ReminderChoice, day: string, siteTimeZone: string, now: Date = new Date()): boolean {
  return sendHourReached({ send_hour: choice.hour, time_zone: choice.time_zone }, day, siteTimeZone, now);
}

/** Whether the evening nudge of `day` may go at `now`: NUDGE_HOUR on the reader's clock (the site's without a zone). */
export function nudgeDue(choice: ReminderChoice, day: string, siteTimeZone: string, now: Date = new Date()): boolean {
  return sendHourReached({ send_hour: NUDGE_HOUR, time_zone: choice.time_zone ?? siteTimeZone }, day, siteTimeZone, now);
}
