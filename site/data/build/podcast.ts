/**
 * The podcast's episodes at build time: released devotionals (read with the anon key, so the release gate has
 * already removed drafts and future dates) that have narration in the default voice, newest first. Each MP3 is
 * fetched once to state its exact size and duration (lib/narration/mp3-duration.ts) in the enclosure; one that
 * cannot be read is left out of the feed with a warning rather than listed broken.
 */
import { mp3Info } from '@lib/narration/mp3-duration.ts';
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
export async function podcastEpisodes(base: URL, locale: Locale = 'en'): Promise<PodcastEpisode[]> {
  const t = translator(locale);
  const client = buildClient();
  if (!client) return [];
  const today = await siteToday();
  const rows = await read('the podcast episodes', () =>
    client
      .from('devotionals')
      .select('id, date, title, focus, biblical_passage, audio_url, audio_url_male')
      .eq('status', 'published')
      .eq('language', locale)
      .lte('date', today)
      .or('audio_url_male.not.is.null,audio_url.not.is.null')
      .order('date', { ascending: false })
      .order('id')
      .limit(PODCAST_EPISODES),
  );
  const episodes: PodcastEpisode[] = [];
  for (const row of rows) {
    // The default voice (male); a devotional with one recording only keeps it in audio_url.
    const audioUrl = row.audio_url_male || row.audio_url;
    if (!audioUrl) continue;
    try {
      const response = await fetch(audioUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const { duration } = mp3Info(bytes);
      episodes.push({
        title: row.title,
        link: new URL(localePath(locale, `/devotional/${encodeURIComponent(row.id)}/`), base).href,
        date: row.date,
        description:
          referencesInProse(locale, row.focus?.trim() ?? '') || t('feeds.podcastItemDescription', { passage: referenceIn(locale, row.biblical_passage) }),
        audioUrl,
        length: bytes.length,
        duration,
        guid: `reformed-devotionals-${row.id}`,
      });
    } catch (cause) {
      console.warn(`podcast.xml: leaving out "${row.title}" (${row.date}): its narration could not be read (${(cause as Error).message})`);
    }
  }
  return episodes;
}
