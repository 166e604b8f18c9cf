/**
 * A group's members: name, the leader marked, and whether each shares. The leader may make another member the
 * leader, remove them, or pause and allow their posting in the conversation (the leader alone sees who is paused);
 * each but allowing asks first (ConfirmDialog). The database refuses all of it to anyone else.
 */
import type { GroupMember } from '../../data/groups/group-view.ts';
import { muted, secondaryButton } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';

interface Props {
  members: GroupMember[];
  myId: string;
  iLead: boolean;
  onPassLeadership: (member: GroupMember) => void;
  onRemove: (member: GroupMember) => void;
  /** The members whose posting is paused (the leader sees them all). */
  paused: ReadonlySet<string>;
  onPause: (member: GroupMember, paused: boolean) => void;
}

const smallButton = `${secondaryButton} px-3 py-1 text-xs`;

export default function MemberList({ members, myId, iLead, onPassLeadership, onRemove, paused, onPause }: Props) {
  const t = useT();
  return (
    <ul className="divide-y divide-stone-200 dark:divide-stone-800" data-testid="group-members">
      {members.map((member) => (
        <li key={member.userId} className="flex flex-wrap items-center justify-between gap-3 py-3" data-member={member.name}>
          <div>
            <span className="font-medium text-stone-900 dark:text-stone-100">
              {member.name}
              {member.userId === myId ? t('groups.members.you') : ''}
            </span>
            {member.role === 'leader' && (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                {t('groups.members.leader')}
              </span>
            )}
            <span className={`block text-sm ${muted}`}>{member.shares ? t('groups.members.shares') : t('groups.members.notSharing')}</span>
            {iLead && paused.has(member.userId) && (
              <span className="block text-sm font-medium text-amber-800 dark:text-amber-300" data-testid="member-paused">
                {t('groups.members.paused')}
              </span>
            )}
          </div>
          {iLead && member.userId !== myId && (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={smallButton}
                onClick={() => onPause(member, !paused.has(member.userId))}
                aria-label={t(paused.has(member.userId) ? 'groups.members.allowLabel' : 'groups.members.pauseLabel', { name: member.name })}
              >
                {paused.has(member.userId) ? t('groups.members.allow') : t('groups.members.pause')}
              </button>
              <button
                type="button"
                className={smallButton}
                onClick={() => onPassLeadership(member)}
                aria-label={t('groups.members.makeLeaderLabel', { name: member.name })}
              >
                {t('groups.pass.confirm')}
              </button>
              <button
                type="button"
                className={smallButton}
                onClick={() => onRemove(member)}
                aria-label={t('groups.members.removeLabel', { name: member.name })}
              >
                {t('groups.remove.confirm')}
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
