/**
 * A group page's sections below the conversation, which the page loads when the reader scrolls to them
 * (../on-demand.tsx): the reader's own choice to share, the members (with the leader's actions), the invitation, the
 * leader's settings of the group (rename, delete), and Leave group.
 */
import type { PageClient } from '../../data/client/types.ts';
import { successorOf } from '@lib/groups/succession.ts';
import { setFlash } from '../../lib/flash.ts';
import { toast } from '../../lib/toast.ts';
import type { GroupMember, GroupView } from '../../data/groups/group-view.ts';
import { leaveGroup, passLeadership, removeMember } from '../../data/groups/group-actions.ts';
import { setPaused } from '../../data/groups/conversation.ts';
import { card, cardTitle, muted, secondaryButton } from '../../lib/dashboard/ui.ts';
import type { ConfirmRequest } from './ConfirmDialog.tsx';
import InvitePanel from './InvitePanel.tsx';
import ManageGroup from './ManageGroup.tsx';
import MemberList from './MemberList.tsx';
import SharingChoice from './SharingChoice.tsx';
import { useT } from '../i18n/IslandMessages.tsx';
import { refusalIn } from '../../lib/groups/refusal-words.ts';

export interface GroupLaterProps {
  client: PageClient;
  myId: string;
  groupId: string;
  view: GroupView;
  /** The reader's groups, where leaving the group leads. */
  groupsPath: string;
  /** Asks the reader to confirm a change (the page's confirmation dialog). */
  confirm: (request: ConfirmRequest | null) => void;
  /** Reads the group again after a change. */
  refresh: () => void;
}

export default function GroupLaterSections({ client, myId, groupId, view, groupsPath, confirm: setConfirming, refresh }: GroupLaterProps) {
  const t = useT();
  const { group, members, paused } = view;
  const pausedSet = new Set(paused);
  const iLead = group.role === 'leader';
  const leader = members.find((m) => m.role === 'leader');

  function confirmLeave() {
    const successor = iLead ? successorOf(members, myId) : null;
    setConfirming({
      title: t('groups.leave.title', { name: group.name }),
      body:
        members.length <= 1 ? (
          <p>{t('groups.leave.onlyMember')}</p>
        ) : (
          <>
            <p>{t('groups.leave.body')}</p>
            <p>{t('groups.leave.posts')}</p>
            {successor && <p>{t('groups.leave.successor', { name: successor.name })}</p>}
          </>
        ),
      confirmLabel: t('groups.page.leave'),
      onConfirm: async () => {
        const left = await leaveGroup(client, groupId);
        if (!left.ok) return toast(refusalIn(t, left.message), 'error');
        setFlash(t('groups.leave.done', { name: group.name }), 'success');
        window.location.assign(groupsPath);
      },
    });
  }

  function confirmRemove(member: GroupMember) {
    setConfirming({
      title: t('groups.remove.title', { name: member.name }),
      body: (
        <>
          <p>{t('groups.remove.body', { name: member.name })}</p>
          <p>{t('groups.remove.posts')}</p>
          <p>{t('groups.remove.rejoin')}</p>
        </>
      ),
      confirmLabel: t('groups.remove.confirm'),
      onConfirm: async () => {
        const removed = await removeMember(client, groupId, member.userId);
        if (!removed.ok) return toast(refusalIn(t, removed.message), 'error');
        toast(t('groups.remove.done', { name: member.name }));
        refresh();
      },
    });
  }

  function confirmPass(member: GroupMember) {
    setConfirming({
      title: t('groups.pass.title', { name: member.name }),
      body: <p>{t('groups.pass.body', { name: member.name })}</p>,
      confirmLabel: t('groups.pass.confirm'),
      onConfirm: async () => {
        const passed = await passLeadership(client, groupId, member.userId);
        if (!passed.ok) return toast(refusalIn(t, passed.message), 'error');
        toast(t('groups.pass.done', { name: member.name }));
        refresh();
      },
    });
  }

  function confirmPause(member: GroupMember, pause: boolean) {
    const apply = async () => {
      const changed = await setPaused(client, groupId, member.userId, pause);
      if (!changed.ok) return toast(refusalIn(t, changed.message), 'error');
      toast(pause ? t('groups.pause.done', { name: member.name }) : t('groups.pause.allowed', { name: member.name }));
      refresh();
    };
    if (!pause) return void apply();
    setConfirming({
      title: t('groups.pause.title', { name: member.name }),
      body: <p>{t('groups.pause.body', { name: member.name })}</p>,
      confirmLabel: t('groups.members.pause'),
      onConfirm: apply,
    });
  }

  return (
    <>
      <section className={card} aria-labelledby="sharing-heading">
        <h2 id="sharing-heading" className={cardTitle}>
          {t('groups.page.sharing')}
        </h2>
        <div className="mt-4">
          <SharingChoice client={client} groupId={groupId} shares={group.shares} onChanged={refresh} />
        </div>
      </section>
      <section className={card} aria-labelledby="members-heading">
        <h2 id="members-heading" className={cardTitle}>
          {t('groups.page.members')}
        </h2>
        <div className="mt-2">
          <MemberList
            members={members}
            myId={myId}
            iLead={iLead}
            onPassLeadership={confirmPass}
            onRemove={confirmRemove}
            paused={pausedSet}
            onPause={confirmPause}
          />
        </div>
      </section>
      <section className={card} aria-labelledby="invite-heading">
        <h2 id="invite-heading" className={cardTitle}>
          {t('groups.page.invite')}
        </h2>
        <div className="mt-4">
          {iLead ? (
            <InvitePanel client={client} groupId={groupId} memberCount={group.memberCount} confirm={setConfirming} />
          ) : (
            <p className={muted}>{leader ? t('groups.page.askLeader', { name: leader.name }) : t('groups.page.askTheLeader')}</p>
          )}
        </div>
      </section>
      {iLead && (
        <section className={card} aria-labelledby="manage-heading">
          <h2 id="manage-heading" className={cardTitle}>
            {t('groups.manage.heading')}
          </h2>
          <div className="mt-4">
            <ManageGroup client={client} groupId={groupId} name={group.name} confirm={setConfirming} onRenamed={refresh} />
          </div>
        </section>
      )}
      <div>
        <button type="button" className={secondaryButton} onClick={confirmLeave}>
          {t('groups.page.leave')}
        </button>
      </div>
    </>
  );
}
