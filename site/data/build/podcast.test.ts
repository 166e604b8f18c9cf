import { afterEach, describe, expect, it, vi } from 'vitest';
import { podcastFeedXml } from '@lib/podcast/feed.ts';
import { toDevotional, type DevotionalRow } from '../../lib/devotional-row.ts';
import { podcastEpisode, type EpisodeRow } from './podcast.ts';

const MALE = 'https://audio.example.org/storage/v1/object/public/devotional-audio/d1/audio-male-1.mp3';
const FEMALE = 'https://audio.example.org/storage/v1/object/public/devotional-audio/d1/audio-female-1.mp3';

const episodeRow = (overrides: Partial<EpisodeRow> = {}): EpisodeRow => ({
  id: 'd1',
  date: '2026-12-01',
  title: 'The Shepherd',
  focus: null,
  biblical_passage: 'Psalm 23:1',
  audio_url: null,
  audio_url_male: MALE,
  audio_seconds: null,
  audio_male_seconds: 187.4,
  audio_bytes: null,
  audio_male_bytes: 2_998_400,
  ...overrides,
});

/** Every narration file answers 500, and each request is counted: the build must make none. */
function brokenAudioServer() {
  const fetch = vi.fn(async () => new Response('down', { status: 500 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the podcast episode', () => {
  it('states the stored length and size of a narrated devotional while its MP3 answers 500, downloading nothing', () => {
    const fetch = brokenAudioServer();
    const episode = podcastEpisode(episodeRow(), new URL('https://devotionals.example.org/'), 'en');
    expect(episode).toMatchObject({ audioUrl: MALE, duration: 187.4, length: 2_998_400 });
    const xml = podcastFeedXml(
      {
        title: 'Reformed Devotionals',
        link: 'https://devotionals.example.org/',
        feedUrl: 'https://devotionals.example.org/podcast.xml',
        description: 'Daily',
        author: 'Reformed Devotionals',
        imageUrl: 'https://devotionals.example.org/podcast.png',
        category: { name: 'Religion & Spirituality', sub: 'Christianity' },
        language: 'en',
      },
      [episode!],
    );
    expect(xml).toContain(`<enclosure url="${MALE}" length="2998400" type="audio/mpeg" />`);
    expect(xml).toContain('<itunes:duration>187</itunes:duration>');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uses the single recording of a devotional that has one', () => {
    const single = episodeRow({
      audio_url_male: null,
      audio_url: FEMALE,
      audio_seconds: 60,
      audio_bytes: 960_000,
      audio_male_seconds: null,
      audio_male_bytes: null,
    });
    expect(podcastEpisode(single, new URL('https://devotionals.example.org/'), 'en')).toMatchObject({ audioUrl: FEMALE, duration: 60, length: 960_000 });
  });

  it('leaves out a recording that is not an MP3, which no podcast enclosure may be', () => {
    const wav = MALE.replace(/\.mp3$/, '.wav');
    expect(podcastEpisode(episodeRow({ audio_url_male: wav }), new URL('https://devotionals.example.org/'), 'en')).toBeNull();
  });

  it('leaves out, with a warning, an episode whose length is not stored, rather than fetch it', () => {
    const fetch = brokenAudioServer();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(podcastEpisode(episodeRow({ audio_male_seconds: null, audio_male_bytes: null }), new URL('https://devotionals.example.org/'), 'en')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('backfill-recording-lengths'));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("the devotional page's recording lengths", () => {
  it('come from the row, by URL, with no file fetched', () => {
    const fetch = brokenAudioServer();
    const row = {
      id: 'd1',
      slug: 'the-shepherd',
      title: 'The Shepherd',
      date: '2026-12-01',
      language: 'en',
      translation_group: 'g1',
      image_url: null,
      card_image_url: null,
      reading_time: 3,
      key_doctrine: null,
      biblical_passage: 'Psalm 23:1',
      scripture_text: '',
      transcript: '',
      prayer_suggestion: null,
      memory_verse: null,
      biblical_context: null,
      main_character: null,
      focus: null,
      discussion_questions: [],
      audio_url: null,
      audio_url_male: ` ${MALE} `,
      audio_url_female: FEMALE,
      audio_seconds: null,
      audio_male_seconds: 187.4,
      // Not stored yet: the player reads this one's length itself.
      audio_female_seconds: null,
      tags: [],
      devotional_confession_references: [],
    } as unknown as DevotionalRow;
    expect(toDevotional(row).recordingSeconds).toEqual({ [MALE]: 187.4 });
    expect(fetch).not.toHaveBeenCalled();
  });
});
