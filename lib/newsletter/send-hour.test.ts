import { describe, expect, it } from 'vitest';
import { sendHourLabel, sendHourReached } from './send-hour.ts';

const at = (iso: string) => new Date(iso);
const NY = 'America/New_York';

describe('sendHourReached', () => {
  it('sends a reader with no hour as soon as the day is out', () => {
    expect(sendHourReached({ send_hour: null, time_zone: null }, '2027-06-01', NY, at('2027-06-01T04:30:00Z'))).toBe(true);
    expect(sendHourReached({ send_hour: null, time_zone: 'Europe/Amsterdam' }, '2027-06-01', NY, at('2027-06-01T04:30:00Z'))).toBe(true);
  });

  it('waits for the hour on the reader’s own clock', () => {
    const reader = { send_hour: 7, time_zone: 'Europe/Amsterdam' };
    // 07:00 in Amsterdam in June is 05:00 UTC.
    expect(sendHourReached(reader, '2027-06-01', NY, at('2027-06-01T04:59:00Z'))).toBe(false);
    expect(sendHourReached(reader, '2027-06-01', NY, at('2027-06-01T05:00:00Z'))).toBe(true);
    expect(sendHourReached(reader, '2027-06-01', NY, at('2027-06-01T15:00:00Z'))).toBe(true);
  });

  it('sends a skipped spring-forward hour at the first moment after it (New York, 2027-03-14)', () => {
    const reader = { send_hour: 2, time_zone: NY };
    // 01:55 EST is 06:55 UTC; the clocks jump from 02:00 EST (07:00 UTC) to 03:00 EDT.
    expect(sendHourReached(reader, '2027-03-14', NY, at('2027-03-14T06:55:00Z'))).toBe(false);
    expect(sendHourReached(reader, '2027-03-14', NY, at('2027-03-14T07:00:00Z'))).toBe(true);
    // 07:00 the same day is 11:00 UTC (EDT), not 12:00.
    expect(sendHourReached({ send_hour: 7, time_zone: NY }, '2027-03-14', NY, at('2027-03-14T10:59:00Z'))).toBe(false);
    expect(sendHourReached({ send_hour: 7, time_zone: NY }, '2027-03-14', NY, at('2027-03-14T11:00:00Z'))).toBe(true);
  });

  it('sends a repeated fall-back hour the first time it comes (New York, 2027-11-07)', () => {
    const reader = { send_hour: 1, time_zone: NY };
    // 01:00 EDT is 05:00 UTC; 01:00 EST (the repeat) is 06:00 UTC.
    expect(sendHourReached(reader, '2027-11-07', NY, at('2027-11-07T04:59:00Z'))).toBe(false);
    expect(sendHourReached(reader, '2027-11-07', NY, at('2027-11-07T05:00:00Z'))).toBe(true);
    expect(sendHourReached(reader, '2027-11-07', NY, at('2027-11-07T06:30:00Z'))).toBe(true);
    // 07:00 after the change is 12:00 UTC (EST).
    expect(sendHourReached({ send_hour: 7, time_zone: NY }, '2027-11-07', NY, at('2027-11-07T11:59:00Z'))).toBe(false);
    expect(sendHourReached({ send_hour: 7, time_zone: NY }, '2027-11-07', NY, at('2027-11-07T12:00:00Z'))).toBe(true);
  });

  it('follows Amsterdam’s own change (2027-03-28), not the site’s', () => {
    const reader = { send_hour: 2, time_zone: 'Europe/Amsterdam' };
    // 02:00 CET does not exist: 01:00 UTC is already 03:00 CEST.
    expect(sendHourReached(reader, '2027-03-28', NY, at('2027-03-28T00:59:00Z'))).toBe(false);
    expect(sendHourReached(reader, '2027-03-28', NY, at('2027-03-28T01:00:00Z'))).toBe(true);
    expect(sendHourReached({ send_hour: 8, time_zone: 'Europe/Amsterdam' }, '2027-03-28', NY, at('2027-03-28T05:59:00Z'))).toBe(false);
    expect(sendHourReached({ send_hour: 8, time_zone: 'Europe/Amsterdam' }, '2027-03-28', NY, at('2027-03-28T06:00:00Z'))).toBe(true);
  });

  it('gives a reader far west of the site their hour the evening before, inside the site’s day', () => {
    // New York's 2027-06-01 ends at 04:00 UTC on the 2nd, which is 21:00 in Los Angeles on the 1st.
    const late = { send_hour: 23, time_zone: 'America/Los_Angeles' };
    // 23:00 in Los Angeles on 31 May is 06:00 UTC on 1 June (02:00 in New York).
    expect(sendHourReached(late, '2027-06-01', NY, at('2027-06-01T05:59:00Z'))).toBe(false);
    expect(sendHourReached(late, '2027-06-01', NY, at('2027-06-01T06:00:00Z'))).toBe(true);
    // An early hour waits for the reader's own morning: 01:00 in Los Angeles on 1 June is 08:00 UTC.
    const early = { send_hour: 1, time_zone: 'America/Los_Angeles' };
    expect(sendHourReached(early, '2027-06-01', NY, at('2027-06-01T07:59:00Z'))).toBe(false);
    expect(sendHourReached(early, '2027-06-01', NY, at('2027-06-01T08:00:00Z'))).toBe(true);
  });

  it('treats a zone the runtime does not know as no hour', () => {
    expect(sendHourReached({ send_hour: 7, time_zone: 'Mars/Olympus_Mons' }, '2027-06-01', NY, at('2027-06-01T00:00:00Z'))).toBe(true);
  });
});

describe('sendHourLabel', () => {
  it('writes the hour as each edition writes times', () => {
    expect(sendHourLabel('en-US', 7)).toBe('7:00 AM');
    expect(sendHourLabel('nl-NL', 7)).toBe('07:00');
    expect(sendHourLabel('es-ES', 19)).toBe('19:00');
  });
});
