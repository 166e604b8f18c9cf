/**
 * The newsletter export: one row per subscriber, e-mail and subscription time, as RFC 4180 CSV.
 * Addresses come from a public form, so a value a spreadsheet would run as a formula (=, +, -, @ first) is
 * written with a leading apostrophe, as OWASP advises for CSV exports; every other value is written as stored.
 */
import { toCsv } from '../csv/csv.ts';

export interface SubscriberRow {
  email: string;
  created_at: string;
}

export const SUBSCRIBERS_CSV_HEADER = ['email', 'subscribed_at'];

const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function subscribersCsv(rows: SubscriberRow[]): string {
  return toCsv(
    SUBSCRIBERS_CSV_HEADER,
    rows.map((row) => [spreadsheetSafe(row.email), row.created_at]),
  );
}

/** newsletter-subscribers-2026-11-26.csv: the export's file name for the given day (YYYY-MM-DD). */
export function subscribersCsvFileName(day: string): string {
  return `newsletter-subscribers-${day}.csv`;
}
