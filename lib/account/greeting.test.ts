import { describe, expect, it } from 'vitest';
import { dashboardGreeting } from './greeting.ts';

const now = new Date('2026-12-03T10:00:00Z');

describe("the dashboard's greeting", () => {
  it('welcomes an account made today that has read nothing yet', () => {
    expect(dashboardGreeting({ accountCreatedAt: '2026-12-03T09:59:00Z', readings: 0, now })).toBe('welcome');
    expect(dashboardGreeting({ accountCreatedAt: '2026-12-02T10:00:01Z', readings: 0, now })).toBe('welcome');
  });

  it('welcomes back a reader who has read, however new the account', () => {
    expect(dashboardGreeting({ accountCreatedAt: '2026-12-03T09:59:00Z', readings: 1, now })).toBe('welcomeBack');
  });

  it('welcomes back an account older than a day, even with no readings', () => {
    expect(dashboardGreeting({ accountCreatedAt: '2026-12-02T10:00:00Z', readings: 0, now })).toBe('welcomeBack');
    expect(dashboardGreeting({ accountCreatedAt: '2025-01-01T00:00:00Z', readings: 0, now })).toBe('welcomeBack');
  });

  it('does not guess "new" without a creation time', () => {
    expect(dashboardGreeting({ accountCreatedAt: null, readings: 0, now })).toBe('welcomeBack');
    expect(dashboardGreeting({ accountCreatedAt: 'not a date', readings: 0, now })).toBe('welcomeBack');
  });
});
