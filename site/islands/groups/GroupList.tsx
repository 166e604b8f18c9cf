import { groupHref } from '@lib/groups/group-address.ts';
import { readTodaySummary } from '@lib/groups/reading-week.ts';
import type { MyGroup } from '../../lib/groups/my-groups.ts';
import { card, muted, textLink } from '../../lib/dashboard/ui.ts';

/** The reader's groups on /groups/, each with today's count among the members who share. */
export default function GroupList({ groups }: { groups: MyGroup[] }) {
  if (groups.length === 0) {
    return (
      <p className={muted} data-testid="no-groups">
        You are not in a reading group yet. Start one below and send its link to the people you read with, or open the invite link someone sent you.
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="my-groups">
      {groups.map((group) => (
        <li key={group.id} className={card}>
          <a href={groupHref(group.id)} className={`font-serif text-xl ${textLink}`}>
            {group.name}
          </a>
          <p className="mt-2 font-semibold text-stone-800 dark:text-stone-200">{readTodaySummary(group.readToday, group.sharingCount)}</p>
          <p className={`text-sm ${muted}`}>
            {group.memberCount === 1 ? '1 member' : `${group.memberCount} members`}
            {group.role === 'leader' ? ' · you lead it' : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
