/**
 * A group's page, /groups/group/?id=…: this week's reading of the members who share, the week's conversation
 * (#conversation, with the group guide's questions as starting points), the reader's own choice to share, the
 * members (with the leader's actions), the invite link and the group's settings (rename, delete) for the leader,
 * and Leave group. The week links its printable guide, opened from the group (?group=), so the guide's QR code leads
 * back here.
 * A group the reader is not in (or that does not exist: the database answers the same) is "not found".
 */
import { useCallback, useEffect, useState } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { GROUPS_PATH, groupGuideHref, groupIdFromSearch } from '@lib/groups/group-address.ts';
import { isoWeekOf, weekKey } from '@lib/groups/iso-week.ts';
import { weekDays } from '@lib/groups/reading-week.ts';
import { requireSession } from '../../signed-in/require-session.ts';
import { showFlash } from '../../lib/flash.ts';
import { toast } from '../../lib/toast.ts';
import { loadGroup, type GroupView } from '../../data/groups/group-view.ts';
import { card, cardTitle, muted, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';
import type { ConfirmRequest } from './ConfirmDialog.tsx';
import { useOnDemand, WhenNear } from '../on-demand.tsx';
import Conversation from './Conversation.tsx';
import type { StarterQuestion } from './ConversationStarters.tsx';
import type { GroupLaterProps } from './GroupLaterSections.tsx';
import WeekTable from './WeekTable.tsx';
import type { Locale } from '@lib/i18n/locales.ts';
import { IslandMessages, useT } from '../i18n/IslandMessages.tsx';
// The groups' pages are in every edition: their addresses need no check of which pages an edition has.
import { localePath } from '@lib/i18n/paths.ts';
import { refusalText } from '../../lib/groups/refusal-text.ts';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'error'; message: string } | { status: 'ready'; view: GroupView };

const heading = 'font-serif text-3xl font-semibold text-stone-900 dark:text-stone-50';

/** This week's group guide as built: its Monday and its discussion questions. */
export interface GuideWeek {
  monday: string;
  questions: StarterQuestion[];
}

/**
 * `messages`: the edition's "groups." messages; the parts shared with /groups/ speak the page's language.
 * `guide`: the week's guide as the last build made it; its questions show only while that week is the group's week.
 */
export default function GroupPage({ locale, messages, guide }: { locale: Locale; messages: Record<string, string>; guide: GuideWeek }) {
  return (
    <IslandMessages locale={locale} messages={messages}>
      <GroupPageView guide={guide} />
    </IslandMessages>
  );
}

