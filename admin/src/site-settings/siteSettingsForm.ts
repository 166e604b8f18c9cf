/**
 * Between the site_settings row and the form: the donate page's fixed buttons (lib/site-settings/donation-options.ts,
 * the one list of amounts) each get a link field filled from what is stored.
 */
import { donationOptions } from '@lib/site-settings/donation-options.ts';
import type { SiteSettingsForm } from '@lib/site-settings/schema.ts';
import type { StoredSiteSettings } from '../providers/types.ts';

export function formFromStored(stored: StoredSiteSettings): SiteSettingsForm {
  const options = donationOptions(stored.donation_links);
  return {
    site_name: stored.site_name ?? '',
    contact_email: stored.contact_email ?? '',
    timezone: stored.timezone,
    donation_links: {
      oneTime: options.oneTime.map(({ label, amount, url }) => ({ label, amount, url })),
      monthly: options.monthly.map(({ label, amount, url }) => ({ label: `${label}/month`, amount, url })),
    },
  };
}
