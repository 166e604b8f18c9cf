/**
 * The leader's invite link: shown to copy and send, replaced (the old one stops working at once) or closed (no link
 * works until a new one is made). Only the leader reads the token (reading_group_invite); members are told whom
 * to ask. Under the link the leader may also send it by e-mail (EmailInvites.tsx).
 */
import { useEffect, useState } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { inviteLink } from '@lib/groups/invite-link.ts';
import { GROUP_MEMBER_LIMIT, hasRoom } from '@lib/groups/group-rules.ts';
import { closeInvite, inviteToken, replaceInvite } from '../../data/groups/group-actions.ts';
import type { Outcome } from '../../lib/groups/outcome.ts';
import { toast } from '../../lib/toast.ts';
import { inputClass, labelClass, muted, primaryButton, secondaryButton } from '../../lib/dashboard/ui.ts';
import type { ConfirmRequest } from './ConfirmDialog.tsx';
import EmailInvites from './EmailInvites.tsx';
import { useT } from '../i18n/IslandMessages.tsx';
import { refusalIn } from '../../lib/groups/refusal-words.ts';

interface Props {
  client: PageClient;
  groupId: string;
  memberCount: number;
  confirm: (request: ConfirmRequest) => void;
}

export default function InvitePanel({ client, groupId, memberCount, confirm }: Props) {
  const t = useT();
  const [token, setToken] = useState<Outcome<string | null> | null>(null);

  useEffect(() => {
    void inviteToken(client, groupId).then(setToken);
  }, [client, groupId]);

  async function replace() {
    const fresh = await replaceInvite(client, groupId);
    if (!fresh.ok) return toast(refusalIn(t, fresh.message), 'error');
    setToken(fresh);
    toast(t('groups.invite.replaced'));
  }

  async function close() {
    const closed = await closeInvite(client, groupId);
    if (!closed.ok) return toast(refusalIn(t, closed.message), 'error');
    setToken({ ok: true, value: null });
    toast(t('groups.invite.closedNow'));
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast(t('groups.invite.copied'));
    } catch {
      toast(t('groups.invite.copyFailed'), 'error');
    }
  }

  if (token === null) return <p className={muted}>{t('groups.invite.loading')}</p>;
  if (!token.ok)
    return (
      <p role="alert" className={muted}>
        {t('groups.invite.failed', { message: refusalIn(t, token.message) })}
      </p>
    );
  if (token.value === null) {
    return (
      <div className="space-y-3">
        <p className={muted} data-testid="joining-closed">
          {t('groups.invite.closed')}
        </p>
        <button type="button" className={primaryButton} onClick={() => void replace()}>
          {t('groups.invite.reopen')}
        </button>
      </div>
    );
  }
  const link = inviteLink(window.location.origin, token.value, t.locale);
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor="invite-link" className={labelClass}>
          {t('groups.invite.label')}
        </label>
        <input id="invite-link" readOnly value={link} className={`${inputClass} font-mono text-xs`} onFocus={(e) => e.currentTarget.select()} />
        <p className={`mt-1 text-sm ${muted}`}>
          {t('groups.invite.anyone')}
          {!hasRoom(memberCount) && t('groups.invite.full', { max: GROUP_MEMBER_LIMIT })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButton} onClick={() => void copy(link)}>
          {t('groups.invite.copy')}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            confirm({
              title: t('groups.invite.replaceTitle'),
              body: <p>{t('groups.invite.replaceBody')}</p>,
              confirmLabel: t('groups.invite.replace'),
              onConfirm: replace,
            })
          }
        >
          {t('groups.invite.replace')}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            confirm({
              title: t('groups.invite.closeTitle'),
              body: <p>{t('groups.invite.closeBody')}</p>,
              confirmLabel: t('groups.invite.close'),
              onConfirm: close,
            })
          }
        >
          {t('groups.invite.close')}
        </button>
      </div>
      <EmailInvites client={client} groupId={groupId} />
    </div>
  );
}
