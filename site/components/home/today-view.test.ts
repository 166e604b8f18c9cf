import { describe, expect, it } from 'vitest';
import { heroHtml as renderHero, recentHtml, stripHtml as renderStrip, todayView, type TodayCopy, type TodayView } from './today-view.ts';
import { messagesWithPrefix } from '@lib/i18n/messages.ts';
import type { ManifestEntry } from '../../lib/search/manifest.ts';
import { addDays } from '@lib/dates.ts';

const TODAY = '2026-11-25';
const english: TodayCopy = { locale: 'en', messages: messagesWithPrefix('en', 'home.today.') };
const heroHtml = (view: TodayView, copy = english) => renderHero(view, copy);
const stripHtml = (view: TodayView, copy = english) => renderStrip(view, copy);
const entry = (offset: number, title = `Day ${offset}`): ManifestEntry => ({
  id: `id${offset}`,
  slug: `day-${offset}`,
  date: addDays(TODAY, offset),
  title,
  passage: 'Psalm 23',
  doctrine: 'Providence',
  tags: [],
  readingTime: 5,
  image: null,
  p: offset + 100,
});

describe('todayView', () => {
  // Newest first, as the manifest is: two future entries (a page built later than the reader's clock).
  const manifest = [2, 1, 0, -1, -2, -4, -5].map((o) => entry(o));

  it('builds 3 days before, today and 3 after, with each day in its state', () => {
    const view = todayView(manifest, TODAY);
    expect(view.strip.map((d) => d.date)).toEqual([-3, -2, -1, 0, 1, 2, 3].map((o) => addDays(TODAY, o)));
    expect(view.strip.map((d) => d.state)).toEqual(['empty', 'released', 'released', 'released', 'future', 'future', 'future']);
    expect(view.strip.filter((d) => d.isToday).map((d) => d.date)).toEqual([TODAY]);
    expect(view.hero?.id).toBe('id0');
  });

  it('never links a future day even when the manifest has it', () => {
    const view = todayView(manifest, TODAY);
    expect(view.strip.filter((d) => d.state === 'future').every((d) => d.devotional === null)).toBe(true);
    expect(stripHtml(view)).not.toContain('/devotional/id1/');
  });

  it('lists the last 3 days up to today, newest first', () => {
    expect(todayView(manifest, TODAY).recent.map((d) => d.id)).toEqual(['id0', 'id-1', 'id-2']);
  });

  it('shows the fallback hero on a day without a devotional', () => {
    const view = todayView(manifest, addDays(TODAY, 3));
    expect(view.hero).toBeNull();
    expect(heroHtml(view)).toContain('on its way');
    expect(heroHtml(view)).not.toContain('Listen Now');
  });

  it("shows the entry's opening lines under the hero, escaped, and nothing when the entry has none", () => {
    const view = todayView([{ ...entry(0), opening: 'Sheep <need> a shepherd & a fold…' }], TODAY);
    expect(heroHtml(view)).toContain('data-testid="hero-opening">Sheep &lt;need&gt; a shepherd &amp; a fold…</p>');
    expect(heroHtml(todayView([entry(0)], TODAY))).not.toContain('hero-opening');
  });

  it('escapes titles', () => {
    const view = todayView([entry(0, 'Bread & <Wine>')], TODAY);
    expect(heroHtml(view)).toContain('Bread &amp; &lt;Wine&gt;');
  });

  it('renders a Dutch day in Dutch, its links in the Dutch edition', () => {
    const dutch: TodayCopy = { locale: 'nl', messages: messagesWithPrefix('nl', 'home.today.') };
    const view = todayView([entry(0), entry(-1)], TODAY);
    expect(heroHtml(view, dutch)).toContain('woensdag 25 november');
    expect(heroHtml(view, dutch)).toContain('href="/nl/devotional/id0/"');
    expect(heroHtml(view, dutch)).toContain('Nu luisteren');
    expect(stripHtml(view, dutch)).toContain('href="/nl/devotional/id-1/"');
  });

  it("says when the edition has no translation for today and links today's English devotional", () => {
    const spanish: TodayCopy = { locale: 'es', messages: messagesWithPrefix('es', 'home.today.'), english: { date: TODAY, id: 'en0' } };
    const hero = heroHtml(todayView([entry(-1)], TODAY), spanish);
    expect(hero).toContain('Todavía no hay devocional en español para hoy.');
    expect(hero).toContain('href="/devotional/en0/"');
    // Another day than the English link's: the usual "on its way" text, no link to the wrong day.
    expect(heroHtml(todayView([entry(-1)], addDays(TODAY, 1)), spanish)).not.toContain('/devotional/en0/');
  });

  it("names the passage's book in the edition's language in the hero and the recent days", () => {
    const view = todayView(
      [
        { ...entry(0), passage: 'John 10:11-18' },
        { ...entry(-1), passage: 'Psalm 51:10' },
      ],
      TODAY,
    );
    const dutch: TodayCopy = { locale: 'nl', messages: messagesWithPrefix('nl', 'home.today.') };
    const spanish: TodayCopy = { locale: 'es', messages: messagesWithPrefix('es', 'home.today.') };
    expect(heroHtml(view, dutch)).toContain('Johannes 10:11-18');
    expect(recentHtml(view, dutch)).toContain('Psalm 51:10');
    expect(recentHtml(view, spanish)).toContain('Juan 10:11-18');
    expect(recentHtml(view, spanish)).toContain('Salmo 51:10');
    expect(recentHtml(view, spanish)).not.toContain('John');
    expect(heroHtml(view)).toContain('John 10:11-18');
  });
});
