import { groupHref } from '@lib/groups/group-address.ts';
import type { MyGroup } from '../../data/groups/my-groups.ts';
import { card, muted, textLink } from '../../lib/dashboard/ui.ts';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { useT } from '../i18n/IslandMessages.tsx';

/** The reader's groups on /groups/, each with today's count among the members who share. */
export default function GroupList({ groups }: { groups: MyGroup[] }) {
  const t = useT();
  if (groups.length === 0) {
    return (
      <p className={muted} data-testid="no-groups">
        {t('groups.list.none')}
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="my-groups">
      {groups.map((group) => (
        <li key={group.id} className={card}>
          <a href={editionHref(t.locale, groupHref(group.id))} className={`font-serif text-xl ${textLink}`}>
            {group.name}
          </a>
          <p className="mt-2 font-semibold text-stone-800 dark:text-stone-200">
            {group.sharingCount === 0 ? t('groups.list.nobodyShares') : t.plural('groups.list.readToday', group.readToday, { total: group.sharingCount })}
          </p>
          <p className={`text-sm ${muted}`}>
            {t.plural('groups.list.members', group.memberCount)}
            {group.role === 'leader' ? t('groups.list.youLead') : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
