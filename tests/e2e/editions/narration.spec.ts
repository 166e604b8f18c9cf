/**
 * Narration in the Dutch and Spanish editions: a sample translation the seed narrated (audio-fixture.ts
 * EDITION_NARRATED_SLUGS) has its player in the edition's words with both voices, each recording loads and plays for as
 * long as its words imply, and it is espeak-ng's voice of that language reading the devotional's own script: the Dutch
 * or Spanish title, the edition's line before the Scripture ("Schriftlezing: Johannes hoofdstuk 3, vers 1 tot 16.")
 * and before the prayer (lib/narration/edition-speech.ts), the edition's Bible and the translated reflection.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiClient, expect, test } from '../fixtures.ts';
import { EDITION_NARRATED_SLUGS } from '../audio-fixture.ts';
import { hydrated } from '../devotional/data.ts';
import { narrationScript, narrationSourceOf, wordCount } from '@lib/narration/script.ts';
import { DEFAULT_NARRATION_CACHE_DIR, narrationCacheKey } from '@lib/narration/node.ts';
import { ESPEAK_ENGINE_ID } from '@lib/narration/espeak.ts';
import { mp3Info } from '@lib/narration/mp3-duration.ts';
import type { NarrationVoice } from '@lib/narration/voices.ts';

const EDITIONS = [
  {
    locale: 'nl',
    words: {
      region: 'Voorgelezen overdenking',
      voices: 'Stem van de voorlezer',
      male: 'Man',
      female: 'Vrouw',
      play: 'Afspelen',
      pause: 'Pauzeren',
      seek: 'Positie',
    },
    bible: 'De voorlezing leest het Schriftgedeelte uit de Statenvertaling (SV).',
    reading: 'Schriftlezing: Johannes hoofdstuk 3, vers 1 tot 16.',
    pray: 'Laten we bidden.',
    // A line of John 3:16 in the Statenvertaling, and of the Dutch reflection.
    scripture: 'Want alzo lief heeft God de wereld gehad',
  },
  {
    locale: 'es',
    words: { region: 'Narración en audio', voices: 'Voz del narrador', male: 'Hombre', female: 'Mujer', play: 'Reproducir', pause: 'Pausar', seek: 'Posición' },
    bible: 'La narración lee el pasaje en la Reina-Valera 1909 (RV1909).',
    reading: 'Lectura de Juan capítulo 3, versículos 1 al 16.',
    pray: 'Oremos.',
    scripture: 'Porque de tal manera amó Dios al mundo',
  },
] as const;

/** Spoken prose runs 110–260 words a minute; espeak-ng here reads about 165. */
function plausibleSeconds(words: number): [number, number] {
  return [(words / 260) * 60, (words / 110) * 60];
}

const audioState = (page: Page) =>
  page.locator('audio').evaluate((a: HTMLAudioElement) => ({ duration: a.duration, src: a.currentSrc || a.src, currentTime: a.currentTime }));

/** What the seed's narrator stored for this script, voice and language (lib/narration/node.ts's cache). */
const cachedRecording = (script: string, voice: NarrationVoice, language: 'nl' | 'es') =>
  readFile(path.join(process.env.NARRATION_CACHE_DIR || DEFAULT_NARRATION_CACHE_DIR, `${narrationCacheKey(ESPEAK_ENGINE_ID, voice, script, language)}.mp3`));

for (const edition of EDITIONS) {
  test(`a ${edition.locale === 'nl' ? 'Dutch' : 'Spanish'} devotional is narrated in its language, in both voices`, async ({ page, stack }) => {
    const { data: d, error } = await apiClient(stack, 'service')
      .from('devotionals')
      .select('*')
      .eq('slug', EDITION_NARRATED_SLUGS[edition.locale])
      .eq('language', edition.locale)
      .single();
    expect(error).toBeNull();
    expect(d.audio_url_male, 'global setup narrates this sample').toMatch(/\/audio-male-[0-9a-f-]{36}\.mp3$/);
    expect(d.audio_url_female).toMatch(/\/audio-female-[0-9a-f-]{36}\.mp3$/);

    // The script the narrator read: the edition's words around its own text.
    const script = narrationScript(narrationSourceOf(d));
    const paragraphs = script.split('\n\n');
    expect(paragraphs[0]).toBe(`${d.title}.`);
    expect(paragraphs[1]).toBe(edition.reading);
    expect(paragraphs[2]).toContain(edition.scripture);
    expect(paragraphs).toContain(edition.pray);
    expect(script).not.toMatch(/A reading from|Let us pray/);
    const [min, max] = plausibleSeconds(wordCount(script));

    await page.goto(`/${edition.locale}/devotional/${d.id}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', edition.locale);
    await expect(page.getByTestId('narration-translation')).toHaveText(edition.bible);
    // The reflection the narration reads is on the page, in the edition's language.
    await expect(page.locator('main')).toContainText(d.transcript.split('\n')[0].slice(0, 60));

    await hydrated(page, 'AudioPlayer');
    const player = page.getByRole('region', { name: edition.words.region });
    await expect(player.getByRole('slider', { name: edition.words.seek })).toBeEnabled();
    const voices = player.getByRole('group', { name: edition.words.voices });
    await expect(voices.getByRole('button')).toHaveText([edition.words.male, edition.words.female]);

    const male = await audioState(page);
    expect(male.src).toBe(d.audio_url_male);
    expect(male.duration).toBeGreaterThan(min);
    expect(male.duration).toBeLessThan(max);
    await player.getByRole('button', { name: edition.words.play, exact: true }).click();
    await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(0.3);
    await player.getByRole('button', { name: edition.words.pause, exact: true }).click();

    await voices.getByRole('button', { name: edition.words.female }).click();
    await expect.poll(async () => (await audioState(page)).src).toBe(d.audio_url_female);
    await expect.poll(async () => (await audioState(page)).duration).toBeGreaterThan(min);
    const female = await audioState(page);
    expect(female.duration).toBeLessThan(max);
    expect(female.duration).not.toBe(male.duration);

    // Each file the page loads is the edition's espeak-ng voice reading that script: the bytes the narrator made for
    // (script, voice, language), a whole MP3 as long as the player says.
    for (const [voice, url, seconds] of [
      ['male', d.audio_url_male, male.duration],
      ['female', d.audio_url_female, female.duration],
    ] as const) {
      const response = await page.request.get(url);
      expect(response.status()).toBe(200);
      const served = new Uint8Array(await response.body());
      expect(Buffer.from(served).equals(await cachedRecording(script, voice, edition.locale)), `${voice} voice is espeak-ng's ${edition.locale}`).toBe(true);
      expect(Math.abs(mp3Info(served).duration - seconds)).toBeLessThan(1);
    }
  });
}
