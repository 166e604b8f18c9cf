/**
 * The podcast's episodes at build time: released devotionals (read with the anon key, so the release gate has
 * already removed drafts and future dates) that have narration in the default voice, newest first. Each recording's
 * exact size and duration come from the database, stored when it was made (public.record_recording_length): no MP3
 * is downloaded. One whose length is not stored (made before lengths were, and not yet backfilled:
 * scripts/backfill-recording-lengths.ts) is left out of the feed with a warning rather than listed without it.
 */
import type { Tables } from '@lib/database.types.ts';
import type { PodcastEpisode } from '@lib/podcast/feed.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { translator } from '@lib/i18n/messages.ts';
import { referenceIn } from '@lib/scripture/book-names.ts';
import { referencesInProse } from '@lib/scripture/prose-references.ts';
import { buildClient, read, siteToday } from './api.ts';

/** Podcast apps fetch the recent past; the archive stays on the site. */
export const PODCAST_EPISODES = 50;

/** An edition's episodes (English unless told). */
/** The columns an episode is made of. */
export type EpisodeRow = Pick<
  Tables<'devotionals'>,
  | 'id'
  | 'date'
  | 'title'
  | 'focus'
  | 'biblical_passage'
  | 'audio_url'
  | 'audio_url_male'
  | 'audio_seconds'
  | 'audio_male_seconds'
  | 'audio_bytes'
  | 'audio_male_bytes'
>;

/** An edition's episodes (English unless told). */
export async function podcastEpisodes(base: URL, locale: Locale = 'en'): Promise<PodcastEpisode[]> {
  const client = buildClient();
  if (!client) return [];
  const today = await siteToday();
  const rows = await read('the podcast episodes', () =>
    client
      .from('devotionals')
      .select('id, date, title, focus, biblical_passage, audio_url, audio_url_male, audio_seconds, audio_male_seconds, audio_bytes, audio_male_bytes')
      .eq('status', 'published')
      .eq('language', locale)
      .lte('date', today)
      .or('audio_url_male.not.is.null,audio_url.not.is.null')
      .order('date', { ascending: false })
      .order('id')
      .limit(PODCAST_EPISODES),
  );
  return rows.flatMap((row) => podcastEpisode(row, base, locale) ?? []);
}

/** A devotional's episode from its row alone, or null (with a warning) when its recording's length is not stored. */
export function podcastEpisode(row: EpisodeRow, base: URL, locale: Locale): PodcastEpisode | null {
  const t = translator(locale);
  // The default voice (male); a devotional with one recording only keeps it in audio_url.
  const male = row.audio_url_male?.trim();
  const audioUrl = male || row.audio_url?.trim();
  if (!audioUrl) return null;
  // The feed's enclosures are MP3 (audio/mpeg), as podcast apps expect; a recording uploaded in another format (a WAV
  // from the console) plays on the page but is no episode.
  if (!isMp3(audioUrl)) return null;
  const duration = male ? row.audio_male_seconds : row.audio_seconds;
  const length = male ? row.audio_male_bytes : row.audio_bytes;
  if (!duration || !length) {
    console.warn(`podcast.xml: leaving out "${row.title}" (${row.date}): its narration's length is not stored (scripts/backfill-recording-lengths.ts)`);
    return null;
  }
  return {
    title: row.title,
    link: new URL(localePath(locale, `/devotional/${encodeURIComponent(row.id)}/`), base).href,
    date: row.date,
    description:
      referencesInProse(locale, row.focus?.trim() ?? '') || t('feeds.podcastItemDescription', { passage: referenceIn(locale, row.biblical_passage) }),
    audioUrl,
    length,
    duration,
    guid: `reformed-devotionals-${row.id}`,
  };
}

function isMp3(url: string): boolean {
  try {
    return new URL(url).pathname.toLowerCase().endsWith('.mp3');
  } catch {
    return false;
  }
}
