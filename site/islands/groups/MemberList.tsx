/**
 * A group's members: name, the leader marked, and whether each shares. The leader may make another member the
 * leader or remove them; each asks first (ConfirmDialog). The database refuses both to anyone else.
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
}

const smallButton = `${secondaryButton} px-3 py-1 text-xs`;

export default function MemberList({ members, myId, iLead, onPassLeadership, onRemove }: Props) {
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
          </div>
          {iLead && member.userId !== myId && (
            <div className="flex gap-2">
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
