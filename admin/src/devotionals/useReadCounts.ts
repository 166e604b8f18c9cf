/**
 * Readings per devotional for the rows of the table's current page, from public.devotional_read_counts (admins
 * only; counts, never readers). One request per page: every cell asks with the same key.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

export function useReadCounts(): Map<string, number> | undefined {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data } = useListContext<{ id: string }>();
  const ids = (data ?? []).map((row) => row.id);
  const { data: counts } = useQuery({
    queryKey: ['admin', 'read-counts', ids],
    enabled: ids.length > 0,
    queryFn: () => dataProvider.devotionalReadCounts(ids),
  });
  return counts;
}
