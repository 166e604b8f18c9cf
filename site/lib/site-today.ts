import { buildClient } from './api.ts';

/** Today in the site's time zone, as the release policy computes it (public.site_today()). */
export async function siteToday(): Promise<string> {
  const client = buildClient();
  if (!client) return new Date().toISOString().slice(0, 10);
  const { data, error } = await client.rpc('site_today');
  if (error || typeof data !== 'string') throw new Error(`Could not read the site's date from the API: ${error?.message ?? 'no date returned'}`);
  return data;
}
