/** The panel's figures from public.admin_panel_stats (one call; admins only, under RLS). */
import { useQuery } from '@tanstack/react-query';
import { supabase } from '../supabase.ts';

export interface ScheduledDevotional {
  id: string;
  title: string;
  status: 'draft' | 'published';
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

export const PANEL_STATS_KEY = ['admin', 'panel-stats'] as const;

export function usePanelStats() {
  return useQuery({
    queryKey: PANEL_STATS_KEY,
    queryFn: async (): Promise<PanelStats> => {
      const { data, error } = await supabase.rpc('admin_panel_stats');
      if (error) throw new Error(error.message);
      // admin_panel_stats() returns one jsonb object in this shape.
      return data as unknown as PanelStats;
    },
  });
}
