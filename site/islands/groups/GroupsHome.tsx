/**
 * /groups/: the reader's reading groups, each with how many of the members who share read today, and
 * "Start a group". Signed-out visitors are sent to /auth and brought back here.
 */
import { useEffect, useState } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { GROUPS_PATH } from '@lib/groups/group-address.ts';
import { requireSession } from '../../signed-in/require-session.ts';
import { showFlash } from '../../lib/flash.ts';
import { loadMyGroups, type MyGroup } from '../../data/groups/my-groups.ts';
import type { Outcome } from '../../lib/groups/outcome.ts';
import { muted, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';
import GroupList from './GroupList.tsx';
import StartGroupForm from './StartGroupForm.tsx';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { IslandMessages, useT } from '../i18n/IslandMessages.tsx';
import { refusalIn } from '../../lib/groups/refusal-words.ts';

/** `messages`: the edition's "groups." messages (site/lib/i18n/island-messages.ts). */
export default function GroupsHome({ locale, messages }: { locale: Locale; messages: Record<string, string> }) {
  return (
    <IslandMessages locale={locale} messages={messages}>
      <GroupsHomePage />
    </IslandMessages>
  );
}

function GroupsHomePage() {
  const t = useT();
  const [client, setClient] = useState<PageClient | null>(null);
  const [groups, setGroups] = useState<Outcome<MyGroup[]> | null>(null);

  async function load(c: PageClient) {
    setGroups(null);
    setGroups(await loadMyGroups(c));
  }

  useEffect(() => {
    showFlash();
    void requireSession(editionHref(t.locale, GROUPS_PATH)).then((result) => {
      if (!result) return;
      setClient(result.client);
      void load(result.client);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div data-requires-session className="space-y-8">
      <header>
        <h1 className="font-serif text-3xl font-semibold text-stone-900 dark:text-stone-50">{t('groups.home.heading')}</h1>
        <p className={`mt-2 max-w-2xl ${muted}`}>{t('groups.home.lead')}</p>
      </header>
      <section aria-labelledby="my-groups-heading" aria-busy={groups === null}>
        <h2 id="my-groups-heading" className="sr-only">
          {t('groups.home.yours')}
        </h2>
        {groups === null ? (
          <p className={muted}>{t('groups.home.loading')}</p>
        ) : !groups.ok ? (
          <div role="alert" className="space-y-3">
            <p className={muted}>{t('groups.home.failed', { message: refusalIn(t, groups.message) })}</p>
            {client && (
              <button type="button" className={secondaryButton} onClick={() => void load(client)}>
                {t('groups.home.retry')}
              </button>
            )}
          </div>
        ) : (
          <GroupList groups={groups.value} />
        )}
      </section>
      {client && <StartGroupForm client={client} />}
      <p className={muted}>
        {t('groups.home.leading')}{' '}
        <a href={editionHref(t.locale, '/groups/guide/')} className={textLink}>
          {t('groups.home.guide')}
        </a>{' '}
        {t('groups.home.guideHas')}
      </p>
    </div>
  );
}
