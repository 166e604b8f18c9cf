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
import { successorOf } from '@lib/groups/succession.ts';
import { weekDays } from '@lib/groups/reading-week.ts';
import { requireSession } from '../../signed-in/require-session.ts';
import { setFlash, showFlash } from '../../lib/flash.ts';
import { toast } from '../../lib/toast.ts';
import { loadGroup, type GroupMember, type GroupView } from '../../data/groups/group-view.ts';
import { leaveGroup, passLeadership, removeMember } from '../../data/groups/group-actions.ts';
import { card, cardTitle, muted, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';
import { setPaused } from '../../data/groups/conversation.ts';
import type { ConfirmRequest } from './ConfirmDialog.tsx';
import { useOnDemand } from '../on-demand.ts';
import Conversation from './Conversation.tsx';
import type { StarterQuestion } from './ConversationStarters.tsx';
import InvitePanel from './InvitePanel.tsx';
import ManageGroup from './ManageGroup.tsx';
import MemberList from './MemberList.tsx';
import SharingChoice from './SharingChoice.tsx';
import WeekTable from './WeekTable.tsx';
import type { Locale } from '@lib/i18n/locales.ts';
import { IslandMessages, useT } from '../i18n/IslandMessages.tsx';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { refusalIn } from '../../lib/groups/refusal-words.ts';

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
  const groupsPath = editionHref(t.locale, GROUPS_PATH);
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

  const reload = useCallback(async (client: PageClient, groupId: string) => {
    const loaded = await loadGroup(client, groupId);
    if (!loaded.ok) setState({ status: 'error', message: loaded.message });
    else setState(loaded.value ? { status: 'ready', view: loaded.value } : { status: 'missing' });
  }, []);

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
        <p className={muted}>{t('groups.page.failed', { message: refusalIn(t, state.message) })}</p>
        <button type="button" className={secondaryButton} onClick={() => void reload(session.client, session.groupId)}>
          {t('groups.home.retry')}
        </button>
      </div>
    );
  }

  const { client, myId, groupId } = session;
  const { group, members, week, paused, today } = state.view;
  const pausedSet = new Set(paused);
  const starters = guide.monday === weekDays(today)[0].date ? guide.questions : [];
  const iLead = group.role === 'leader';
  const leader = members.find((m) => m.role === 'leader');
  const refresh = () => void reload(client, groupId);

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
          <a href={editionHref(t.locale, groupGuideHref(weekKey(isoWeekOf(today)), groupId))} className={textLink} data-testid="group-guide-link">
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
            paused={pausedSet.has(myId)}
            members={members}
            today={today}
            starters={starters}
            confirm={setConfirming}
            onPauseChanged={refresh}
          />
        </div>
      </section>
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
      {confirmDialog.Part && <confirmDialog.Part request={confirming} onClose={() => setConfirmingNow(null)} />}
    </div>
  );
}
