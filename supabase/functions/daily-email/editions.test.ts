// The daily e-mail in the subscriber's language: their edition's devotional and words, else the English
// devotional with a note in their language.
import { describe, expect, it } from 'vitest';
import { renderDailyEmail, type DailyDevotional } from './daily.ts';
import { devotionalFor, devotionalsByLanguage, type DevotionalRow } from './editions.ts';

const row = (id: string, language: string, title: string, group = `group-${id}`): DevotionalRow => ({
  id,
  date: '2026-11-27',
  title,
  language,
  translation_group: group,
  biblical_passage: 'Jude 1:24-25',
  scripture_text: null,
  transcript: 'Een alinea.\n\nNog een.\n\nEn een derde.',
  memory_verse: null,
  image_url: null,
  audio_url: null,
  audio_url_male: null,
  audio_url_female: null,
});
const links = {
  siteUrl: 'https://rd.example.org',
  unsubscribeUrl: 'https://rd.example.org/newsletter/unsubscribe/?token=t',
  preferencesUrl: 'https://rd.example.org/newsletter/preferences/?token=t',
};

describe('the daily e-mail per edition', () => {
  const editions = devotionalsByLanguage([row('en1', 'en', 'Kept by Grace'), row('nl1', 'nl', 'Bewaard door genade'), row('nl2', 'nl', 'Later')]);

  it('gives a Dutch subscriber the Dutch devotional, in Dutch, linking into the Dutch edition', () => {
    const chosen = devotionalFor(editions, 'nl');
    expect(chosen).toMatchObject({ language: 'nl', devotional: { id: 'nl1' } });
    const mail = renderDailyEmail(chosen.devotional, { ...links, language: 'nl', devotionalLanguage: chosen.language });
    expect(mail.subject).toBe('De overdenking van vandaag: Bewaard door genade');
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain('vrijdag 27 november 2026');
    expect(mail.html).toContain('https://rd.example.org/nl/devotional/nl1/');
    expect(mail.text).toContain('Lezen: https://rd.example.org/nl/devotional/nl1/');
    expect(mail.text).toContain('Afmelden: https://rd.example.org/newsletter/unsubscribe/?token=t');
    expect(mail.html).not.toContain('nog niet in het Nederlands');
  });

  it("quotes a Dutch devotional's Statenvertaling, or its English original's KJV for a subscriber who chose the KJV", () => {
    const group = [
      { ...row('en2', 'en', 'The Good Shepherd', 'g'), biblical_passage: 'John 10:11', scripture_text: '11 I am the good shepherd.' },
      { ...row('nl3', 'nl', 'De goede Herder', 'g'), biblical_passage: 'John 10:11', scripture_text: '11 Ik ben de goede Herder.' },
    ];
    const chosen = devotionalFor(devotionalsByLanguage(group), 'nl');
    const inSv = renderDailyEmail(chosen.devotional, { ...links, language: 'nl', translation: 'sv' });
    expect(inSv.text).toContain('Johannes 10:11 (Statenvertaling)\n11 Ik ben de goede Herder.');
    const inKjv = renderDailyEmail(chosen.devotional, { ...links, language: 'nl', translation: 'kjv' });
    expect(inKjv.text).toContain('Johannes 10:11 (KJV)\n11 I am the good shepherd.');
    expect(inKjv.html).not.toContain('John 10:11');
  });

  it('gives a Spanish subscriber the English devotional on a day without a Spanish one, saying so in Spanish', () => {
    const chosen = devotionalFor(editions, 'es');
    expect(chosen).toMatchObject({ language: 'en', devotional: { id: 'en1' } });
    const mail = renderDailyEmail(chosen.devotional as DailyDevotional, { ...links, language: 'es', devotionalLanguage: chosen.language });
    expect(mail.subject).toBe('El devocional de hoy: Kept by Grace');
    expect(mail.html).toContain('todavía no está disponible en español');
    expect(mail.html).toContain('https://rd.example.org/devotional/en1/');
    expect(mail.html).not.toContain('/es/devotional/');
    expect(mail.html).toContain('viernes, 27 de noviembre de 2026');
  });

  it('keeps the English e-mail as it was', () => {
    const mail = renderDailyEmail(devotionalFor(editions, 'en').devotional, links);
    expect(mail.subject).toBe("Today's devotional: Kept by Grace");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('Read: https://rd.example.org/devotional/en1/');
  });
});
