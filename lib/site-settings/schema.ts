/**
 * Site settings an admin edits (/admin/site-settings): the site's name, its contact e-mail, its time zone
 * (lib/time-zone/schema.ts) and the donation links. One source for the form's messages; migration 20261126000402 repeats each rule in the database
 * (CHECK constraints and a trigger), so a request that skips the form meets the same wall.
 * Donation links keep the shape the site reads (lib/site-settings/donation-options.ts, docs/configuration.md, "Donation links"):
 *   {"oneTime": [{"label", "amount", "url"}], "monthly": [...]}, and every url must be an https:// address.
 */
import { z } from 'zod';
import { timeZoneSchema } from '../time-zone/schema.ts';

export const SITE_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;

export const SITE_NAME_REQUIRED = 'Site name is required';
export const SITE_NAME_TOO_LONG = `Site name must be at most ${SITE_NAME_MAX} characters`;
export const CONTACT_EMAIL_INVALID = 'Enter a valid e-mail address, or leave it empty';
export const DONATION_URL_NOT_HTTPS = 'Use a full https:// address, such as https://buy.stripe.com/…';

// The same shapes as the database's checks: something@host.tld, and https://host.tld[/path…] without spaces.
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const HTTPS_PATTERN = /^https:\/\/[^/?#\s]+\.[^/?#\s]+([/?#]\S*)?$/;

export function isHttpsUrl(value: string): boolean {
  if (value.length > 2048 || !HTTPS_PATTERN.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export const siteNameSchema = z.string().trim().min(1, SITE_NAME_REQUIRED).max(SITE_NAME_MAX, SITE_NAME_TOO_LONG);

/** Empty means "not configured" and is stored as null. */
export const contactEmailSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || (value.length <= CONTACT_EMAIL_MAX && EMAIL_PATTERN.test(value)), CONTACT_EMAIL_INVALID)
  .transform((value) => (value === '' ? null : value));

export const donationUrlSchema = z.string().trim().refine(isHttpsUrl, DONATION_URL_NOT_HTTPS);

export const donationLinkSchema = z.object({
  label: z.string().trim().min(1).max(50),
  /** Whole dollars; null for "Other Amount". */
  amount: z.number().int().positive().nullable(),
  url: donationUrlSchema,
});

export const donationLinksSchema = z.object({
  oneTime: z.array(donationLinkSchema),
  monthly: z.array(donationLinkSchema),
});

export type DonationLinks = z.infer<typeof donationLinksSchema>;

/** One button's row in the form: its fixed label and amount, and the link typed for it ('' = not configured). */
export interface DonationLinkField {
  label: string;
  amount: number | null;
  url: string;
}

export interface SiteSettingsForm {
  site_name: string;
  contact_email: string;
  timezone: string;
  donation_links: { oneTime: DonationLinkField[]; monthly: DonationLinkField[] };
}

export interface SiteSettingsRow {
  site_name: string;
  contact_email: string | null;
  timezone: string;
  donation_links: DonationLinks;
}

/** The first message a value gets from a schema, or undefined when it passes (a form field's validator). */
export function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** A donation link field's message: empty is allowed (the button keeps its "not configured" notice). */
export function donationUrlError(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  return text === '' ? undefined : firstError(donationUrlSchema, text);
}

/**
 * The row to save: trimmed name, null for an empty e-mail, and only the configured links (an empty link is
 * left out, so the site shows that button's configuration notice). Throws a ZodError on invalid input.
 */
export function siteSettingsRow(form: SiteSettingsForm): SiteSettingsRow {
  const configured = (fields: DonationLinkField[]) => fields.filter((field) => field.url.trim() !== '').map((field) => ({ ...field, url: field.url.trim() }));
  return {
    site_name: siteNameSchema.parse(form.site_name),
    contact_email: contactEmailSchema.parse(form.contact_email),
    timezone: timeZoneSchema.parse(form.timezone),
    donation_links: donationLinksSchema.parse({
      oneTime: configured(form.donation_links.oneTime),
      monthly: configured(form.donation_links.monthly),
    }),
  };
}
