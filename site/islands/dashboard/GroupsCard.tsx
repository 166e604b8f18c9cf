import { groupHref, GROUPS_PATH } from '@lib/groups/group-address.ts';
import { readTodaySummary } from '@lib/groups/reading-week.ts';
import type { MyGroup } from '../../lib/groups/my-groups.ts';
import type { Outcome } from '../../lib/groups/outcome.ts';
import { card, cardTitle, muted, textLink } from '../../lib/dashboard/ui.ts';

/** Reading groups (issue 32): each of the reader's groups with "4 of 6 read today", linking to /groups/. */
export default function GroupsCard({ groups }: { groups: Outcome<MyGroup[]> | null }) {
  return (
    <section className={card} aria-labelledby="groups-heading">
      <h2 id="groups-heading" className={cardTitle}>
        Reading Groups
      </h2>
      {groups === null ? (
        <p className={`mt-3 ${muted}`}>Loading...</p>
      ) : !groups.ok ? (
        <p className={`mt-3 ${muted}`} role="alert">
          Your groups could not be loaded. Please try again later.
        </p>
      ) : groups.value.length === 0 ? (
        <p className={`mt-3 ${muted}`}>
          Read the devotional together with family or friends.{' '}
          <a href={GROUPS_PATH} className={textLink}>
            Start a group
          </a>
        </p>
      ) : (
        <>
          <ul className="mt-4 space-y-3" data-testid="dashboard-groups">
            {groups.value.map((group) => (
              <li key={group.id}>
                <a href={groupHref(group.id)} className={textLink}>
                  {group.name}
                </a>
                <span className={`block text-sm ${muted}`}>{readTodaySummary(group.readToday, group.sharingCount)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <a href={GROUPS_PATH} className={textLink}>
              All your groups
            </a>
          </p>
        </>
      )}
    </section>
  );
}
