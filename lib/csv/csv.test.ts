import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('csvField (RFC 4180 §2)', () => {
  it.each([
    ['plain', 'plain'],
    ['a@example.com', 'a@example.com'],
    ['with, comma', '"with, comma"'],
    ['say "amen"', '"say ""amen"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['', ''],
    ['  spaces kept  ', '  spaces kept  '],
  ])('%j → %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('writes empty fields for null and undefined, and numbers as text', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(42)).toBe('42');
  });
});

describe('toCsv', () => {
  it('writes a header and records separated by CRLF', () => {
    const csv = toCsv(
      ['email', 'subscribed_at'],
      [
        ['a@example.com', '2026-11-01T10:00:00Z'],
        ['b,c@example.com', null],
      ],
    );
    expect(csv).toBe('email,subscribed_at\r\na@example.com,2026-11-01T10:00:00Z\r\n"b,c@example.com",\r\n');
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['email'], [])).toBe('email\r\n');
  });
});
