/**
 * The newsletter export: one row per subscriber, e-mail, subscription time and the language of their e-mails (en, nl,
 * es), as RFC 4180 CSV. The language comes last so a sheet that reads the first two columns still works.
 * Addresses come from a public form, so a value a spreadsheet would run as a formula (=, +, -, @ first) is
 * written with a leading apostrophe, as OWASP advises for CSV exports; every other value is written as stored.
 */
import { toCsv } from '../csv/csv.ts';

export interface SubscriberRow {
  email: string;
  created_at: string;
  /** newsletter_subscribers.language: the edition they signed up on. */
  language: string;
}

export const SUBSCRIBERS_CSV_HEADER = ['email', 'subscribed_at', 'language'];

const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function subscribersCsv(rows: SubscriberRow[]): string {
  return toCsv(
    SUBSCRIBERS_CSV_HEADER,
    rows.map((row) => [spreadsheetSafe(row.email), row.created_at, row.language]),
  );
}

/** newsletter-subscribers-2026-11-26.csv: the export's file name for the given day (YYYY-MM-DD). */
export function subscribersCsvFileName(day: string): string {
  return `newsletter-subscribers-${day}.csv`;
}
