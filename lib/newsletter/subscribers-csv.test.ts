import { describe, expect, it } from 'vitest';
import { spreadsheetSafe, subscribersCsv, subscribersCsvFileName } from './subscribers-csv.ts';

describe('subscribersCsv', () => {
  it('lists e-mail, subscription time and language under a header, CRLF-separated', () => {
    const csv = subscribersCsv([
      { email: 'ruth@example.com', created_at: '2026-11-20T08:00:00+00:00', language: 'en' },
      { email: 'boaz@example.com', created_at: '2026-11-21T09:30:00+00:00', language: 'nl' },
    ]);
    expect(csv).toBe('email,subscribed_at,language\r\nruth@example.com,2026-11-20T08:00:00+00:00,en\r\nboaz@example.com,2026-11-21T09:30:00+00:00,nl\r\n');
  });

  it('quotes an address with a comma or quote as RFC 4180 requires', () => {
    expect(subscribersCsv([{ email: '"odd,name"@example.com', created_at: 't', language: 'es' }])).toBe(
      'email,subscribed_at,language\r\n"""odd,name""@example.com",t,es\r\n',
    );
  });

  it('keeps a spreadsheet from running an address as a formula', () => {
    expect(spreadsheetSafe('=cmd@example.com')).toBe("'=cmd@example.com");
    expect(spreadsheetSafe('+1@example.com')).toBe("'+1@example.com");
    expect(spreadsheetSafe('-x@example.com')).toBe("'-x@example.com");
    expect(spreadsheetSafe('@x@example.com')).toBe("'@x@example.com");
    expect(spreadsheetSafe('plain@example.com')).toBe('plain@example.com');
  });

  it('names the file after the day of the export', () => {
    expect(subscribersCsvFileName('2026-11-26')).toBe('newsletter-subscribers-2026-11-26.csv');
  });
});
