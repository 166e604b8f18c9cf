/**
 * The archive by month (/archive/ and /archive/{year}/{month}/): prebuilt pages that reach every released
 * devotional by links alone, grouped from the build's manifest (so nothing unreleased can appear).
 */
import { INTL_LOCALES, type Locale } from '@lib/i18n/locales.ts';
import type { ManifestEntry } from './search/manifest.ts';

export interface ArchiveMonth {
  /** "2026" */
  year: string;
  /** "11" */
  month: string;
  /** "November 2026" ("november 2026", "noviembre de 2026") */
  label: string;
  /** "November" ("november", "noviembre") */
  name: string;
  href: string;
  /** Oldest first, as a calendar reads. */
  devotionals: ManifestEntry[];
}

function monthFormat(locale: Locale, options: Intl.DateTimeFormatOptions): (year: string, month: string) => string {
  const format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone: 'UTC' });
  return (year, month) => format.format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
}

/** "November 2026" in the edition's language. */
export function monthLabel(year: string, month: string, locale: Locale = 'en'): string {
  return monthFormat(locale, { month: 'long', year: 'numeric' })(year, month);
}

/** "November" in the edition's language. */
export function monthName(year: string, month: string, locale: Locale = 'en'): string {
  return monthFormat(locale, { month: 'long' })(year, month);
}

export function monthHref(year: string, month: string): string {
  return `/archive/${year}/${month}/`;
}

/** Months that have released devotionals, newest first, named in the edition's language (the href is the English path). */
export function archiveMonths(devotionals: readonly ManifestEntry[], locale: Locale = 'en'): ArchiveMonth[] {
  const byKey = new Map<string, ArchiveMonth>();
  for (const d of devotionals) {
    const [year, month] = d.date.split('-');
    const key = `${year}-${month}`;
    let entry = byKey.get(key);
    if (!entry)
      byKey.set(
        key,
        (entry = { year, month, label: monthLabel(year, month, locale), name: monthName(year, month, locale), href: monthHref(year, month), devotionals: [] }),
      );
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
