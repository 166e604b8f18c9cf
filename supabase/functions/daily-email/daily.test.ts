import { describe, expect, it } from 'vitest';
import { OMITTED_VERSE_NOTE } from '@lib/scripture/translations.ts';
import { escapeHtml } from '../_shared/email.ts';
import type { BsbDevotional } from '../_shared/newsletter-scripture.ts';
import { dailySubject, reflectionOpening, renderDailyEmail, type DailyDevotional } from './daily.ts';

const day: DailyDevotional = {
  id: 'd1',
  date: '2026-11-27',
  title: 'Kept <by> Grace',
  passage: 'Jude 1:24-25',
  scriptureText: 'Now unto him that is able to keep you from falling',
  reflection: 'He who began a *good work* will finish it.\n\nOur standing rests on his keeping.\n\nA third paragraph stays on the site.',
  memoryVerse: 'Jude 1:24',
  imageUrl: '/media/covers/d1.jpg',
  audioUrl: 'https://cdn.example.org/d1.mp3',
};
const links = {
  siteUrl: 'https://rd.example.org/',
  unsubscribeUrl: 'https://rd.example.org/newsletter/unsubscribe/?token=t',
  preferencesUrl: 'https://rd.example.org/newsletter/preferences/?token=t',
};

describe('renderDailyEmail', () => {
  const mail = renderDailyEmail(day, links);

  it("names the day's devotional in the subject", () => {
    expect(mail.subject).toBe("Today's devotional: Kept <by> Grace");
    expect(dailySubject({ title: 'X' })).toBe("Today's devotional: X");
  });

  it('gives the plain-text reader the title, passage and its text, the opening of the reflection and the memory verse', () => {
    expect(mail.text).toContain('Friday, November 27, 2026');
    expect(mail.text).toContain('Kept <by> Grace\n\nJude 1:24-25 (KJV)\nNow unto him that is able to keep you from falling');
    expect(mail.text).toContain('He who began a good work will finish it.\n\nOur standing rests on his keeping.');
    expect(mail.text).not.toContain('A third paragraph');
    expect(mail.text).toContain('Continue reading on the site.');
    expect(mail.text).toContain('Memory verse: Jude 1:24 (KJV)');
  });

  it('links to read, to listen, to choose daily or weekly and the translation, and to unsubscribe, in both parts', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('https://rd.example.org/devotional/d1/');
      expect(part).toContain('https://cdn.example.org/d1.mp3');
      expect(part).toContain(links.preferencesUrl);
      expect(part).toContain(links.unsubscribeUrl);
    }
    expect(mail.text).toContain('Listen: https://cdn.example.org/d1.mp3');
    expect(mail.text).toContain(`Daily or weekly, KJV or BSB: ${links.preferencesUrl}`);
  });

  it('shows the cover under the site and escapes what an editor typed', () => {
    expect(mail.html).toContain('src="https://rd.example.org/media/covers/d1.jpg"');
    expect(mail.html).toContain('Kept &lt;by&gt; Grace');
    expect(mail.html).not.toContain('Kept <by> Grace');
    expect(mail.html).toContain('<em>good work</em>');
  });

  it('falls back to the default cover and leaves out what a devotional does not have', () => {
    const bare = renderDailyEmail({ ...day, imageUrl: null, audioUrl: null, memoryVerse: null, scriptureText: null, reflection: 'One paragraph.' }, links);
    expect(bare.html).toContain('src="https://rd.example.org/images/default-devotional.svg"');
    expect(bare.text).not.toContain('Listen:');
    expect(bare.text).not.toContain('Memory verse');
    expect(bare.text).not.toContain('Continue reading');
    expect(bare.html).toContain('Read the devotional');
  });
});

