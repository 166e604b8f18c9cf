import { groupHref, GROUPS_PATH } from '@lib/groups/group-address.ts';
import type { MyGroup } from '../../data/groups/my-groups.ts';
import type { Outcome } from '../../lib/groups/outcome.ts';
import { card, cardTitle, muted, textLink } from '../../lib/dashboard/ui.ts';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { useT } from '../i18n/IslandMessages.tsx';

/**
 * Reading groups: each of the reader's groups with "4 of 6 read today", linking to /groups/. Only members who share
 * their reading are counted, either way: nothing of the others' reading reaches the group.
 */
export default function GroupsCard({ groups }: { groups: Outcome<MyGroup[]> | null }) {
  const t = useT();
  return (
    <section className={card} aria-labelledby="groups-heading">
      <h2 id="groups-heading" className={cardTitle}>
        {t('dashboard.groups.heading')}
      </h2>
      {groups === null ? (
        <p className={`mt-3 ${muted}`}>{t('dashboard.loading')}</p>
      ) : !groups.ok ? (
        <p className={`mt-3 ${muted}`} role="alert">
          {t('dashboard.groups.failed')}
        </p>
      ) : groups.value.length === 0 ? (
        <p className={`mt-3 ${muted}`}>
          {t('dashboard.groups.empty')}{' '}
          <a href={editionHref(t.locale, GROUPS_PATH)} className={textLink}>
            {t('dashboard.groups.start')}
          </a>
        </p>
      ) : (
        <>
          <ul className="mt-4 space-y-3" data-testid="dashboard-groups">
            {groups.value.map((group) => (
              <li key={group.id}>
                <a href={editionHref(t.locale, groupHref(group.id))} className={textLink}>
                  {group.name}
                </a>
                <span className={`block text-sm ${muted}`}>
                  {group.sharingCount === 0
                    ? t('dashboard.groups.nobodyShares')
                    : t.plural('dashboard.groups.readToday', group.readToday, { total: group.sharingCount })}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <a href={editionHref(t.locale, GROUPS_PATH)} className={textLink}>
              {t('dashboard.groups.all')}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
