/**
 * The dashboard's greeting: a reader on their first visit is welcomed, a returning one welcomed back. "First visit"
 * is read from what the account already holds, so it needs no flag to store and is the same on every device: an
 * account created less than a day ago that has not read a devotional yet. Its reading history is the site's own
 * measure of having been here; the day covers sign-up, the confirmation link and the first look around. A reader who
 * signed up long ago but never read is still someone coming back.
 */

export type Greeting = 'welcome' | 'welcomeBack';

/** How long after sign-up an account with no readings counts as new. */
export const NEW_ACCOUNT_HOURS = 24;

export interface GreetingFacts {
  /** The account's creation time (the auth user's created_at), ISO 8601; null or unreadable counts as returning. */
  accountCreatedAt: string | null | undefined;
  /** Devotionals the reader has read. */
  readings: number;
  now: Date;
}

export function dashboardGreeting({ accountCreatedAt, readings, now }: GreetingFacts): Greeting {
  if (readings > 0 || !accountCreatedAt) return 'welcomeBack';
  const created = Date.parse(accountCreatedAt);
  if (Number.isNaN(created)) return 'welcomeBack';
  return now.getTime() - created < NEW_ACCOUNT_HOURS * 3_600_000 ? 'welcome' : 'welcomeBack';
}