function GroupPageView({ guide }: { guide: GuideWeek }) {
  const t = useT();
  const groupsPath = localePath(t.locale, GROUPS_PATH);
  const [session, setSession] = useState<{ client: PageClient; myId: string; groupId: string } | null>(null);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [confirming, setConfirmingNow] = useState<ConfirmRequest | null>(null);
  // The confirmation dialog loads when the reader first asks for a change that needs it.
  const confirmDialog = useOnDemand(
    () => import('./ConfirmDialog.tsx'),
    () => {
      setConfirmingNow(null);
      toast(t('groups.confirm.unavailable'), 'error');
    },
  );
  const loadConfirmDialog = confirmDialog.request;
  const setConfirming = useCallback(
    (request: ConfirmRequest | null) => {
      if (request) loadConfirmDialog();
      setConfirmingNow(request);
    },
    [loadConfirmDialog],
  );

  const reload = useCallback(
    async (client: PageClient, groupId: string) => {
      const loaded = await loadGroup(client, groupId);
      if (!loaded.ok) setState({ status: 'error', message: await refusalText(t, loaded.message) });
      else setState(loaded.value ? { status: 'ready', view: loaded.value } : { status: 'missing' });
    },
    [t],
  );

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

  // A link to /groups/group/?id=…#conversation: the section exists only once the group is read, after the browser
  // looked for it, so it is brought into view then.
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready && window.location.hash === '#conversation') document.getElementById('conversation')?.scrollIntoView();
  }, [ready]);

  if (state.status === 'missing') {
    return (
      <div data-requires-session>
        <h1 className={heading}>{t('groups.page.missingHeading')}</h1>
        <p className={`mt-4 ${muted}`}>
          {t('groups.page.missing')}{' '}
          <a href={groupsPath} className={textLink}>
            {t('groups.page.yourGroups')}
          </a>
        </p>
      </div>
    );
  }
  if (state.status === 'loading' || !session) {
    return (
      <div data-requires-session aria-busy="true">
        <h1 className={heading}>{t('groups.page.heading')}</h1>
        <p className={`mt-4 ${muted}`}>{t('groups.page.loading')}</p>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div data-requires-session role="alert" className="space-y-4">
        <h1 className={heading}>{t('groups.page.heading')}</h1>
        <p className={muted}>{t('groups.page.failed', { message: state.message })}</p>
        <button type="button" className={secondaryButton} onClick={() => void reload(session.client, session.groupId)}>
          {t('groups.home.retry')}
        </button>
      </div>
    );
  }

  const { client, myId, groupId } = session;
  const { group, members, week, paused, today } = state.view;
  const starters = guide.monday === weekDays(today)[0].date ? guide.questions : [];
  const iLead = group.role === 'leader';
  const leader = members.find((m) => m.role === 'leader');
  const refresh = () => void reload(client, groupId);

  return (
    <div data-requires-session className="space-y-6">
      <header className="space-y-2">
        <p>
          <a href={groupsPath} className={textLink}>
            {t('groups.page.yourGroups')}
          </a>
        </p>
        <h1 className={heading}>{group.name}</h1>
        <p className={muted}>
          {t.plural('groups.list.members', group.memberCount)}
          {iLead ? t('groups.page.youLead') : leader ? t('groups.page.ledBy', { name: leader.name }) : ''}
        </p>
      </header>
      <section className={card} aria-labelledby="week-heading">
        <h2 id="week-heading" className={cardTitle}>
          {t('groups.page.week')}
        </h2>
        <div className="mt-4">
          <WeekTable today={today} week={week} myId={myId} notSharing={group.memberCount - group.sharingCount} />
        </div>
        {!group.shares && (
          <p className={`mt-4 text-sm ${muted}`} data-testid="you-do-not-share">
            {t('groups.week.youDoNotShare')}
          </p>
        )}
        <p className={`mt-4 text-sm ${muted}`} data-testid="how-a-day-counts">
          {t('groups.week.howCounts')}
        </p>
        <p className="mt-4">
          <a href={localePath(t.locale, groupGuideHref(weekKey(isoWeekOf(today)), groupId))} className={textLink} data-testid="group-guide-link">
            {t('groups.page.guide')}
          </a>
        </p>
      </section>
      <section id="conversation" className={`${card} scroll-mt-6`} aria-labelledby="conversation-heading">
        <h2 id="conversation-heading" className={cardTitle}>
          {t('groups.conversation.heading')}
        </h2>
        <div className="mt-4">
          <Conversation
            client={client}
            groupId={groupId}
            myId={myId}
            iLead={iLead}
            paused={paused.includes(myId)}
            members={members}
            today={today}
            starters={starters}
            confirm={setConfirming}
            onPauseChanged={refresh}
          />
        </div>
      </section>
      {/* The sections below the conversation load when the reader scrolls to them. */}
      <WhenNear<GroupLaterProps>
        load={() => import('./GroupLaterSections.tsx')}
        props={{ client, myId, groupId, view: state.view, groupsPath, confirm: setConfirming, refresh }}
        reserve="min-h-screen"
      />
      {confirmDialog.Part && <confirmDialog.Part request={confirming} onClose={() => setConfirmingNow(null)} />}
    </div>
  );
}
