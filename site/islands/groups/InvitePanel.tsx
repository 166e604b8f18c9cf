/**
 * The leader's invite link: shown to copy and send, replaced (the old one stops working at once) or closed (no link
 * works until a new one is made). Only the leader reads the token (reading_group_invite); members are told whom
 * to ask.
 */
import { useEffect, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { inviteLink } from '@lib/groups/invite-link.ts';
import { hasRoom } from '@lib/groups/group-rules.ts';
import { closeInvite, inviteToken, replaceInvite } from '../../lib/groups/group-actions.ts';
import type { Outcome } from '../../lib/groups/outcome.ts';
import { toast } from '../../lib/toast.ts';
import { inputClass, labelClass, muted, primaryButton, secondaryButton } from '../../lib/dashboard/ui.ts';
import type { ConfirmRequest } from './ConfirmDialog.tsx';

interface Props {
  client: SupabaseClient;
  groupId: string;
  memberCount: number;
  confirm: (request: ConfirmRequest) => void;
}

export default function InvitePanel({ client, groupId, memberCount, confirm }: Props) {
  const [token, setToken] = useState<Outcome<string | null> | null>(null);

  useEffect(() => {
    void inviteToken(client, groupId).then(setToken);
  }, [client, groupId]);

  async function replace() {
    const fresh = await replaceInvite(client, groupId);
    if (!fresh.ok) return toast(fresh.message, 'error');
    setToken(fresh);
    toast('A new invite link is ready. The old one no longer works.');
  }

  async function close() {
    const closed = await closeInvite(client, groupId);
    if (!closed.ok) return toast(closed.message, 'error');
    setToken({ ok: true, value: null });
    toast('Joining is closed.');
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast('Invite link copied.');
    } catch {
      toast('The link could not be copied: select it and copy it yourself.', 'error');
    }
  }

  if (token === null) return <p className={muted}>Loading the invite link...</p>;
  if (!token.ok) return <p role="alert" className={muted}>{`The invite link could not be loaded. ${token.message}`}</p>;
  if (token.value === null) {
    return (
      <div className="space-y-3">
        <p className={muted} data-testid="joining-closed">
          Joining is closed: no invite link works.
        </p>
        <button type="button" className={primaryButton} onClick={() => void replace()}>
          Open joining with a new link
        </button>
      </div>
    );
  }
  const link = inviteLink(window.location.origin, token.value);
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor="invite-link" className={labelClass}>
          Invite link
        </label>
        <input id="invite-link" readOnly value={link} className={`${inputClass} font-mono text-xs`} onFocus={(e) => e.currentTarget.select()} />
        <p className={`mt-1 text-sm ${muted}`}>
          Anyone signed in who opens this link can join. Send it only to the people you mean to invite.
          {!hasRoom(memberCount) && ' The group is full (50 members): nobody can join until someone leaves.'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButton} onClick={() => void copy(link)}>
          Copy link
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            confirm({
              title: 'Replace the invite link?',
              body: <p>The current link stops working at once. Anyone who has it but has not joined yet will need the new one.</p>,
              confirmLabel: 'Replace link',
              onConfirm: replace,
            })
          }
        >
          Replace link
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            confirm({
              title: 'Close joining?',
              body: <p>The link stops working, and nobody can join until you make a new link.</p>,
              confirmLabel: 'Close joining',
              onConfirm: close,
            })
          }
        >
          Close joining
        </button>
      </div>
    </div>
  );
}
