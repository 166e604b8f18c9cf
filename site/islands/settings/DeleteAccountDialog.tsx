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

export interface DeleteAccountDialogProps {
  client: SupabaseClient<Database>;
  userId: string;
  email: string;
  confirmation: DeletionConfirmation;
  factorId: string | null;
  open: boolean;
  onClose: () => void;
}

const REMOVED = [
  'your sign-in, your name, your e-mail address and your profile picture',
  'your saved devotionals, bookmarks and notes',
  'your reading history, goals and achievements',
  'your audio preferences and Bible translation',
  'your family learners (their names and ages) and everyone’s memory practice',
];

function ProofField({ confirmation, value, onChange }: { confirmation: DeletionConfirmation; value: string; onChange: (value: string) => void }) {
  if (confirmation === 'recent-sign-in') {
    return <p className="text-sm">Your account signs in without a password. If you signed in more than five minutes ago, sign out and sign in again first.</p>;
  }
  const code = confirmation === 'second-factor';
  return (
    <div>
      <label htmlFor="delete-account-proof" className={labelClass}>
        {code ? 'Code from your authenticator app' : 'Your password'}
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
      return setProblem(refused);
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
          Delete your account?
        </h2>
        <div id="delete-account-what" className="space-y-2 text-sm text-stone-700 dark:text-stone-300">
          <p>This cannot be undone. Deleting your account removes, for good:</p>
          <ul className="list-disc space-y-1 pl-5" data-testid="delete-account-removed">
            {REMOVED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>Feedback you shared stays on the site without your name. Download your data first if you would like a copy.</p>
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" checked={removeNewsletter} onChange={(e) => setRemoveNewsletter(e.target.checked)} />
          <span>
            Also remove <strong>{email}</strong> from the devotional e-mail list
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
            Cancel
          </button>
          <button type="submit" className={dangerButton} disabled={busy}>
            {busy ? 'Deleting...' : 'Delete my account'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
