/**
 * Asks for a rebuild after a change readers will see, and tells the admin when the request could not be made
 * (a warning: the change itself is saved). Used by the devotional table and the edit form.
 */
import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

export const SITE_BUILDS_KEY = ['admin', 'site-builds'] as const;

export function useRebuildAfter() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useCallback(
    async (reason: string) => {
      const result = await dataProvider.requestRebuild(reason);
      if (!result.ok) notify(result.error!, { type: 'warning', autoHideDuration: 10_000 });
      // Only the site-builds query changes: callers already refreshed after their own write, and useRefresh here
      // would refetch the whole screen a second time (react-admin has no mutation hook for a custom method).
      void queryClient.invalidateQueries({ queryKey: SITE_BUILDS_KEY });
      return result;
    },
    [dataProvider, notify, queryClient],
  );
}
