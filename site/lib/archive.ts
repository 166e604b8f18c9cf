/**
 * The archive by month (/archive/ and /archive/{year}/{month}/): prebuilt pages that reach every released
 * devotional by links alone, grouped from the build's manifest (so nothing unreleased can appear).
 */
import type { ManifestEntry } from './search/manifest.ts';

export interface ArchiveMonth {
  /** "2026" */
  year: string;
  /** "11" */
  month: string;
  /** "November 2026" */
  label: string;
  href: string;
  /** Oldest first, as a calendar reads. */
  devotionals: ManifestEntry[];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function monthLabel(year: string, month: string): string {
  return `${MONTHS[Number(month) - 1]} ${year}`;
}

export function monthHref(year: string, month: string): string {
  return `/archive/${year}/${month}/`;
}

/** Months that have released devotionals, newest first. */
export function archiveMonths(devotionals: readonly ManifestEntry[]): ArchiveMonth[] {
  const byKey = new Map<string, ArchiveMonth>();
  for (const d of devotionals) {
    const [year, month] = d.date.split('-');
    const key = `${year}-${month}`;
    let entry = byKey.get(key);
    if (!entry) byKey.set(key, (entry = { year, month, label: monthLabel(year, month), href: monthHref(year, month), devotionals: [] }));
    entry.devotionals.push(d);
  }
  const months = [...byKey.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([, m]) => m);
  for (const m of months) m.devotionals.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return months;
}

/** The months grouped by year, newest year first, each year's months newest first. */
export function archiveYears(months: readonly ArchiveMonth[]): { year: string; months: ArchiveMonth[] }[] {
  const years: { year: string; months: ArchiveMonth[] }[] = [];
  for (const m of months) {
    if (years.at(-1)?.year !== m.year) years.push({ year: m.year, months: [] });
    years.at(-1)!.months.push(m);
  }
  return years;
}
