/**
 * Readings per devotional for the rows of the table's current page, from public.devotional_read_counts (admins
 * only; counts, never readers). One request per page: every cell asks with the same key.
 */
import { useQuery } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import { supabase } from '../supabase.ts';

export function useReadCounts(): Map<string, number> | undefined {
  const { data } = useListContext<{ id: string }>();
  const ids = (data ?? []).map((row) => row.id);
  const { data: counts } = useQuery({
    queryKey: ['admin', 'read-counts', ids],
    enabled: ids.length > 0,
    queryFn: async () => {
      const { data: rows, error } = await supabase.rpc('devotional_read_counts', { devotional_ids: ids });
      if (error) throw new Error(error.message);
      return new Map((rows as { devotional_id: string; reads: number }[]).map((r) => [r.devotional_id, Number(r.reads)]));
    },
  });
  return counts;
}
