/**
 * A part of an island that the reader rarely opens (a dialog, a form behind a button), loaded on first use instead
 * of with the island: what a signed-in page loads before interaction stays small (docs/islands.md, "Parts loaded
 * on use"). `request()` starts the load once; the part is null until it has arrived. When it cannot load (offline),
 * `onError` tells the reader, who must reload the page to try again: a browser keeps a module that failed to load
 * as failed for the page's life, so a later request only tells them again.
 */
import { useCallback, useRef, useState, type ComponentType } from 'react';

export function useOnDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  onError: () => void,
): { Part: ComponentType<P> | null; request: () => void } {
  const [Part, setPart] = useState<ComponentType<P> | null>(null);
  const loading = useRef(false);
  const request = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (module) => setPart(() => module.default),
      () => {
        loading.current = false;
        onError();
      },
    );
    // `load` and `onError` are the caller's fixed choices for this part.
  }, []);
  return { Part, request };
}
