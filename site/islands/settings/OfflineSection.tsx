/** "Offline copies": what the site keeps for reading without a connection, and "Clear offline copies". */
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { card, cardTitle, muted, secondaryButton } from '../../lib/dashboard/ui.ts';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { useT } from '../i18n/IslandMessages.tsx';

export default function OfflineSection() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const clear = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // The keeping code loads with the first press: a reader who never clears never needs it (docs/islands.md).
      const { clearOfflineCopies } = await import('../../lib/offline/keep.ts');
      await clearOfflineCopies();
      toast(t('settings.offline.cleared'));
    } catch {
      toast(t('settings.offline.clearFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={card} aria-labelledby="offline-heading">
      <h2 id="offline-heading" className={cardTitle}>
        {t('settings.offline.heading')}
      </h2>
      <p className={`mt-1 text-sm ${muted}`}>
        {t('settings.offline.lead')}{' '}
        <a href={editionHref(t.locale, '/offline/')} className="underline">
          {t('settings.offline.seeWhat')}
        </a>
        .
      </p>
      <button type="button" className={`mt-4 ${secondaryButton}`} onClick={clear} disabled={busy}>
        {t('settings.offline.clear')}
      </button>
    </section>
  );
}