describe('renderDailyEmail in the BSB', () => {
  const shepherd: DailyDevotional = {
    ...day,
    passage: 'Matthew 18:10-12',
    scriptureText: '10 Take heed that ye despise not one of these little ones\n11 For the Son of man is come to save that which was lost.\n12 How think ye?',
    memoryVerse: 'How think ye? (Matthew 18:12)',
  };
  const bsb: BsbDevotional = {
    passage: [
      { chapter: 18, verse: 10, text: 'See that you do not look down on any of these little ones.' },
      { chapter: 18, verse: 11, text: '', omitted: true },
      { chapter: 18, verse: 12, text: 'What do you think?' },
    ],
    memoryVerse: 'What do you think? (Matthew 18:12)',
  };

  it('quotes the passage and the memory verse in the BSB, naming it, with the omitted verse noted in place', () => {
    const mail = renderDailyEmail(shepherd, { ...links, translation: 'bsb', bsb });
    expect(mail.text).toContain(
      `Matthew 18:10-12 (BSB)\n10 See that you do not look down on any of these little ones.\n11 ${OMITTED_VERSE_NOTE}\n12 What do you think?`,
    );
    expect(mail.text).toContain('Memory verse: What do you think? (Matthew 18:12, BSB)');
    expect(mail.text).not.toContain('Take heed');
    expect(mail.html).toContain('Matthew 18:10-12 (BSB)');
    expect(mail.html).toContain(`>11</sup> <em style="font-family:system-ui,sans-serif;font-size:14px">${escapeHtml(OMITTED_VERSE_NOTE)}</em>`);
  });

  it('keeps the KJV, named, for a KJV subscriber and for whatever the BSB did not resolve', () => {
    const kjv = renderDailyEmail(shepherd, { ...links, translation: 'kjv', bsb });
    expect(kjv.text).toContain('Matthew 18:10-12 (KJV)\n10 Take heed');
    expect(kjv.text).toContain('Memory verse: How think ye? (Matthew 18:12, KJV)');

    const unresolved = renderDailyEmail(shepherd, { ...links, translation: 'bsb', bsb: null });
    expect(unresolved.text).toContain('Matthew 18:10-12 (KJV)\n10 Take heed');
    expect(unresolved.text).toContain('(Matthew 18:12, KJV)');

    const passageOnly = renderDailyEmail(shepherd, { ...links, translation: 'bsb', bsb: { ...bsb, memoryVerse: null } });
    expect(passageOnly.text).toContain('Matthew 18:10-12 (BSB)');
    expect(passageOnly.text).toContain('Memory verse: How think ye? (Matthew 18:12, KJV)');
  });
});

describe('reflectionOpening', () => {
  it('keeps the first two paragraphs and says whether more follow', () => {
    expect(reflectionOpening('a\n\nb').more).toBe(false);
    expect(reflectionOpening('a\n\nb\n\nc')).toMatchObject({ more: true, paragraphs: { length: 2 } });
    expect(reflectionOpening(null)).toEqual({ paragraphs: [], more: false });
  });
});

describe('a Dutch daily e-mail', () => {
  it('names the books its reflection cites in Dutch, and its passage and memory verse too', () => {
    const dutch: DailyDevotional = {
      ...day,
      language: 'nl',
      passage: 'John 10:11-18',
      scriptureText: '11 Ik ben de goede Herder.',
      reflection: 'Hij heeft Zichzelf voor hem overgegeven (Galatians 2:20).\n\nWie tot Hem komt, zal Hij niet uitwerpen (John 6:37).',
      memoryVerse: 'Ik ben de goede Herder. (John 10:11)',
    };
    const mail = renderDailyEmail(dutch, { ...links, language: 'nl' });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('(Galaten 2:20)');
      expect(part).toContain('(Johannes 6:37)');
      expect(part).toContain('Johannes 10:11-18 (Statenvertaling)');
      expect(part).toContain('Ik ben de goede Herder. (Johannes 10:11, Statenvertaling)');
      expect(part).not.toMatch(/Galatians|John /);
    }
  });
});
