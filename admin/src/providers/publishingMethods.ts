/**
 * Site rebuilds and the admin panel's figures as custom data provider methods: the rebuild request (the
 * rebuild-site function), the recent builds (public.site_builds), the panel's statistics
 * (public.admin_panel_stats) and the system status card's checks of the REST and storage APIs.
 */
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@lib/database.types.ts';
import { requestError } from './requestError.ts';

export interface RebuildRequestResult {
  ok: boolean;
  /** A sentence for the admin when the request could not be made; the change itself is already saved. */
  error?: string;
  /** Why the request failed, without the "Saved, but" framing (for "Rebuild now", where nothing was saved). */
  reason?: string;
}

export interface ScheduledDevotional {
  id: string;
  title: string;
  status: 'draft' | 'published';
  /** The edition (en, nl, es) and the translation group it shares with its translations. */
  language: string;
  translation_group: string;
}

export interface PanelStats {
  today: string;
  devotionals: number;
  published: number;
  users: number;
  reading_seconds: number;
  pending_feedback: number;
  confessions: number;
  reads_per_day: { date: string; reads: number }[];
  schedule: { date: string; devotionals: ScheduledDevotional[] }[];
}

export interface Check {
  ok: boolean;
  detail: string;
}

/** A row of public.site_builds; status is queued, running, succeeded, failed or coalesced (a CHECK constraint). */
export type SiteBuild = Tables<'site_builds'>;

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

/**
 * Asks the rebuild-site function for a rebuild. It records the request in site_builds and coalesces bursts, so
 * callers ask after every change readers should see and never wait for the build. Never throws: a failure is a
 * result, since the change that asked is already saved.
 */
export async function requestSiteRebuild(client: SupabaseClient<Database>, reason: string): Promise<RebuildRequestResult> {
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

export function publishingMethods(client: SupabaseClient<Database>) {
  return {
    requestRebuild: (reason: string) => requestSiteRebuild(client, reason),

    /** The latest builds, newest first. */
    async siteBuilds(): Promise<SiteBuild[]> {
      const { data, error } = await client.from('site_builds').select('*').order('requested_at', { ascending: false }).limit(20);
      if (error) throw requestError(error);
      return data;
    },

    /** public.admin_panel_stats(): one jsonb object in PanelStats' shape (admins only, under RLS). */
    async panelStats(): Promise<PanelStats> {
      const { data, error } = await client.rpc('admin_panel_stats');
      if (error) throw requestError(error);
      // The function answers one jsonb object, which the generated types know only as Json.
      return data as unknown as PanelStats;
    },

    /** The REST API answers a query. */
    async checkApi(): Promise<Check> {
      try {
        const { error } = await client.from('site_settings').select('id').limit(1);
        return error ? { ok: false, detail: error.message } : { ok: true, detail: 'Answering' };
      } catch (error) {
        return { ok: false, detail: (error as Error).message };
      }
    },

    /**
     * The storage API answers: listing one name of the media bucket (admins may list it) succeeds when storage is
     * up, so a healthy panel logs no failing request; an error answer or no answer says what is wrong.
     */
    async checkStorage(): Promise<Check> {
      try {
        const { error } = await client.storage.from('devotional-images').list('', { limit: 1 });
        return error ? { ok: false, detail: error.message } : { ok: true, detail: 'Answering' };
      } catch (error) {
        return { ok: false, detail: `Not reachable (${(error as Error).message})` };
      }
    },
  };
}

export type PublishingMethods = ReturnType<typeof publishingMethods>;
