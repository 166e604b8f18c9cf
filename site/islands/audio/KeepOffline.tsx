/**
 * "Keep for offline" beside Download: keeps the narration in the chosen voice in the service worker's cache, so
 * the player plays it without a connection (docs/offline.md). The size shows once known (from the server before,
 * from the kept copy after), in a box the prebuilt HTML already holds.
 */
import { useEffect, useState } from 'react';
import { formatSize } from '@lib/offline/size.ts';
import { useIslandText } from '../../lib/i18n/island-text.ts';
import { keepForOffline, keptSize, offlineSupported, remoteSize } from '../../lib/offline/keep.ts';
import { toast } from '../../lib/toast.ts';

export default function KeepOffline({ url, className }: { url: string; className: string }) {
  const t = useIslandText();
  const [size, setSize] = useState<number | null>(null);
  const [kept, setKept] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    setKept(false);
    setSize(null);
    if (!url || !offlineSupported()) return;
    void (async () => {
      const keptBytes = await keptSize(url).catch(() => null);
      if (!current) return;
      if (keptBytes !== null) {
        setKept(true);
        setSize(keptBytes);
        return;
      }
      const announced = await remoteSize(url).catch(() => null);
      if (current) setSize(announced);
    })();
    return () => {
      current = false;
    };
  }, [url]);

  const keep = async () => {
    if (busy || kept) return;
    if (!offlineSupported()) return toast(t('audio.keepUnsupported'), 'error');
    setBusy(true);
    try {
      const bytes = await keepForOffline([url]);
      setSize(bytes);
      setKept(true);
      toast(t('audio.keptSize', { size: formatSize(bytes) }));
    } catch {
      toast(t('audio.keepFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={keep}
      aria-pressed={kept}
      aria-busy={busy}
      data-testid="keep-offline"
      className={`inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-medium text-amber-800 hover:bg-amber-50 dark:text-amber-300 dark:hover:bg-slate-700 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M6 4h12v16l-6-4-6 4z" />
      </svg>
      {/* "Keep" and "Kept" are the same width, and the size has a box of its own: hydrating and keeping move nothing. */}
      <span>{t(kept ? 'audio.kept' : 'audio.keep')}</span>
      <span className="inline-block w-14 text-left tabular-nums" data-testid="keep-offline-size">
        {size === null ? '' : formatSize(size)}
      </span>
    </button>
  );
}
