/**
 * "Keep my bookmarks offline": keeps every bookmarked devotional's page for reading without a connection. The
 * keeping code loads on the first press, not with the dashboard.
 */
import { useState } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { offlineSupported } from '../../lib/offline/supported.ts';
import { toast } from '../../lib/toast.ts';
import { useT } from '../i18n/IslandMessages.tsx';

export default function KeepBookmarksOffline({ client, userId, className }: { client: PageClient; userId: string; className: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const keep = async () => {
    if (busy) return;
    if (!offlineSupported()) return toast(t('dashboard.offline.unsupported'), 'error');
    setBusy(true);
    try {
      const [{ keepBookmarksOffline }, { formatSize }] = await Promise.all([import('../../lib/offline/bookmarks.ts'), import('@lib/offline/size.ts')]);
      const { pages, bytes } = await keepBookmarksOffline(client, userId);
      toast(pages ? t.plural('dashboard.offline.kept', pages, { size: formatSize(bytes) }) : t('dashboard.offline.none'));
    } catch {
      toast(t('dashboard.offline.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={keep} disabled={busy} data-testid="keep-bookmarks-offline">
      {busy ? t('dashboard.offline.keeping') : t('dashboard.offline.keep')}
    </button>
  );
}
