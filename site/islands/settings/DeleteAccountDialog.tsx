/**
 * "Delete my account" (issue 31): a modal dialog that names what will be removed, offers to remove the newsletter
 * subscription too, and asks the reader to prove it is them (password, authenticator code, or a fresh sign-in for an
 * account without a password: lib/account/account-deletion.ts). Refusals are shown in the dialog and change nothing.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { DELETION_MESSAGES, type DeletionConfirmation } from '@lib/account/account-deletion.ts';
import { leaveDeletedAccount, requestDeletion } from '../../signed-in/delete-account.ts';
import { dangerButton, inputClass, labelClass, secondaryButton } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';

export interface DeleteAccountDialogProps {
  client: SupabaseClient<Database>;
  userId: string;
  email: string;
  confirmation: DeletionConfirmation;
  factorId: string | null;
  open: boolean;
  onClose: () => void;
}

const REMOVED = ['settings.delete.removed1', 'settings.delete.removed2', 'settings.delete.removed3', 'settings.delete.removed4', 'settings.delete.removed5'];

/** The deletion function's refusal in the page's language where the catalogue has it (its key in DELETION_MESSAGES). */
function refusalKey(refusal: string): string | undefined {
  const key = Object.entries(DELETION_MESSAGES).find(([, message]) => message === refusal)?.[0];
  return key && `settings.deletion.${key}`;
}

function ProofField({ confirmation, value, onChange }: { confirmation: DeletionConfirmation; value: string; onChange: (value: string) => void }) {
  const t = useT();
  if (confirmation === 'recent-sign-in') {
    return <p className="text-sm">{t('settings.delete.noPassword')}</p>;
  }
  const code = confirmation === 'second-factor';
  return (
    <div>
      <label htmlFor="delete-account-proof" className={labelClass}>
        {code ? t('settings.delete.codeLabel') : t('settings.delete.passwordLabel')}
      </label>
      <input
        id="delete-account-proof"
        type={code ? 'text' : 'password'}
        inputMode={code ? 'numeric' : undefined}
        autoComplete={code ? 'one-time-code' : 'current-password'}
        maxLength={code ? 6 : undefined}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

export default function DeleteAccountDialog({ client, userId, email, confirmation, factorId, open, onClose }: DeleteAccountDialogProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [proof, setProof] = useState('');
  const [removeNewsletter, setRemoveNewsletter] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (!open) {
      setProof('');
      setProblem(null);
    }
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const refused = await requestDeletion(client, { confirmation, password: proof, code: proof, factorId }, removeNewsletter).catch(
      () => DELETION_MESSAGES.failed,
    );
    if (refused) {
      setBusy(false);
      const key = refusalKey(refused);
      return setProblem(key && key in t.messages ? t(key) : refused);
    }
    // The account is gone: this page's session means nothing now; sign-out takes the reader home.
    await leaveDeletedAccount(client, userId);
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      onCancel={(event) => busy && event.preventDefault()}
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-what"
      className="m-auto w-full max-w-lg rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/50 dark:bg-stone-900 dark:text-stone-100"
    >
      <form onSubmit={submit} noValidate className="space-y-4 p-6">
        <h2 id="delete-account-title" className="font-serif text-2xl font-semibold">
          {t('settings.delete.title')}
        </h2>
        <div id="delete-account-what" className="space-y-2 text-sm text-stone-700 dark:text-stone-300">
          <p>{t('settings.delete.cannotUndo')}</p>
          <ul className="list-disc space-y-1 pl-5" data-testid="delete-account-removed">
            {REMOVED.map((item) => (
              <li key={item}>{t(item)}</li>
            ))}
          </ul>
          <p>{t('settings.delete.feedbackStays')}</p>
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" checked={removeNewsletter} onChange={(e) => setRemoveNewsletter(e.target.checked)} />
          <span>
            {t('settings.delete.alsoNewsletterBefore')} <strong>{email}</strong> {t('settings.delete.alsoNewsletterAfter')}
          </span>
        </label>
        <ProofField confirmation={confirmation} value={proof} onChange={setProof} />
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={onClose} disabled={busy}>
            {t('settings.delete.cancel')}
          </button>
          <button type="submit" className={dangerButton} disabled={busy}>
            {busy ? t('settings.delete.deleting') : t('settings.delete.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
