/**
 * Real checks for the system status card: the REST API answers a query, the storage API answers a request,
 * and the latest rows of public.site_builds (admin-readable) tell when the site was last built and how it went.
 */
import { useQuery } from '@tanstack/react-query';
import { supabase } from '../supabase.ts';
import { SITE_BUILDS_KEY } from '../publishing/useRebuildAfter.ts';

export interface Check {
  ok: boolean;
  detail: string;
}

export interface SiteBuild {
  id: number;
  requested_at: string;
  trigger: string;
  reason: string | null;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'coalesced';
  started_at: string | null;
  finished_at: string | null;
  duration_ms: number | null;
  pages: number | null;
  error: string | null;
}

async function checkApi(): Promise<Check> {
  try {
    const { error } = await supabase.from('site_settings').select('id').limit(1);
    return error ? { ok: false, detail: error.message } : { ok: true, detail: 'Answering' };
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  }
}

async function checkStorage(): Promise<Check> {
  // Listing one name of the media bucket (admins may list it) is a request that succeeds when storage is up, so a
  // healthy panel logs no failing request; an error answer or no answer says what is wrong.
  try {
    const { error } = await supabase.storage.from('devotional-images').list('', { limit: 1 });
    return error ? { ok: false, detail: error.message } : { ok: true, detail: 'Answering' };
  } catch (error) {
    return { ok: false, detail: `Not reachable (${(error as Error).message})` };
  }
}

export function useServiceChecks() {
  return useQuery({
    queryKey: ['admin', 'service-checks'],
    queryFn: async () => {
      const [api, storage] = await Promise.all([checkApi(), checkStorage()]);
      return { api, storage };
    },
    refetchInterval: 60_000,
  });
}

/** The latest builds, newest first: the last finished one and any request still waiting or running. */
export function useSiteBuilds() {
  return useQuery({
    queryKey: SITE_BUILDS_KEY,
    queryFn: async (): Promise<SiteBuild[]> => {
      const { data, error } = await supabase.from('site_builds').select('*').order('requested_at', { ascending: false }).limit(20);
      if (error) throw new Error(error.message);
      return data as SiteBuild[];
    },
    refetchInterval: (query) => (query.state.data?.some((b) => b.status === 'queued' || b.status === 'running') ? 5_000 : 60_000),
  });
}
