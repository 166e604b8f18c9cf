import { describe, expect, it } from 'vitest';
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
    expect(mail.text).toContain('Kept <by> Grace\n\nJude 1:24-25\nNow unto him that is able to keep you from falling');
    expect(mail.text).toContain('He who began a good work will finish it.\n\nOur standing rests on his keeping.');
    expect(mail.text).not.toContain('A third paragraph');
    expect(mail.text).toContain('Continue reading on the site.');
    expect(mail.text).toContain('Memory verse: Jude 1:24');
  });

  it('links to read, to listen, to choose daily or weekly and to unsubscribe, in both parts', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('https://rd.example.org/devotional/d1/');
      expect(part).toContain('https://cdn.example.org/d1.mp3');
      expect(part).toContain(links.preferencesUrl);
      expect(part).toContain(links.unsubscribeUrl);
    }
    expect(mail.text).toContain('Listen: https://cdn.example.org/d1.mp3');
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

describe('reflectionOpening', () => {
  it('keeps the first two paragraphs and says whether more follow', () => {
    expect(reflectionOpening('a\n\nb').more).toBe(false);
    expect(reflectionOpening('a\n\nb\n\nc')).toMatchObject({ more: true, paragraphs: { length: 2 } });
    expect(reflectionOpening(null)).toEqual({ paragraphs: [], more: false });
  });
});
