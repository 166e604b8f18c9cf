/**
 * /groups/ (issue 32): the reader's reading groups, each with how many of the members who share read today, and
 * "Start a group". Signed-out visitors are sent to /auth and brought back here.
 */
import { useEffect, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { GROUPS_PATH } from '@lib/groups/group-address.ts';
import { requireSession } from '../../signed-in/require-session.ts';
import { showFlash } from '../../lib/flash.ts';
import { loadMyGroups, type MyGroup } from '../../lib/groups/my-groups.ts';
import type { Outcome } from '../../lib/groups/outcome.ts';
import { muted, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';
import GroupList from './GroupList.tsx';
import StartGroupForm from './StartGroupForm.tsx';

export default function GroupsHome() {
  const [client, setClient] = useState<SupabaseClient | null>(null);
  const [groups, setGroups] = useState<Outcome<MyGroup[]> | null>(null);

  async function load(c: SupabaseClient) {
    setGroups(null);
    setGroups(await loadMyGroups(c));
  }

  useEffect(() => {
    showFlash();
    void requireSession(GROUPS_PATH).then((result) => {
      if (!result) return;
      setClient(result.client);
      void load(result.client);
    });
  }, []);

  return (
    <div data-requires-session className="space-y-8">
      <header>
        <h1 className="font-serif text-3xl font-semibold text-stone-900 dark:text-stone-50">Reading Groups</h1>
        <p className={`mt-2 max-w-2xl ${muted}`}>
          Read the daily devotional together with your family, friends or small group, and encourage one another through the week.
        </p>
      </header>
      <section aria-labelledby="my-groups-heading" aria-busy={groups === null}>
        <h2 id="my-groups-heading" className="sr-only">
          Your groups
        </h2>
        {groups === null ? (
          <p className={muted}>Loading your groups...</p>
        ) : !groups.ok ? (
          <div role="alert" className="space-y-3">
            <p className={muted}>Your groups could not be loaded. {groups.message}</p>
            {client && (
              <button type="button" className={secondaryButton} onClick={() => void load(client)}>
                Try again
              </button>
            )}
          </div>
        ) : (
          <GroupList groups={groups.value} />
        )}
      </section>
      {client && <StartGroupForm client={client} />}
      <p className={muted}>
        Leading the group when it meets?{' '}
        <a href="/groups/guide/" className={textLink}>
          This week&apos;s group guide
        </a>{' '}
        has the readings, questions to discuss and prayers.
      </p>
    </div>
  );
}
