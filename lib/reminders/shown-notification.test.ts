import { describe, expect, it } from 'vitest';
import { reminderNotification, sameOriginUrl, type FallbackWords } from './shown-notification.ts';

const ORIGIN = 'https://devotionals.example';
const WORDS: FallbackWords = {
  en: { title: "Today's devotional is ready", body: 'Open it' },
  nl: { title: 'De overdenking van vandaag staat klaar', body: 'Open hem' },
  es: { title: 'El devocional de hoy está listo', body: 'Ábrelo' },
  pt: { title: 'O devocional de hoje está pronto', body: 'Abra-o' },
};

function push(notification: Record<string, unknown>): string {
  return JSON.stringify({ web_push: 8030, notification, kind: 'daily' });
}

describe('reminderNotification', () => {
  it("shows the payload's title, body, language and tag, and opens its page", () => {
    const data = push({
      title: 'Overdenking: Psalm 23:1',
      body: 'De HEERE is mijn Herder',
      navigate: `${ORIGIN}/nl/devotionals/2026-12-03/`,
      lang: 'nl',
      tag: 'daily-2026-12-03',
    });
    expect(reminderNotification(data, ORIGIN, 'en', WORDS)).toEqual({
      title: 'Overdenking: Psalm 23:1',
      body: 'De HEERE is mijn Herder',
      lang: 'nl',
      tag: 'daily-2026-12-03',
      url: `${ORIGIN}/nl/devotionals/2026-12-03/`,
    });
  });

  it('shows the generic words in the fallback language for a push without data or with malformed JSON', () => {
    for (const data of [null, '', 'not json', '[]', '{"notification":"x"}']) {
      expect(reminderNotification(data, ORIGIN, 'es', WORDS)).toMatchObject({ title: WORDS.es.title, body: WORDS.es.body, lang: 'es', url: `${ORIGIN}/es/` });
    }
  });

  it("speaks the payload's language when it names a known one, and English for an unknown one", () => {
    expect(reminderNotification(push({ lang: 'nl' }), ORIGIN, 'en', WORDS)).toMatchObject({ title: WORDS.nl.title, url: `${ORIGIN}/nl/` });
    expect(reminderNotification(push({ lang: 'xx' }), ORIGIN, 'en', WORDS)).toMatchObject({ title: WORDS.en.title, url: `${ORIGIN}/` });
  });

  it("never opens another site: a page elsewhere gives the generic notification and the edition's home", () => {
    const data = push({ title: 'Click me', body: 'Prize', navigate: 'https://evil.example/nl/', lang: 'nl' });
    expect(reminderNotification(data, ORIGIN, 'en', WORDS)).toMatchObject({ title: WORDS.nl.title, url: `${ORIGIN}/nl/` });
  });
});

describe('sameOriginUrl', () => {
  it('accepts the own origin, relative paths included, and refuses others and other schemes', () => {
    expect(sameOriginUrl(`${ORIGIN}/devotionals/x/`, ORIGIN)).toBe(`${ORIGIN}/devotionals/x/`);
    expect(sameOriginUrl('/nl/', ORIGIN)).toBe(`${ORIGIN}/nl/`);
    expect(sameOriginUrl('//evil.example/', ORIGIN)).toBeNull();
    expect(sameOriginUrl('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(sameOriginUrl('http://devotionals.example/', ORIGIN)).toBeNull();
    expect(sameOriginUrl(42, ORIGIN)).toBeNull();
  });
});
