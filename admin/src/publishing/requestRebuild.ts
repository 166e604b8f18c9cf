/**
 * The one way the console asks for a site rebuild. The reader site is static, so a change readers should see
 * (a publish, an edit of a published devotional, a confession edit, approved feedback, settings) is released only
 * by a rebuild. The rebuild-site function records the request in site_builds and coalesces bursts, so callers
 * ask after every such change and never wait for the build itself.
 */
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';

export interface RebuildRequestResult {
  ok: boolean;
  /** A sentence for the admin when the request could not be made; the change itself is already saved. */
  error?: string;
  /** Why the request failed, without the "Saved, but" framing (for "Rebuild now", where nothing was saved). */
  reason?: string;
}

/** The function's own explanation ({ error } or { message } in its JSON body) when it answered with an error status. */
async function failureReason(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    try {
      const body = (await (error.context as Response).clone().json()) as { error?: string; message?: string };
      if (body?.error || body?.message) return String(body.error ?? body.message);
    } catch {
      // Not JSON: fall back to the status below.
    }
    const status = (error.context as Response | undefined)?.status;
    if (status) return `the rebuild-site function answered ${status}`;
  }
  return error instanceof Error ? error.message : String(error);
}

export async function requestRebuild(client: SupabaseClient, reason: string): Promise<RebuildRequestResult> {
  const { error } = await client.functions.invoke('rebuild-site', { body: { reason: reason.slice(0, 200) } });
  if (error) {
    const why = await failureReason(error);
    return {
      ok: false,
      reason: why,
      error: `Saved, but the site rebuild could not be requested (${why}). Use "Rebuild now" on the admin panel.`,
    };
  }
  return { ok: true };
}
