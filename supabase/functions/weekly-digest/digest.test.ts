import { describe, expect, it } from 'vitest';
import { renderDigest, weekEndFor } from './digest.ts';

const week = [
  { id: 'b', date: '2026-11-26', title: 'Grace <Alone>', passage: 'Ephesians 2:8-9', memoryVerse: 'For by grace are ye saved (Ephesians 2:8)', imageUrl: null },
  { id: 'a', date: '2026-11-24', title: 'The Good Shepherd', passage: 'John 10:11', memoryVerse: null, imageUrl: 'https://cdn.example.org/a.jpg' },
];

describe('renderDigest', () => {
  const options = {
    siteUrl: 'https://rd.example.org/',
    weekEnd: '2026-11-26',
    unsubscribeUrl: 'https://api.example.org/unsub?token=x',
    preferencesUrl: 'https://rd.example.org/newsletter/preferences/?token=x',
  };
  const mail = renderDigest(week, options);

  it('names the week in the subject', () => {
    expect(mail.subject).toBe("This week's devotionals: November 20 – November 26, 2026");
  });

  it('lists the devotionals oldest first with passage, memory verse, link and cover', () => {
    expect(mail.text.indexOf('The Good Shepherd')).toBeLessThan(mail.text.indexOf('Grace <Alone>'));
    expect(mail.text).toContain('Read: https://rd.example.org/devotional/b/');
    expect(mail.text).toContain('Memory verse: For by grace are ye saved (Ephesians 2:8, KJV)');
    expect(mail.html).toContain('src="https://cdn.example.org/a.jpg"');
    expect(mail.html).toContain('src="https://rd.example.org/images/default-devotional.svg"');
    expect(mail.html).toContain('Grace &lt;Alone&gt;');
    expect(mail.html).not.toContain('Grace <Alone>');
  });

  it('gives a BSB subscriber the memory verses in the BSB where they resolved', () => {
    const bsb = new Map([['b', { passage: null, memoryVerse: 'For it is by grace you have been saved (Ephesians 2:8)' }]]);
    const inBsb = renderDigest(week, { ...options, translation: 'bsb', bsb });
    expect(inBsb.text).toContain('Memory verse: For it is by grace you have been saved (Ephesians 2:8, BSB)');
    expect(inBsb.html).toContain('For it is by grace you have been saved (Ephesians 2:8, BSB)');
    expect(renderDigest(week, { ...options, translation: 'bsb', bsb: null }).text).toContain('(Ephesians 2:8, KJV)');
    expect(renderDigest(week, { ...options, translation: 'kjv', bsb }).text).toContain('(Ephesians 2:8, KJV)');
  });

  it('carries the unsubscribe and the daily-or-weekly links', () => {
    expect(mail.text).toContain('Unsubscribe: https://api.example.org/unsub?token=x');
    expect(mail.text).toContain('Daily or weekly, KJV or BSB: https://rd.example.org/newsletter/preferences/?token=x');
    expect(mail.html).toContain('href="https://rd.example.org/newsletter/preferences/?token=x"');
    expect(mail.html).toContain('href="https://api.example.org/unsub?token=x"');
  });
});

describe('weekEndFor', () => {
  it('is the most recent Sunday, so every run in a week means the same digest', () => {
    expect(weekEndFor('2026-11-22')).toBe('2026-11-22'); // a Sunday
    expect(weekEndFor('2026-11-23')).toBe('2026-11-22');
    expect(weekEndFor('2026-11-28')).toBe('2026-11-22');
    expect(weekEndFor('2026-11-29')).toBe('2026-11-29');
  });
});
