/**
 * Asks for a rebuild after a change readers will see, and tells the admin when the request could not be made
 * (a warning: the change itself is saved). Used by the devotional table and the edit form.
 */
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { supabase } from '../supabase.ts';
import { requestRebuild } from './requestRebuild.ts';

export const SITE_BUILDS_KEY = ['admin', 'site-builds'] as const;

export function useRebuildAfter() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useCallback(
    async (reason: string) => {
      const result = await requestRebuild(supabase, reason);
      if (!result.ok) notify(result.error!, { type: 'warning', autoHideDuration: 10_000 });
      void queryClient.invalidateQueries({ queryKey: SITE_BUILDS_KEY });
      return result;
    },
    [notify, queryClient],
  );
}
