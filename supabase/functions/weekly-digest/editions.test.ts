// The weekly digest in the subscriber's language: their edition's devotional for each day it has one,
// else the English one marked as such; words and dates in their language.
import { describe, expect, it } from 'vitest';
import { digestSubject, renderDigest, weekInLanguage, type DigestDevotional } from './digest.ts';

const day = (id: string, date: string, language: 'en' | 'nl' | 'es', title: string): DigestDevotional => ({
  id,
  date,
  title,
  passage: 'Psalm 23',
  memoryVerse: null,
  imageUrl: null,
  language,
});
const week = [day('e1', '2026-11-23', 'en', 'The Shepherd'), day('e2', '2026-11-24', 'en', 'Still Waters'), day('n1', '2026-11-23', 'nl', 'De Herder')];
const links = { siteUrl: 'https://rd.example.org', weekEnd: '2026-11-29', unsubscribeUrl: 'https://u.test/', preferencesUrl: 'https://p.test/' };

describe('the weekly digest per edition', () => {
  it('gives each day in the subscriber’s language where it exists, else the English', () => {
    expect(weekInLanguage(week, 'nl').map((d) => d.id)).toEqual(['n1', 'e2']);
    expect(weekInLanguage(week, 'es').map((d) => d.id)).toEqual(['e1', 'e2']);
    expect(weekInLanguage(week, 'en').map((d) => d.id)).toEqual(['e1', 'e2']);
  });

  it('writes a Dutch digest in Dutch, linking the Dutch devotional into /nl/ and the English one marked', () => {
    const mail = renderDigest(weekInLanguage(week, 'nl'), { ...links, language: 'nl' });
    expect(mail.subject).toBe('De overdenkingen van deze week: 23 november – 29 november 2026');
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain('https://rd.example.org/nl/devotional/n1/');
    expect(mail.html).toContain('https://rd.example.org/devotional/e2/');
    expect(mail.text).toContain('dinsdag 24 november: Still Waters (in het Engels)');
    expect(mail.text).toContain('Afmelden: https://u.test/');
  });

  it("names the passages' books in Dutch and quotes a Dutch memory verse in the Statenvertaling", () => {
    const shepherd: DigestDevotional = {
      ...day('n2', '2026-11-25', 'nl', 'De goede Herder'),
      passage: 'John 10:11-18',
      memoryVerse: 'Ik ben de goede Herder (John 10:11)',
      kjv: { scriptureText: null, memoryVerse: 'I am the good shepherd (John 10:11)' },
    };
    const mail = renderDigest([shepherd], { ...links, language: 'nl', translation: 'sv' });
    expect(mail.text).toContain('  Johannes 10:11-18\n  Tekst om te onthouden: Ik ben de goede Herder (Johannes 10:11, Statenvertaling)');
    expect(mail.html).toContain('woensdag 25 november · Johannes 10:11-18');
    expect(renderDigest([shepherd], { ...links, language: 'nl', translation: 'kjv' }).text).toContain(
      'Tekst om te onthouden: I am the good shepherd (Johannes 10:11, KJV)',
    );
  });

  it('keeps the English digest as it was', () => {
    expect(digestSubject('2026-11-29')).toBe("This week's devotionals: November 23 – November 29, 2026");
    expect(renderDigest(weekInLanguage(week, 'en'), links).text).toContain('Monday, November 23: The Shepherd\n');
  });
});
