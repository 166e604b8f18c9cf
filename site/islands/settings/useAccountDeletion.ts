/**
 * The delete dialog's state and actions: what the deletion does beyond the reader's data (loaded when the dialog
 * opens), the e-mailed code (sent, sent again), and the deletion itself. Refusals become the dialog's alert, in the
 * page's language where the catalogue has the function's sentence.
 */
import { useEffect, useState } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { DELETION_MESSAGES, type DeletionCodeSent } from '@lib/account/account-deletion.ts';
import { loadDeletionConsequences, type DeletionConsequences } from '../../data/account/deletion-consequences.ts';
import { leaveDeletedAccount, requestDeletion, sendDeletionCode, verifiedFactorId } from '../../signed-in/delete-account.ts';
import { useT } from '../i18n/IslandMessages.tsx';

/** The deletion function's refusal in the page's language where the catalogue has it (its key in DELETION_MESSAGES). */
function refusalKey(refusal: string): string | undefined {
  const key = Object.entries(DELETION_MESSAGES).find(([, message]) => message === refusal)?.[0];
  return key && `settings.deletion.${key}`;
}

export function useAccountDeletion(client: PageClient, userId: string, open: boolean) {
  const t = useT();
  const [consequences, setConsequences] = useState<DeletionConsequences | null>(null);
  const [sent, setSent] = useState<DeletionCodeSent | null>(null);
  const [emailCode, setEmailCode] = useState('');
  const [authenticatorCode, setAuthenticatorCode] = useState('');
  const [removeNewsletter, setRemoveNewsletter] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'sending' | 'deleting' | null>(null);

  useEffect(() => {
    if (!open) {
      setEmailCode('');
      setAuthenticatorCode('');
      setProblem(null);
      return;
    }
    void loadDeletionConsequences(client, userId)
      .then(setConsequences)
      .catch((error: Error) => {
        // The dialog still works: it only says less (no group sentences, no newsletter offer).
        console.warn('Settings: what the deletion changes could not be read:', error.message);
        setConsequences({ ledGroups: [], onEmailList: false });
      });
  }, [client, userId, open]);

  const say = (refusal: string) => {
    const key = refusalKey(refusal);
    setProblem(key && key in t.messages ? t(key) : refusal);
  };

  async function sendCode() {
    if (busy) return;
    setBusy('sending');
    setProblem(null);
    const answer = await sendDeletionCode(client, t.locale).catch(() => ({ ok: false as const, message: DELETION_MESSAGES.codeNotSent }));
    setBusy(null);
    if (!answer.ok) return say(answer.message);
    setSent(answer.value);
  }

  async function deleteAccount() {
    if (busy || !sent) return;
    setBusy('deleting');
    setProblem(null);
    const refused = await (async () => {
      const factorId = sent.requirements.secondFactor ? await verifiedFactorId() : null;
      return requestDeletion(client, {
        emailCode,
        authenticator: factorId ? { code: authenticatorCode, factorId } : null,
        removeNewsletter: removeNewsletter && Boolean(consequences?.onEmailList),
        language: t.locale,
      });
    })().catch(() => DELETION_MESSAGES.failed);
    if (refused) {
      setBusy(null);
      return say(refused);
    }
    // The account is gone: this page's session means nothing now.
    await leaveDeletedAccount(userId);
  }

  return {
    consequences,
    sent,
    emailCode,
    setEmailCode,
    authenticatorCode,
    setAuthenticatorCode,
    removeNewsletter,
    setRemoveNewsletter,
    problem,
    busy,
    sendCode,
    deleteAccount,
  };
}
