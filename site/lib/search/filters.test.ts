import { describe, expect, it } from 'vitest';
import {
  activeFilterBadges,
  defaultModeResults,
  allMatches,
  filtersFromQuery,
  filtersToQuery,
  isFilterActive,
  matchesFilters,
  NO_FILTERS,
  type SearchFilters,
} from './filters.ts';
import type { ManifestEntry } from './manifest.ts';
import { addDays } from '@lib/dates.ts';

const TODAY = '2026-11-25';

function entry(daysFromToday: number, overrides: Partial<ManifestEntry> = {}): ManifestEntry {
  const date = addDays(TODAY, daysFromToday);
  return {
    id: `id-${date}`,
    slug: `slug-${date}`,
    date,
    title: `Devotional of ${date}`,
    passage: 'John 10:11-18',
    doctrine: 'Providence',
    tags: ['grace'],
    readingTime: 5,
    image: null,
    p: daysFromToday + 100,
    ...overrides,
  };
}

const filters = (overrides: Partial<SearchFilters>): SearchFilters => ({ ...NO_FILTERS, ...overrides });

describe('isFilterActive', () => {
  it('is false with no filter and with blank text boxes', () => {
    expect(isFilterActive(NO_FILTERS)).toBe(false);
    expect(isFilterActive(filters({ title: '   ', scripture: ' ' }))).toBe(false);
  });
  it('is true for any one filter', () => {
    for (const f of [{ title: 'a' }, { scripture: 'b' }, { from: TODAY }, { to: TODAY }, { doctrines: ['Providence'] }, { tags: ['grace'] }]) {
      expect(isFilterActive(filters(f))).toBe(true);
    }
  });
});

describe('matchesFilters', () => {
  const shepherd = entry(0, {
    title: 'The Good Shepherd Lays Down His Life',
    passage: 'John 10:11-18',
    doctrine: 'Limited Atonement',
    tags: ['salvation', 'trust'],
  });

  it('matches the title case-insensitively, anywhere in it', () => {
    expect(matchesFilters(shepherd, filters({ title: 'good SHEPHERD' }))).toBe(true);
    expect(matchesFilters(shepherd, filters({ title: 'lays down' }))).toBe(true);
    expect(matchesFilters(shepherd, filters({ title: 'wolf' }))).toBe(false);
  });

  it('matches scripture in the passage, case-insensitively, or by the passages of the word index', () => {
    expect(matchesFilters(shepherd, filters({ scripture: 'john 10' }))).toBe(true);
    expect(matchesFilters(shepherd, filters({ scripture: 'the hireling fleeth' }), new Set([shepherd.p]))).toBe(true);
    expect(matchesFilters(shepherd, filters({ scripture: 'the hireling fleeth' }))).toBe(false);
    expect(matchesFilters(shepherd, filters({ scripture: 'Genesis' }), new Set([shepherd.p + 1]))).toBe(false);
  });

  it('treats From and To as inclusive', () => {
    expect(matchesFilters(shepherd, filters({ from: TODAY }))).toBe(true);
    expect(matchesFilters(shepherd, filters({ to: TODAY }))).toBe(true);
    expect(matchesFilters(shepherd, filters({ from: TODAY, to: TODAY }))).toBe(true);
    expect(matchesFilters(shepherd, filters({ from: addDays(TODAY, 1) }))).toBe(false);
    expect(matchesFilters(shepherd, filters({ to: addDays(TODAY, -1) }))).toBe(false);
  });

  it('matches a doctrine as a case-insensitive substring, any of the selected', () => {
    expect(matchesFilters(shepherd, filters({ doctrines: ['Limited Atonement'] }))).toBe(true);
    expect(matchesFilters(shepherd, filters({ doctrines: ['Providence', 'Limited Atonement'] }))).toBe(true);
    expect(matchesFilters(shepherd, filters({ doctrines: ['Providence'] }))).toBe(false);
    expect(matchesFilters(entry(0, { doctrine: 'Providence and Sovereignty of God' }), filters({ doctrines: ['sovereignty of god'] }))).toBe(true);
    expect(matchesFilters(entry(0, { doctrine: '' }), filters({ doctrines: ['Providence'] }))).toBe(false);
  });

  it('needs at least one of the selected tags', () => {
    expect(matchesFilters(shepherd, filters({ tags: ['trust'] }))).toBe(true);
    expect(matchesFilters(shepherd, filters({ tags: ['prayer', 'salvation'] }))).toBe(true);
    expect(matchesFilters(shepherd, filters({ tags: ['prayer'] }))).toBe(false);
  });

  it("keeps a series' parts only when a series is chosen", () => {
    const part = { ...shepherd, series: 'psalms-of-trust' };
    expect(isFilterActive(filters({ series: 'psalms-of-trust' }))).toBe(true);
    expect(matchesFilters(part, filters({ series: 'psalms-of-trust' }))).toBe(true);
    expect(matchesFilters(part, filters({ series: 'the-gospel-of-john' }))).toBe(false);
    expect(matchesFilters(shepherd, filters({ series: 'psalms-of-trust' }))).toBe(false);
    expect(matchesFilters(shepherd, filters({}))).toBe(true);
  });

  it('requires every kind of filter to pass at once', () => {
    expect(matchesFilters(shepherd, filters({ title: 'shepherd', tags: ['trust'], doctrines: ['Limited'] }))).toBe(true);
    expect(matchesFilters(shepherd, filters({ title: 'shepherd', tags: ['prayer'] }))).toBe(false);
  });
});

