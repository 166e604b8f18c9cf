/** After every confession change: ask for a site rebuild, and warn (the change itself is saved) when that fails. */
import { useCallback } from 'react';
import { useRebuildAfter } from '../publishing/useRebuildAfter.ts';

export function useConfessionRebuild(confessionName: string) {
  const rebuildAfter = useRebuildAfter();
  return useCallback(
    async (what: string) => {
      await rebuildAfter(`${confessionName}: ${what}`);
    },
    [confessionName, rebuildAfter],
  );
}
