/** The panel's figures from public.admin_panel_stats (one call; admins only, under RLS). */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

export type { PanelStats } from '../providers/publishingMethods.ts';

export const PANEL_STATS_KEY = ['admin', 'panel-stats'] as const;

export function usePanelStats() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: PANEL_STATS_KEY,
    queryFn: () => dataProvider.panelStats(),
  });
}
