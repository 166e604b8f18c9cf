/**
 * The backfill of narration lengths: every devotional naming a recording whose length is not stored has that file
 * read once, and its seconds and bytes recorded (public.record_recording_length, which fills them in on every
 * devotional naming the file). Files stored since lengths are recorded need nothing; run once for the older ones.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { recordingLength } from '@lib/narration/recording-length.ts';

const PAGE = 1000;

/** The recording URLs named by some devotional without their stored length. */
export async function urlsWithoutLength(service: SupabaseClient<Database>): Promise<string[]> {
  const urls = new Set<string>();
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await service
      .from('devotionals')
      .select('id, audio_url, audio_url_male, audio_url_female, audio_seconds, audio_male_seconds, audio_female_seconds')
      .or(
        'and(audio_url.not.is.null,audio_seconds.is.null),and(audio_url_male.not.is.null,audio_male_seconds.is.null),and(audio_url_female.not.is.null,audio_female_seconds.is.null)',
      )
      .order('id')
      .range(from, from + PAGE - 1);
    if (error) throw new Error(`The devotionals could not be read: ${error.message}`);
    for (const row of data) {
      for (const [url, seconds] of [
        [row.audio_url, row.audio_seconds],
        [row.audio_url_male, row.audio_male_seconds],
        [row.audio_url_female, row.audio_female_seconds],
      ] as const) {
        if (url?.trim() && seconds === null) urls.add(url.trim());
      }
    }
    if (data.length < PAGE) return [...urls];
  }
}

export interface BackfillResult {
  recorded: string[];
  /** Files that could not be fetched or read, with the reason. */
  failed: Array<{ url: string; reason: string }>;
}

/** Reads each file once and records its length. */
export async function backfillRecordingLengths(service: SupabaseClient<Database>, send: typeof fetch = fetch): Promise<BackfillResult> {
  const result: BackfillResult = { recorded: [], failed: [] };
  for (const url of await urlsWithoutLength(service)) {
    try {
      const response = await send(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const length = recordingLength(new Uint8Array(await response.arrayBuffer()));
      if (!length) throw new Error('the file holds no MP3 or WAV audio');
      const { error } = await service.rpc('record_recording_length', { p_url: url, p_seconds: length.seconds, p_bytes: length.bytes });
      if (error) throw new Error(error.message);
      result.recorded.push(url);
    } catch (cause) {
      result.failed.push({ url, reason: (cause as Error).message });
    }
  }
  return result;
}
