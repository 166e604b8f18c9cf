/** The donate page's build-time read of site_settings.donation_links (see donation-options.ts for the shape). */
import { buildClient, withRetries } from './api.ts';
import { donationOptions, type DonationOptions } from '@lib/site-settings/donation-options.ts';

/** Reads the links at build time; a build without an API, or a failed read, leaves every button guarded. */
export async function loadDonationOptions(): Promise<DonationOptions> {
  const client = buildClient();
  if (!client) return donationOptions(null);
  const { data, error } = await withRetries(() => client.from('site_settings').select('donation_links').maybeSingle());
  if (error) {
    console.warn(`[site] donation links not read (${error.message}); every donate button shows the configuration notice.`);
    return donationOptions(null);
  }
  return donationOptions(data?.donation_links);
}
