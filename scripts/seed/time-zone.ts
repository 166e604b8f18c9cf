/**
 * The site's time zone on a first install: SITE_TIMEZONE (else lib's default) is written to
 * site_settings.timezone once, by the seed that has not finished before. After that the stored value is the one
 * source, changed only in the console's Site settings, so a later seed or start never overrides an admin's choice.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { seedTimeZone } from '@lib/time-zone/schema.ts';

/** site_settings.timezone as stored. */
export async function storedTimeZone(client: SupabaseClient<Database>): Promise<string> {
  const { data, error } = await client.from('site_settings').select('timezone').eq('id', true).maybeSingle();
  if (error) throw new Error(`Reading the site time zone failed: ${error.message}`);
  if (!data?.timezone) throw new Error('The site_settings row is missing: apply the migrations (supabase db push) and run the seed again.');
  return data.timezone;
}

/**
 * The zone this seed works in: on a first install SITE_TIMEZONE's (checked now, before anything is written),
 * otherwise the stored one.
 */
export async function siteTimeZoneForSeed(client: SupabaseClient<Database>, firstInstall: boolean, siteTimezone: string | undefined): Promise<string> {
  return firstInstall ? seedTimeZone(siteTimezone) : storedTimeZone(client);
}

export async function writeSiteTimeZone(client: SupabaseClient<Database>, timeZone: string): Promise<void> {
  const { error } = await client.from('site_settings').update({ timezone: timeZone }).eq('id', true);
  if (error) throw new Error(`Storing the site time zone ${timeZone} failed: ${error.message}`);
}
