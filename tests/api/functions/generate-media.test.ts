/**
 * generate-audio and generate-images through supabase-js against supabase/local, with the hosted services replaced
 * by local stand-ins speaking their protocols (tests/support/media-standins.ts): admins only; the narration (title
 * and passage first) in both voices stored under the devotional's id and returned as URLs; four styled pictures
 * returned inline with nothing stored; the devotional's language (en, nl or es; anything else a 400); the spec's
 * messages; and "not configured" when no provider is set, which tells the console to work in the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../harness.ts';
import { SECONDS_PER_WORD, STAND_IN_PNG, startMediaStandIn, type MediaStandIn } from '../../support/media-standins.ts';
import { mp3Info } from '@lib/narration/mp3-duration.ts';
import { narrationScript, wordCount } from '@lib/narration/script.ts';
import { speechNarrationSource, type SpeechRequest } from '@lib/generator/media.ts';

let t: TestBackend;
let bare: TestBackend;
let media: MediaStandIn;
let admin: SupabaseClient;
let bareAdmin: SupabaseClient;
let reader: SupabaseClient;

async function adminOf(backend: TestBackend, name: string) {
  return (await backend.newAdmin(name)).client;
}

async function errorOf(error: unknown): Promise<{ status: number; body: { error?: string; code?: string } }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const res = (error as FunctionsHttpError).context as Response;
  return { status: res.status, body: await res.json() };
}

const speech = (overrides: Partial<SpeechRequest> = {}): SpeechRequest => ({
  scriptureText: '1 The LORD is my shepherd; I shall not want.',
  devotionalText: 'David kept his father’s sheep, and the Lord kept David.',
  prayerSuggestion: 'Lord, keep us. Amen.',
  devotionalId: randomUUID(),
  title: 'The Shepherd',
  biblicalPassage: 'Psalm 23:1',
  ...overrides,
});

beforeAll(async () => {
  media = await startMediaStandIn();
  t = await startTestBackend({
    functionEnv: {
      TTS_BASE_URL: media.url,
      TTS_API_KEY: media.apiKey,
      TTS_MODEL: 'tts-1',
      TTS_VOICE_MALE: 'onyx',
      TTS_VOICE_FEMALE: 'nova',
      IMAGE_BASE_URL: media.url,
      IMAGE_API_KEY: media.apiKey,
      IMAGE_MODEL: 'gpt-image-1',
    },
  });
  bare = await startTestBackend();
  admin = await adminOf(t, 'media-admin');
  reader = (await t.newUser('media-reader')).client;
  bareAdmin = await adminOf(bare, 'bare-admin');
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
  await media?.close();
});

describe('generate-audio', () => {
  it('narrates in both voices, stores the MP3s under the devotional id and returns their URLs', async () => {
    const body = speech();
    const before = media.requests.length;
    const { data, error } = await admin.functions.invoke('generate-audio', { body });
    expect(error).toBeNull();
    const sent = media.requests.slice(before);
    expect(sent.map((r) => r.body.voice).sort()).toEqual(['nova', 'onyx']);
    const script = narrationScript(speechNarrationSource(body));
    for (const r of sent) {
      expect(r.authorization).toBe(`Bearer ${media.apiKey}`);
      expect(r.body).toMatchObject({ model: 'tts-1', input: script, response_format: 'mp3' });
    }
    expect(String(sent[0].body.input)).toMatch(/^The Shepherd\.\n\nA reading from Psalm 23, verse 1\./);
    for (const [voice, url] of [
      ['male', data.maleAudioUrl],
      ['female', data.femaleAudioUrl],
    ]) {
      expect(url).toMatch(new RegExp(`/storage/v1/object/public/devotional-audio/${body.devotionalId}/audio-${voice}-[0-9a-f-]{36}\\.mp3$`));
      const res = await fetch(url);
      expect(res.status).toBe(200);
      const duration = mp3Info(new Uint8Array(await res.arrayBuffer())).duration;
      expect(duration).toBeCloseTo(wordCount(script) * SECONDS_PER_WORD, 0);
    }
    const { data: listed } = await t.service().storage.from('devotional-audio').list(body.devotionalId);
    expect(listed).toHaveLength(2);
  });

  it("records each recording's length, which the devotional naming it then carries without anyone reading the file", async () => {
    const body = speech();
    const { data, error } = await admin.functions.invoke('generate-audio', { body });
    expect(error).toBeNull();
    const files = await Promise.all(
      [data.maleAudioUrl, data.femaleAudioUrl].map(async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer())),
    );
    const saved = await admin.rpc('save_devotional', {
      devotional: {
        id: body.devotionalId,
        title: 'The Shepherd',
        slug: `the-shepherd-${body.devotionalId.slice(0, 8)}`,
        date: '2020-01-02',
        biblical_passage: 'Psalm 23:1',
        scripture_text: body.scriptureText,
        transcript: body.devotionalText,
        audio_url_male: data.maleAudioUrl,
        audio_url_female: data.femaleAudioUrl,
      },
    });
    expect(saved.error).toBeNull();
    const row = saved.data as unknown as Record<string, number | null>;
    expect(row.audio_male_seconds).toBeCloseTo(mp3Info(files[0]).duration, 2);
    expect(row.audio_male_bytes).toBe(files[0].length);
    expect(row.audio_female_seconds).toBeCloseTo(mp3Info(files[1]).duration, 2);
    expect(row.audio_female_bytes).toBe(files[1].length);
    // No file behind the single-recording column: nothing is known of it.
    expect(row.audio_seconds).toBeNull();
  });

  it('narrates a Dutch devotional from its own words; the speech protocol has no language field', async () => {
    const body = speech({
      language: 'nl',
      title: 'De Herder',
      scriptureText: '1 De HEERE is mijn Herder, mij zal niets ontbreken.',
      devotionalText: 'David hoedde de schapen van zijn vader.',
      prayerSuggestion: 'Heere, bewaar ons. Amen.',
    });
    const before = media.requests.length;
    const { data, error } = await admin.functions.invoke('generate-audio', { body });
    expect(error).toBeNull();
    const sent = media.requests.slice(before);
    expect(sent).toHaveLength(2);
    for (const r of sent) {
      expect(r.body.input).toBe(narrationScript(speechNarrationSource(body)));
      expect(Object.keys(r.body).sort()).toEqual(['input', 'model', 'response_format', 'voice']);
    }
    expect(data.maleAudioUrl).toContain(`/devotional-audio/${body.devotionalId}/audio-male-`);
  });

  it('refuses a language other than en, nl and es with a 400, before narrating or storing anything', async () => {
    for (const language of ['de', 'NL', 42]) {
      const body = { ...speech(), language };
      const before = media.requests.length;
      const { status, body: answer } = await errorOf((await admin.functions.invoke('generate-audio', { body })).error);
      expect(status).toBe(400);
      expect(answer.error).toBe("Audio generation failed: language must be one of en, nl, es, pt (the devotional's edition).");
      expect(media.requests.length).toBe(before);
      const { data: listed } = await t.service().storage.from('devotional-audio').list(body.devotionalId);
      expect(listed).toEqual([]);
    }
  });

  it('needs scripture text and transcript, and says so in the spec words', async () => {
    const { status, body } = await errorOf((await admin.functions.invoke('generate-audio', { body: speech({ devotionalText: ' ' }) })).error);
    expect(status).toBe(400);
    expect(body.error).toBe('Scripture text and transcript are required to generate audio');
  });

  it('a failing speech service is "Audio generation failed", and nothing is left in storage', async () => {
    const body = speech({ devotionalText: 'This one will fail.' });
    const { status, body: answer } = await errorOf((await admin.functions.invoke('generate-audio', { body })).error);
    expect(status).toBe(502);
    expect(answer.error).toMatch(/^Audio generation failed: The speech service answered 500/);
    const { data: listed } = await t.service().storage.from('devotional-audio').list(body.devotionalId);
    expect(listed).toEqual([]);
  });

  it('refuses anon and a reader', async () => {
    expect((await errorOf((await t.anon().functions.invoke('generate-audio', { body: speech() })).error)).status).toBe(401);
    expect((await errorOf((await reader.functions.invoke('generate-audio', { body: speech() })).error)).status).toBe(403);
  });

  it('without a hosted voice answers not_configured, so the console narrates in the browser', async () => {
    const { status, body } = await errorOf((await bareAdmin.functions.invoke('generate-audio', { body: speech() })).error);
    expect(status).toBe(503);
    expect(body.code).toBe('not_configured');
    expect(body.error).toContain('TTS_BASE_URL');
  });
});

describe('generate-images', () => {
  const images = (overrides: Record<string, string> = {}) => ({
    devotionalText: 'David kept his father’s sheep.',
    devotionalId: randomUUID(),
    title: 'The Shepherd',
    biblicalPassage: 'Psalm 23:1',
    keyDoctrine: 'Providence',
    ...overrides,
  });

  it('returns one picture per named style, inline, and stores nothing', async () => {
    const body = images();
    const before = media.requests.length;
    const { data, error } = await admin.functions.invoke('generate-images', { body });
    expect(error).toBeNull();
    expect(data.images.map((i: { style: string; index: number }) => [i.style, i.index])).toEqual([
      ['dawn', 0],
      ['parchment', 1],
      ['nocturne', 2],
      ['banner', 3],
    ]);
    for (const image of data.images) expect(image.url).toBe(`data:image/png;base64,${STAND_IN_PNG.toString('base64')}`);
    const prompts = media.requests.slice(before).map((r) => String(r.body.prompt));
    expect(new Set(prompts).size).toBe(4);
    for (const r of media.requests.slice(before)) expect(r.body).toMatchObject({ model: 'gpt-image-1', n: 1, size: '1536x1024' });
    const { data: listed } = await t.service().storage.from('devotional-images').list(body.devotionalId);
    expect(listed).toEqual([]);
  });

  it('needs a transcript, in the spec words; a failing service is "Image generation failed"', async () => {
    const missing = await errorOf((await admin.functions.invoke('generate-images', { body: images({ devotionalText: '' }) })).error);
    expect(missing.body.error).toBe('Transcript is required to generate an image');
    const failed = await errorOf((await admin.functions.invoke('generate-images', { body: images({ devotionalText: 'They fail here.' }) })).error);
    expect(failed.status).toBe(502);
    expect(failed.body.error).toMatch(/^Image generation failed: Dawn: the image service answered 500/);
  });

  it('without a hosted image API answers not_configured', async () => {
    const { status, body } = await errorOf((await bareAdmin.functions.invoke('generate-images', { body: images() })).error);
    expect(status).toBe(503);
    expect(body.code).toBe('not_configured');
  });
});
