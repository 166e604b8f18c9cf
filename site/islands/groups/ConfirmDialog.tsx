/**
 * A modal question before a change that cannot be taken back (leaving, removing a member, passing leadership,
 * replacing or closing the link). The native <dialog> keeps focus inside and closes on Escape, which cancels.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { primaryButton, secondaryButton } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';

export interface ConfirmRequest {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** Resolves when the change is done (or refused: the caller says so); the dialog then closes. */
  onConfirm: () => Promise<void>;
}

export default function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (request && !element.open) element.showModal();
    if (!request && element.open) element.close();
  }, [request]);

  async function confirm() {
    if (!request || busy) return;
    setBusy(true);
    try {
      await request.onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="group-confirm-title"
      aria-describedby="group-confirm-body"
      className="m-auto w-full max-w-md rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/50 dark:bg-stone-900 dark:text-stone-100"
    >
      {request && (
        <div className="space-y-4 p-6">
          <h2 id="group-confirm-title" className="font-serif text-2xl font-semibold">
            {request.title}
          </h2>
          <div id="group-confirm-body" className="space-y-2 text-stone-700 dark:text-stone-300">
            {request.body}
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" className={secondaryButton} onClick={onClose} disabled={busy}>
              {t('groups.confirm.cancel')}
            </button>
            <button type="button" className={primaryButton} onClick={() => void confirm()} disabled={busy}>
              {busy ? t('groups.confirm.working') : request.confirmLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
