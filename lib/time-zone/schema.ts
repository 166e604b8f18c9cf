/**
 * The site's time zone (site_settings.timezone): the one setting that decides what "today" is for release
 * gating, the nightly build, the build's today and the weekly digest's week. DEFAULT_TIME_ZONE is the only
 * default in TypeScript: what a first install gets when SITE_TIMEZONE is not set, and what a build without an
 * API (a content-free build) uses. The database refuses a name it cannot compute a date in (trigger
 * site_settings_check_time_zone, tested against pg_timezone_names), so this schema is the form's early word.
 */
import { z } from 'zod';

export const DEFAULT_TIME_ZONE = 'America/New_York';

export const TIME_ZONE_INVALID = 'Use an IANA time zone name, such as Europe/London or Pacific/Auckland';

// IANA names are Area/Location (sometimes Area/Region/Location) in their own capitalisation, or UTC. The pattern
// keeps out what Intl accepts but Postgres does not: other capitalisations ("america/new_york") and offsets.
const IANA_NAME = /^(UTC|[A-Z][A-Za-z_]+(\/[A-Z0-9][A-Za-z0-9_+-]*){1,2})$/;

/** True for an IANA zone name the JavaScript runtime can compute dates in. */
export function isTimeZone(name: string): boolean {
  if (!IANA_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().trim().refine(isTimeZone, TIME_ZONE_INVALID);

/** The zone names to offer in a picker, where the runtime can list them. */
export function knownTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

/**
 * The zone a first install stores: SITE_TIMEZONE when set (and valid), else DEFAULT_TIME_ZONE. A set but
 * invalid SITE_TIMEZONE is an error to act on, never silently replaced.
 */
export function seedTimeZone(siteTimezone: string | undefined): string {
  const value = (siteTimezone ?? '').trim();
  if (value === '') return DEFAULT_TIME_ZONE;
  const result = timeZoneSchema.safeParse(value);
  if (!result.success) throw new Error(`SITE_TIMEZONE "${value}" is not a time zone. ${TIME_ZONE_INVALID}.`);
  return result.data;
}
