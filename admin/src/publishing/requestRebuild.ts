/**
 * The one way the console asks for a site rebuild. The reader site is static, so a change readers should see
 * (a publish, an edit of a published devotional, a confession edit, approved feedback, settings) is released only
 * by a rebuild. The rebuild-site function records the request in site_builds and coalesces bursts, so callers
 * ask after every such change and never wait for the build itself.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export interface RebuildRequestResult {
  ok: boolean;
  /** A sentence for the admin when the request could not be made; the change itself is already saved. */
  error?: string;
}

export async function requestRebuild(client: SupabaseClient, reason: string): Promise<RebuildRequestResult> {
  const { error } = await client.functions.invoke('rebuild-site', { body: { reason: reason.slice(0, 200) } });
  if (error) {
    return { ok: false, error: `Saved, but the site rebuild could not be requested (${error.message}). Use "Rebuild now" on the admin panel.` };
  }
  return { ok: true };
}
