/**
 * CSV text per RFC 4180: fields separated by commas, records by CRLF; a field containing a comma, a double quote,
 * CR or LF is enclosed in double quotes, with each double quote inside doubled. Used for the newsletter export.
 */
export type CsvValue = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header row, then one record per row; every record ends with CRLF (the RFC allows the last to). */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((record) => `${record.map(csvField).join(',')}\r\n`).join('');
}
