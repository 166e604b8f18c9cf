/**
 * The leader invites by e-mail, under the invite link: up to 10 addresses at once, each sent the same link with the
 * group's name and the leader's, in the page's language (the group-invite-email function). The page checks the
 * addresses first and names the ones that are not; the function and the database decide the rest (only the leader,
 * 30 a day) and their refusals are shown in the page's words. Nothing is said about whether an address has an account.
 */
import { useState, type FormEvent } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { DAILY_EMAIL_INVITATIONS, MAX_EMAIL_INVITATIONS, readAddresses } from '@lib/groups/invite-addresses.ts';
import { sendEmailInvitations } from '../../data/groups/email-invitations.ts';
import { toast } from '../../lib/toast.ts';
import { inputClass, labelClass, muted, primaryButton } from '../../lib/dashboard/ui.ts';
import { refusalIn } from '../../lib/groups/refusal-words.ts';
import { useT } from '../i18n/IslandMessages.tsx';

export default function EmailInvites({ client, groupId }: { client: PageClient; groupId: string }) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSent(null);
    const { addresses, invalid } = readAddresses(typed);
    const wrong = invalid.length
      ? t('groups.invite.invalid', { list: invalid.join(', ') })
      : addresses.length === 0
        ? t('groups.invite.none')
        : addresses.length > MAX_EMAIL_INVITATIONS
          ? t('groups.invite.tooMany')
          : null;
    setProblem(wrong);
    if (wrong) return;
    setBusy(true);
    const result = await sendEmailInvitations(client, groupId, addresses, t.locale);
    setBusy(false);
    if (!result.ok) return setProblem(refusalIn(t, result.message));
    const done = t.plural('groups.invite.sent', result.value.sent);
    const left = Math.max(0, DAILY_EMAIL_INVITATIONS - result.value.sentToday);
    setTyped('');
    setSent(`${done} ${t.plural('groups.invite.left', left)}`);
    toast(done);
  }

  return (
    <form onSubmit={send} noValidate className="space-y-2 border-t border-stone-200 pt-4 dark:border-stone-800" data-testid="email-invites">
      <h3 className="font-semibold text-stone-900 dark:text-stone-50">{t('groups.invite.byEmail')}</h3>
      <label htmlFor="invite-emails" className={labelClass}>
        {t('groups.invite.emailsLabel')}
      </label>
      <textarea
        id="invite-emails"
        className={`${inputClass} min-h-20`}
        value={typed}
        rows={3}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'invite-emails-hint invite-emails-problem' : 'invite-emails-hint'}
        onChange={(e) => setTyped(e.target.value)}
      />
      <p id="invite-emails-hint" className={`text-sm ${muted}`}>
        {t('groups.invite.emailsHint')}
      </p>
      {problem && (
        <p id="invite-emails-problem" role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      <p role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-300" data-testid="email-invites-sent">
        {sent}
      </p>
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? t('groups.invite.sending') : t('groups.invite.send')}
      </button>
    </form>
  );
}
