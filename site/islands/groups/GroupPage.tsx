/**
 * A group's page, /groups/group/?id=… (issue 32): this week's reading of the members who share, the reader's own
 * choice to share, the members (with the leader's actions), the invite link for the leader, and Leave group.
 * A group the reader is not in (or that does not exist: the database answers the same) is "not found".
 */
import { useCallback, useEffect, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { GROUPS_PATH, groupIdFromSearch } from '@lib/groups/group-address.ts';
import { successorOf } from '@lib/groups/succession.ts';
import { requireSession } from '../../signed-in/require-session.ts';
import { setFlash, showFlash } from '../../lib/flash.ts';
import { toast } from '../../lib/toast.ts';
import { loadGroup, type GroupMember, type GroupView } from '../../lib/groups/group-view.ts';
import { leaveGroup, passLeadership, removeMember } from '../../lib/groups/group-actions.ts';
import { card, cardTitle, muted, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';
import ConfirmDialog, { type ConfirmRequest } from './ConfirmDialog.tsx';
import InvitePanel from './InvitePanel.tsx';
import MemberList from './MemberList.tsx';
import SharingChoice from './SharingChoice.tsx';
import WeekTable from './WeekTable.tsx';
import type { Locale } from '@lib/i18n/locales.ts';
import { IslandMessages } from '../i18n/IslandMessages.tsx';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'error'; message: string } | { status: 'ready'; view: GroupView };

const heading = 'font-serif text-3xl font-semibold text-stone-900 dark:text-stone-50';

/** `messages`: the edition's "groups." messages; the parts shared with /groups/ speak the page's language. */
export default function GroupPage({ locale, messages }: { locale: Locale; messages: Record<string, string> }) {
  return (
    <IslandMessages locale={locale} messages={messages}>
      <GroupPageView />
    </IslandMessages>
  );
}

function GroupPageView() {
  const [session, setSession] = useState<{ client: SupabaseClient; myId: string; groupId: string } | null>(null);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);

  const reload = useCallback(async (client: SupabaseClient, groupId: string) => {
    const loaded = await loadGroup(client, groupId);
    if (!loaded.ok) setState({ status: 'error', message: loaded.message });
    else setState(loaded.value ? { status: 'ready', view: loaded.value } : { status: 'missing' });
  }, []);

  useEffect(() => {
    showFlash();
    void requireSession(window.location.pathname + window.location.search).then((result) => {
      if (!result) return;
      const groupId = groupIdFromSearch(window.location.search);
      if (!groupId) return setState({ status: 'missing' });
      setSession({ client: result.client, myId: result.session.user.id, groupId });
      void reload(result.client, groupId);
    });
  }, [reload]);

  if (state.status === 'missing') {
    return (
      <div data-requires-session>
        <h1 className={heading}>Group not found</h1>
        <p className={`mt-4 ${muted}`}>
          This group is not among yours: it may have been deleted, or you may have left it or been removed.{' '}
          <a href={GROUPS_PATH} className={textLink}>
            Your groups
          </a>
        </p>
      </div>
    );
  }
  if (state.status === 'loading' || !session) {
    return (
      <div data-requires-session aria-busy="true">
        <h1 className={heading}>Reading group</h1>
        <p className={`mt-4 ${muted}`}>Loading...</p>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div data-requires-session role="alert" className="space-y-4">
        <h1 className={heading}>Reading group</h1>
        <p className={muted}>The group could not be loaded. {state.message}</p>
        <button type="button" className={secondaryButton} onClick={() => void reload(session.client, session.groupId)}>
          Try again
        </button>
      </div>
    );
  }

  const { client, myId, groupId } = session;
  const { group, members, week, today } = state.view;
  const iLead = group.role === 'leader';
  const leader = members.find((m) => m.role === 'leader');
  const refresh = () => void reload(client, groupId);

  function confirmLeave() {
    const successor = iLead ? successorOf(members, myId) : null;
    setConfirming({
      title: `Leave ${group.name}?`,
      body:
        members.length <= 1 ? (
          <p>You are its only member: leaving deletes the group.</p>
        ) : (
          <>
            <p>You will no longer see the group, and it will no longer see your reading. To come back you will need its link.</p>
            {successor && <p>{`${successor.name}, the longest-standing member, will lead it.`}</p>}
          </>
        ),
      confirmLabel: 'Leave group',
      onConfirm: async () => {
        const left = await leaveGroup(client, groupId);
        if (!left.ok) return toast(left.message, 'error');
        setFlash(`You left ${group.name}.`, 'success');
        window.location.assign(GROUPS_PATH);
      },
    });
  }

  function confirmRemove(member: GroupMember) {
    setConfirming({
      title: `Remove ${member.name}?`,
      body: (
        <>
          <p>{`${member.name} will no longer see the group, and the group will no longer see their reading.`}</p>
          <p>To keep them from joining again with the link they have, replace the link afterwards.</p>
        </>
      ),
      confirmLabel: 'Remove',
      onConfirm: async () => {
        const removed = await removeMember(client, groupId, member.userId);
        if (!removed.ok) return toast(removed.message, 'error');
        toast(`${member.name} was removed from the group.`);
        refresh();
      },
    });
  }

  function confirmPass(member: GroupMember) {
    setConfirming({
      title: `Make ${member.name} the leader?`,
      body: <p>{`${member.name} will manage the members and the invite link; you stay in the group as a member.`}</p>,
      confirmLabel: 'Make leader',
      onConfirm: async () => {
        const passed = await passLeadership(client, groupId, member.userId);
        if (!passed.ok) return toast(passed.message, 'error');
        toast(`${member.name} now leads the group.`);
        refresh();
      },
    });
  }

  return (
    <div data-requires-session className="space-y-6">
      <header className="space-y-2">
        <p>
          <a href={GROUPS_PATH} className={textLink}>
            Your groups
          </a>
        </p>
        <h1 className={heading}>{group.name}</h1>
        <p className={muted}>
          {group.memberCount === 1 ? '1 member' : `${group.memberCount} members`}
          {iLead ? ' · you lead this group' : leader ? ` · led by ${leader.name}` : ''}
        </p>
      </header>
      <section className={card} aria-labelledby="week-heading">
        <h2 id="week-heading" className={cardTitle}>
          This week
        </h2>
        <div className="mt-4">
          <WeekTable today={today} week={week} myId={myId} notSharing={group.memberCount - group.sharingCount} />
        </div>
      </section>
      <section className={card} aria-labelledby="sharing-heading">
        <h2 id="sharing-heading" className={cardTitle}>
          Your sharing
        </h2>
        <div className="mt-4">
          <SharingChoice client={client} groupId={groupId} shares={group.shares} onChanged={refresh} />
        </div>
      </section>
      <section className={card} aria-labelledby="members-heading">
        <h2 id="members-heading" className={cardTitle}>
          Members
        </h2>
        <div className="mt-2">
          <MemberList members={members} myId={myId} iLead={iLead} onPassLeadership={confirmPass} onRemove={confirmRemove} />
        </div>
      </section>
      <section className={card} aria-labelledby="invite-heading">
        <h2 id="invite-heading" className={cardTitle}>
          Invite
        </h2>
        <div className="mt-4">
          {iLead ? (
            <InvitePanel client={client} groupId={groupId} memberCount={group.memberCount} confirm={setConfirming} />
          ) : (
            <p className={muted}>{`To invite someone, ask ${leader?.name ?? 'the leader'}, who leads the group, for its link.`}</p>
          )}
        </div>
      </section>
      <div>
        <button type="button" className={secondaryButton} onClick={confirmLeave}>
          Leave group
        </button>
      </div>
      <ConfirmDialog request={confirming} onClose={() => setConfirming(null)} />
    </div>
  );
}
