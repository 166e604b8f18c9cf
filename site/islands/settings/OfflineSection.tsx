/** "Offline copies": what the site keeps for reading without a connection, and "Clear offline copies". */
import { useState } from 'react';
import { clearOfflineCopies } from '../../lib/offline/keep.ts';
import { toast } from '../../lib/toast.ts';
import { card, cardTitle, muted, secondaryButton } from '../../lib/dashboard/ui.ts';

export const CLEARED_MESSAGE = 'Offline copies cleared';

export default function OfflineSection() {
  const [busy, setBusy] = useState(false);
  const clear = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await clearOfflineCopies();
      toast(CLEARED_MESSAGE);
    } catch {
      toast("We couldn't clear the offline copies. Please try again.", 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={card} aria-labelledby="offline-heading">
      <h2 id="offline-heading" className={cardTitle}>
        Offline copies
      </h2>
      <p className={`mt-1 text-sm ${muted}`}>
        This browser keeps the last seven days, the devotionals you open and the narration you keep, so you can read and listen without a connection.{' '}
        <a href="/offline/" className="underline">
          See what is kept
        </a>
        .
      </p>
      <button type="button" className={`mt-4 ${secondaryButton}`} onClick={clear} disabled={busy}>
        Clear offline copies
      </button>
    </section>
  );
}
