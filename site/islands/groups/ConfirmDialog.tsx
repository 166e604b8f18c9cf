/**
 * A modal question before a change that cannot be taken back (leaving, removing a member, passing leadership,
 * replacing or closing the link, deleting the group). The native <dialog> keeps focus inside and closes on Escape,
 * which cancels. For the gravest change the reader types a word (the group's name) before the button works.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';

export interface ConfirmRequest {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** When set, the confirm button works only once the reader has typed `expected` (spaces around it ignored). */
  typeToConfirm?: { label: string; expected: string };
  /** Resolves when the change is done (or refused: the caller says so); the dialog then closes. */
  onConfirm: () => Promise<void>;
}

export default function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState('');
  const typedRight = !request?.typeToConfirm || typed.trim() === request.typeToConfirm.expected.trim();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    setTyped('');
    if (request && !element.open) element.showModal();
    if (!request && element.open) element.close();
  }, [request]);

  async function confirm() {
    if (!request || busy || !typedRight) return;
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
          {request.typeToConfirm && (
            <div>
              <label htmlFor="group-confirm-typed" className={labelClass}>
                {request.typeToConfirm.label}
              </label>
              <input
                id="group-confirm-typed"
                className={inputClass}
                value={typed}
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => setTyped(e.target.value)}
              />
            </div>
          )}
          <div className="flex justify-end gap-2">
            <button type="button" className={secondaryButton} onClick={onClose} disabled={busy}>
              {t('groups.confirm.cancel')}
            </button>
            <button type="button" className={primaryButton} onClick={() => void confirm()} disabled={busy || !typedRight}>
              {busy ? t('groups.confirm.working') : request.confirmLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
