/**
 * Parts of an account island loaded on use instead of with the island, so that what a signed-in page loads before
 * interaction stays small (docs/islands.md, "Parts loaded on use"); one module, so the account pages load one file
 * for both.
 *
 * `useOnDemand`: a part that the reader rarely opens (a dialog, a form behind a button), loaded on first use.
 * `request()` starts the load once; the part is null until it has arrived. When it cannot load (offline), `onError`
 * tells the reader.
 *
 * `WhenNear`: a lower part of an account page (the dashboard's cards below the calendar, Settings' sections after
 * Audio, a group's sharing, members, invitation and leader's sections, practice's collection browser), loaded when
 * the reader scrolls to it. It loads when its place comes within the window (once the page's fonts are in, on
 * scroll, on resize, so a reader who jumps past it still gets it) or at the reader's first key press (a keyboard
 * reader's Tab can move focus past a place that has nothing to focus yet). Until it arrives its place keeps
 * `reserve`'s height and says it is loading; when it cannot load, it says so and offers to reload the page
 * (`PartFailed`). The island's messages must include "pageParts." (site/lib/i18n/island-messages.ts).
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { muted, secondaryButton } from '../lib/dashboard/ui.ts';
import { useT } from './i18n/IslandMessages.tsx';

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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { Part, request };
}

const WAKE = ['scroll', 'resize', 'keydown'];

export function WhenNear<P extends object>({ load, props, reserve }: { load: () => Promise<{ default: ComponentType<P> }>; props: P; reserve: string }) {
  const t = useT();
  const place = useRef<HTMLDivElement>(null);
  const [Part, setPart] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // Near: its top above the window's bottom edge, in view or scrolled past.
    const wake = (event?: Event) => {
      if (place.current && (event?.type === 'keydown' || place.current.getBoundingClientRect().top < window.innerHeight)) {
        stop();
        load().then(
          (module) => setPart(() => module.default),
          () => setFailed(true),
        );
      }
    };
    const stop = () => WAKE.forEach((type) => window.removeEventListener(type, wake));
    WAKE.forEach((type) => window.addEventListener(type, wake, { passive: true }));
    // Where the place stands once the page's fonts have arrived: before, the headings above are shorter.
    void document.fonts.ready.then(() => wake());
    return stop;
    // `load` is the caller's fixed choice for this place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (Part) return <Part {...props} />;
  return (
    <div ref={place} className={reserve} aria-busy={!failed}>
      {failed ? <PartFailed /> : <p className={muted}>{t('pageParts.loading')}</p>}
    </div>
  );
}

/**
 * A part that could not load (offline): the browser keeps a module that failed to load as failed for the page's life,
 * so trying again means loading the page again, which the button does.
 */
export function PartFailed() {
  const t = useT();
  return (
    <div role="alert" className="mt-3 space-y-3 rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
      <p>{t('pageParts.failed')}</p>
      <button type="button" className={secondaryButton} onClick={() => window.location.reload()}>
        {t('pageParts.retry')}
      </button>
    </div>
  );
}
