/**
 * A devotional for /preview/, in any state, with the site's today to place it: row-level security gives an admin
 * (at aal2) drafts and future rows, anyone else no row.
 */
import { DEVOTIONAL_SELECT } from '../lib/devotional-row.ts';
import type { BrowserClient } from './client/types.ts';

/** The devotional with its status ({ data: row | null, error }). */
export async function previewDevotional(client: BrowserClient, id: string) {
  return client.from('devotionals').select(`status, ${DEVOTIONAL_SELECT}`).eq('id', id).maybeSingle();
}

/** The site's today, in its time zone ({ data: 'YYYY-MM-DD', error }). */
export async function siteTodayNow(client: BrowserClient) {
  return client.rpc('site_today');
}
