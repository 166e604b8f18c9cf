/**
 * "Delete my account": a modal dialog that names what will be removed and what becomes of the groups the reader
 * leads, offers to take their address off the e-mail list when it is on it, then e-mails a code to the account's
 * address and deletes with it (and with the authenticator's code when the account needs it:
 * lib/account/account-deletion.ts). Refusals are shown in the dialog and change nothing.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { dangerButton, inputClass, labelClass, secondaryButton } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';
import { useAccountDeletion } from './useAccountDeletion.ts';
import type { LedGroup } from '../../data/account/deletion-consequences.ts';

export interface DeleteAccountDialogProps {
  client: PageClient;
  userId: string;
  email: string;
  open: boolean;
  onClose: () => void;
}

const REMOVED = [
  'settings.delete.removed1',
  'settings.delete.removed2',
  'settings.delete.removed3',
  'settings.delete.removed4',
  'settings.delete.removed5',
  'settings.delete.removed6',
  'settings.delete.removed7',
];

function CodeField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

function GroupSentences({ groups }: { groups: LedGroup[] }) {
  const t = useT();
  if (!groups.length) return null;
  return (
    <ul className="list-disc space-y-1 pl-5" data-testid="delete-account-groups">
      {groups.map((group) => (
        <li key={group.name}>
          {group.nextLeader
            ? t('settings.delete.groupPasses', { group: group.name, name: group.nextLeader })
            : t('settings.delete.groupEnds', { group: group.name })}
        </li>
      ))}
    </ul>
  );
}

export default function DeleteAccountDialog({ client, userId, email, open, onClose }: DeleteAccountDialogProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const deletion = useAccountDeletion(client, userId, open);
  const { consequences, sent, busy } = deletion;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void (sent ? deletion.deleteAccount() : deletion.sendCode());
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
          <GroupSentences groups={consequences?.ledGroups ?? []} />
        </div>
        {consequences?.onEmailList && (
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1" checked={deletion.removeNewsletter} onChange={(e) => deletion.setRemoveNewsletter(e.target.checked)} />
            <span>
              {t('settings.delete.alsoNewsletterBefore')} <strong>{email}</strong> {t('settings.delete.alsoNewsletterAfter')}
            </span>
          </label>
        )}
        {sent ? (
          <div className="space-y-3">
            <p className="text-sm" role="status">
              {t('settings.delete.codeSent', { email: sent.email })}{' '}
              <button type="button" className="font-medium underline" onClick={() => void deletion.sendCode()} disabled={busy !== null}>
                {t('settings.delete.resend')}
              </button>
            </p>
            <CodeField id="delete-account-email-code" label={t('settings.delete.emailCodeLabel')} value={deletion.emailCode} onChange={deletion.setEmailCode} />
            {sent.requirements.secondFactor && (
              <CodeField
                id="delete-account-totp"
                label={t('settings.delete.codeLabel')}
                value={deletion.authenticatorCode}
                onChange={deletion.setAuthenticatorCode}
              />
            )}
          </div>
        ) : (
          <p className="text-sm">{t('settings.delete.confirmIntro', { email })}</p>
        )}
        {deletion.problem && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {deletion.problem}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={onClose} disabled={busy !== null}>
            {t('settings.delete.cancel')}
          </button>
          {sent ? (
            <button type="submit" className={dangerButton} disabled={busy !== null}>
              {busy === 'deleting' ? t('settings.delete.deleting') : t('settings.delete.submit')}
            </button>
          ) : (
            <button type="submit" className={dangerButton} disabled={busy !== null || !consequences}>
              {busy === 'sending' ? t('settings.delete.sending') : t('settings.delete.sendCode')}
            </button>
          )}
        </div>
      </form>
    </dialog>
  );
}
