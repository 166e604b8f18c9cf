/** "Keep my bookmarks offline": keeps every bookmarked devotional's page for reading without a connection. */
import { useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { formatSize } from '@lib/offline/size.ts';
import { keepBookmarksOffline } from '../../lib/offline/bookmarks.ts';
import { offlineSupported } from '../../lib/offline/keep.ts';
import { toast } from '../../lib/toast.ts';

export default function KeepBookmarksOffline({ client, userId, className }: { client: SupabaseClient<Database>; userId: string; className: string }) {
  const [busy, setBusy] = useState(false);
  const keep = async () => {
    if (busy) return;
    if (!offlineSupported()) return toast("This browser can't keep pages for offline reading.", 'error');
    setBusy(true);
    try {
      const { pages, bytes } = await keepBookmarksOffline(client, userId);
      toast(
        pages
          ? `Kept ${pages} bookmarked devotional${pages === 1 ? '' : 's'} for offline (${formatSize(bytes)})`
          : 'You have no bookmarked devotionals to keep yet.',
      );
    } catch {
      toast("We couldn't keep your bookmarks for offline. Please try again while online.", 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={keep} disabled={busy} data-testid="keep-bookmarks-offline">
      {busy ? 'Keeping…' : 'Keep my bookmarks offline'}
    </button>
  );
}
