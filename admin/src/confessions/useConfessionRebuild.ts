/** After every confession change: ask for a site rebuild, and warn (the change itself is saved) when that fails. */
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { requestRebuild } from '../publishing/requestRebuild.ts';
import { supabase } from '../supabase.ts';

export function useConfessionRebuild(confessionName: string) {
  const notify = useNotify();
  return useCallback(
    async (what: string) => {
      const result = await requestRebuild(supabase, `${confessionName}: ${what}`);
      if (!result.ok && result.error) notify(result.error, { type: 'warning', autoHideDuration: 10_000 });
    },
    [confessionName, notify],
  );
}
