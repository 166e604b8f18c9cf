/**
 * Donation options: the amounts are fixed; the hosted payment links come from
 * site_settings.donation_links, read at build time with the anon key, so an administrator configures them in
 * the database and a rebuild publishes them. Shape (migration 000100):
 *   {"oneTime": [{"label", "amount", "url"}], "monthly": [...]}
 * An entry matches an option by amount; the one-time "Other Amount" entry has no amount (null or absent).
 * A link that is missing, empty, or still a placeholder keeps the spec's configuration guard on that button.
 * Pure: the donate page's browser script imports it too (the build-time read is in donations.ts).
 */
export type DonationFrequency = 'oneTime' | 'monthly';

export interface DonationOption {
  label: string;
  /** Whole dollars; null for "Other Amount" (typed on the provider's page). */
  amount: number | null;
  url: string;
}

export type DonationOptions = Record<DonationFrequency, DonationOption[]>;

export const DONATION_NOT_CONFIGURED = 'Please configure your Stripe Payment Link URLs in the code first!';

const ONE_TIME_AMOUNTS: Array<number | null> = [10, 25, 50, 100, null];
const MONTHLY_AMOUNTS = [5, 10, 25, 50];

/** True when a link cannot be opened yet: empty, or a template value such as ".../REPLACE_ME" or example.com. */
export function isPlaceholderLink(url: string | null | undefined): boolean {
  const value = (url ?? '').trim();
  if (!value) return true;
  if (/replace|example/i.test(value)) return true;
  try {
    return !['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return true;
  }
}

interface StoredLink {
  amount?: unknown;
  url?: unknown;
}

function storedLinks(value: unknown): StoredLink[] {
  return Array.isArray(value) ? value.filter((entry): entry is StoredLink => typeof entry === 'object' && entry !== null) : [];
}

function urlFor(links: StoredLink[], amount: number | null): string {
  const match = links.find((link) => (amount === null ? link.amount === null || link.amount === undefined : Number(link.amount) === amount));
  return typeof match?.url === 'string' ? match.url.trim() : '';
}

/** The fixed options with whatever links site_settings.donation_links holds (anything malformed is ignored). */
export function donationOptions(settings: unknown): DonationOptions {
  const stored = (typeof settings === 'object' && settings !== null ? settings : {}) as Record<string, unknown>;
  const oneTime = storedLinks(stored.oneTime);
  const monthly = storedLinks(stored.monthly);
  return {
    oneTime: ONE_TIME_AMOUNTS.map((amount) => ({
      label: amount === null ? 'Other Amount' : `$${amount}`,
      amount,
      url: urlFor(oneTime, amount),
    })),
    monthly: MONTHLY_AMOUNTS.map((amount) => ({ label: `$${amount}`, amount, url: urlFor(monthly, amount) })),
  };
}
