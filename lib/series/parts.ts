/**
 * Parts of a series. A devotional's part number is its place in date order among the series'
 * published devotionals. The release gate opens them in that same order, so the released parts are always parts
 * 1..n: the site numbers them from the released ones alone and learns only how many there are in all
 * (series.part_count), never anything else about an unreleased part.
 */
import type { DatedDevotional } from '../devotionals/navigation.ts';

export interface SeriesPart<T extends DatedDevotional> {
  devotional: T;
  /** 1-based. */
  number: number;
}

export interface SeriesParts<T extends DatedDevotional> {
  parts: SeriesPart<T>[];
  /** Parts in all, released or not; never fewer than the released ones. */
  total: number;
  /** Published parts not yet released: "N more to come". */
  toCome: number;
}

/**
 * Numbers the released parts of a series (any order in, date order out; equal dates by id so every build agrees).
 * `today` is the site's date: a part dated after it is dropped, so a list that slipped past the gate still shows
 * nothing of tomorrow. `partCount` is the series' published parts in all.
 */
export function seriesParts<T extends DatedDevotional>(devotionals: readonly T[], partCount: number, today: string): SeriesParts<T> {
  const released = devotionals.filter((d) => d.date <= today).sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1));
  const parts = released.map((devotional, i) => ({ devotional, number: i + 1 }));
  const total = Math.max(partCount, parts.length);
  return { parts, total, toCome: total - parts.length };
}

export interface PartPlace<T extends DatedDevotional> {
  number: number;
  total: number;
  previous: T | null;
  next: T | null;
}

/** Where the devotional `id` sits in its series ("Part 3 of 10") and its released neighbours; null when it is not a part. */
export function partPlace<T extends DatedDevotional>(series: SeriesParts<T>, id: string): PartPlace<T> | null {
  const i = series.parts.findIndex((p) => p.devotional.id === id);
  if (i < 0) return null;
  return {
    number: i + 1,
    total: series.total,
    previous: series.parts[i - 1]?.devotional ?? null,
    next: series.parts[i + 1]?.devotional ?? null,
  };
}

export interface SeriesProgress {
  read: number;
  total: number;
  /** The first released part, in order, the reader has not read; null when they have read every released one. */
  nextUnread: string | null;
}

/**
 * A reader's progress through one series: `partIds` are its released parts in order, `readIds` what the reader
 * has read. Null when they have read none of it (a series they have not started is not shown).
 */
export function seriesProgress(partIds: readonly string[], total: number, readIds: ReadonlySet<string>): SeriesProgress | null {
  const read = partIds.filter((id) => readIds.has(id)).length;
  if (read === 0) return null;
  return { read, total: Math.max(total, partIds.length), nextUnread: partIds.find((id) => !readIds.has(id)) ?? null };
}