describe('defaultModeResults', () => {
  const archive = Array.from({ length: 20 }, (_, i) => entry(-i)); // today and the 19 days before

  it('lists the previous 6 days, newest first, without today', () => {
    const results = defaultModeResults(archive, TODAY);
    expect(results.map((d) => d.date)).toEqual([-1, -2, -3, -4, -5, -6].map((n) => addDays(TODAY, n)));
  });

  it('leaves out days without a devotional rather than reaching further back', () => {
    const gappy = archive.filter((d) => d.date !== addDays(TODAY, -2));
    expect(defaultModeResults(gappy, TODAY)).toHaveLength(5);
    expect(defaultModeResults(gappy, TODAY).at(-1)!.date).toBe(addDays(TODAY, -6));
  });

  it('never lists a future devotional', () => {
    expect(defaultModeResults([entry(1), entry(-1)], TODAY).map((d) => d.date)).toEqual([addDays(TODAY, -1)]);
  });
});

describe('allMatches (Explore Devotionals)', () => {
  const archive = [...Array.from({ length: 28 }, (_, i) => entry(-i)), entry(1), entry(2)];

  it('lists newest first, none in the future', () => {
    const results = allMatches(archive, filters({ tags: ['grace'] }), TODAY);
    expect(results.length).toBeGreaterThan(0);
    expect(results[0].date).toBe(TODAY);
    expect(results.every((d) => d.date <= TODAY)).toBe(true);
    expect(results.map((d) => d.date)).toEqual([...results.map((d) => d.date)].sort().reverse());
  });

  it('searches the scripture word index when given', () => {
    const target = archive[5];
    const results = allMatches(archive, filters({ scripture: 'a still small voice' }), TODAY, new Set([target.p]));
    expect(results.map((d) => d.id)).toEqual([target.id]);
  });

  it('returns nothing when nothing matches', () => {
    expect(allMatches(archive, filters({ title: 'no such devotional' }), TODAY)).toEqual([]);
  });
});

describe('badges and the query string', () => {
  const all = filters({
    title: 'shepherd',
    scripture: 'John',
    from: '2026-11-01',
    to: '2026-11-25',
    doctrines: ['Providence'],
    tags: ['grace'],
    series: 'psalms-of-trust',
  });

  it('gives one removable badge per active filter', () => {
    const badges = activeFilterBadges(
      all,
      (slug) => slug.toUpperCase(),
      (d) => `<${d}>`,
      (slug) => (slug === 'psalms-of-trust' ? 'Psalms of Trust' : slug),
    );
    expect(badges.map((b) => b.label)).toEqual([
      'Title: shepherd',
      'Scripture: John',
      'From: <2026-11-01>',
      'To: <2026-11-25>',
      'Providence',
      '#GRACE',
      'Series: Psalms of Trust',
    ]);
    for (const badge of badges)
      expect(
        activeFilterBadges(
          badge.without,
          (s) => s,
          (d) => d,
        ),
      ).toHaveLength(6);
    const withoutDoctrine = badges.find((b) => b.key === 'doctrine:Providence')!.without;
    expect(withoutDoctrine.doctrines).toEqual([]);
    expect(withoutDoctrine.tags).toEqual(['grace']);
  });

  it('round-trips through the URL and drops unknown values', () => {
    const known = { doctrines: ['Providence', 'Regeneration'], tags: ['grace', 'faith'], series: ['psalms-of-trust'] };
    expect(filtersFromQuery(filtersToQuery(all), known)).toEqual(all);
    expect(filtersFromQuery('?series=no-such-series', known)).toEqual(NO_FILTERS);
    expect(filtersToQuery(NO_FILTERS)).toBe('');
    expect(filtersFromQuery('?doctrine=Nope&tag=nope&from=yesterday&tag=faith', known)).toEqual(filters({ tags: ['faith'] }));
  });
});
