/**
 * Real checks for the system status card: the REST API answers a query, the storage API answers a request,
 * and the latest rows of public.site_builds (admin-readable) tell when the site was last built and how it went.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { SITE_BUILDS_KEY } from '../publishing/useRebuildAfter.ts';

export type { Check, SiteBuild } from '../providers/publishingMethods.ts';

export function useServiceChecks() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['admin', 'service-checks'],
    queryFn: async () => {
      const [api, storage] = await Promise.all([dataProvider.checkApi(), dataProvider.checkStorage()]);
      return { api, storage };
    },
    refetchInterval: 60_000,
  });
}

/** The latest builds, newest first: the last finished one and any request still waiting or running. */
export function useSiteBuilds() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: SITE_BUILDS_KEY,
    queryFn: () => dataProvider.siteBuilds(),
    refetchInterval: (query) => (query.state.data?.some((b) => b.status === 'queued' || b.status === 'running') ? 5_000 : 60_000),
  });
}
