/**
 * /dashboard: welcome and admin badge, Settings / Share Feedback / Admin Panel, stat cards,
 * reading calendar, goals, achievements, reading history, bookmarked confession sections, progress through the
 * series the reader started, memory practice for the reader and their family, the reader's
 * reading groups, and the "Complete your profile" banner. Signed-out visitors are sent to /auth. The cards below the
 * calendar load when the reader scrolls to them (./DashboardCards.tsx).
 */
import { useCallback, useEffect, useState } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { todayIn } from '@lib/dates.ts';
import { dashboardGreeting } from '@lib/account/greeting.ts';
import { showFlash } from '../../lib/flash.ts';
import { toast } from '../../lib/toast.ts';
import { requireSession } from '../../signed-in/require-session.ts';
import { loadDashboard, type DashboardData } from '../../data/dashboard/load-dashboard.ts';
import StatCards from './StatCards.tsx';
import ReadingCalendar from './ReadingCalendar.tsx';
import type { DashboardCardsProps } from './DashboardCards.tsx';
import { loadSeriesProgress, type StartedSeries } from '../../data/dashboard/series-progress.ts';
import { loadPracticeSummary, type PracticeSummary } from '../../data/dashboard/practice-summary.ts';
import { loadMyGroups, type MyGroup } from '../../data/groups/my-groups.ts';
import type { Outcome } from '../../lib/groups/outcome.ts';
import ProfileBanner from './ProfileBanner.tsx';
import KeepBookmarksOffline from './KeepBookmarksOffline.tsx';
import { useOnDemand, WhenNear } from '../on-demand.tsx';
import { muted, primaryButton, secondaryButton } from '../../lib/dashboard/ui.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { IslandMessages } from '../i18n/IslandMessages.tsx';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { useT } from '../i18n/IslandMessages.tsx';

/** `messages`: the edition's "dashboard." messages (site/lib/i18n/island-messages.ts). */
export default function Dashboard({ timeZone, locale, messages }: { timeZone: string; locale: Locale; messages: Record<string, string> }) {
  return (
    <IslandMessages locale={locale} messages={messages}>
      <DashboardPage timeZone={timeZone} />
    </IslandMessages>
  );
}

function DashboardPage({ timeZone }: { timeZone: string }) {
  const t = useT();
  const [client, setClient] = useState<PageClient | null>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const [accountCreatedAt, setAccountCreatedAt] = useState<string | null>(null);
  const [data, setData] = useState<DashboardData | null>(null);
  const [series, setSeries] = useState<StartedSeries[]>([]);
  const [practice, setPractice] = useState<PracticeSummary>({ status: 'loading' });
  const [groups, setGroups] = useState<Outcome<MyGroup[]> | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Share Feedback's form loads on its first use; once loaded it stays, keeping what the reader typed.
  const feedback = useOnDemand(
    () => import('./FeedbackDialog.tsx'),
    () => {
      setFeedbackOpen(false);
      toast(t('dashboard.feedback.unavailable'), 'error');
    },
  );
  const today = todayIn(timeZone);

  const reload = useCallback(
    async (c: PageClient, id: string) => {
      setData(await loadDashboard(c, id, t.locale));
    },
    [t.locale],
  );

  useEffect(() => {
    showFlash();
    void requireSession().then((result) => {
      if (!result) return;
      setClient(result.client);
      setUserId(result.session.user.id);
      setAccountCreatedAt(result.session.user.created_at ?? null);
      void reload(result.client, result.session.user.id);
      void loadSeriesProgress(result.client, result.session.user.id, t.locale).then(setSeries);
      void loadPracticeSummary(result.client).then((summary) => {
        if (summary.status === 'error') toast(t('dashboard.practiceFailed'), 'error');
        setPractice(summary);
      });
      void loadMyGroups(result.client).then((loaded) => {
        if (!loaded.ok) toast(t('dashboard.groupsFailed'), 'error');
        setGroups(loaded);
      });
    });
    // The messages are fixed for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reload]);

  if (!client || !userId || !data) {
    return (
      <div data-requires-session aria-busy="true">
        <h1 className="font-serif text-3xl font-semibold text-stone-900 dark:text-stone-50">{t('dashboard.heading')}</h1>
        <p className={`mt-4 ${muted}`}>{t('dashboard.loading')}</p>
      </div>
    );
  }

  const name = data.profile?.full_name?.trim();
  const greeting = dashboardGreeting({ accountCreatedAt, readings: Math.max(data.history.length, data.stats.devotionals_read ?? 0), now: new Date() });
  return (
    <div data-requires-session className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 font-serif text-3xl font-semibold text-stone-900 dark:text-stone-50">
            {greeting === 'welcome'
              ? name
                ? t('dashboard.welcomeNewName', { name })
                : t('dashboard.welcomeNew')
              : name
                ? t('dashboard.welcomeName', { name })
                : t('dashboard.welcome')}
            {data.isAdmin && (
              <span className="rounded-full bg-amber-100 px-3 py-1 font-sans text-xs font-semibold uppercase tracking-wide text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                {t('dashboard.admin')}
              </span>
            )}
          </h1>
          <p className={`mt-1 ${muted}`}>{t('dashboard.tagline')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={editionHref(t.locale, '/settings/')} className={secondaryButton}>
            {t('dashboard.settings')}
          </a>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              feedback.request();
              setFeedbackOpen(true);
            }}
          >
            {t('dashboard.shareFeedback')}
          </button>
          <KeepBookmarksOffline client={client} userId={userId} className={secondaryButton} />
          {data.isAdmin && (
            <a href="/admin/" className={primaryButton}>
              {t('dashboard.adminPanel')}
            </a>
          )}
        </div>
      </header>
      <ProfileBanner profile={data.profile} />
      <StatCards stats={data.stats} bookmarks={data.bookmarks} />
      <ReadingCalendar today={today} readDays={data.history.map((h) => h.read_on)} />
      {/* The cards below the calendar load when the reader scrolls to them. */}
      <WhenNear<DashboardCardsProps>
        load={() => import('./DashboardCards.tsx')}
        props={{ client, userId, today, data, series, practice, groups, onGoalsChange: () => void reload(client, userId) }}
        reserve="min-h-screen"
      />
      {feedback.Part && <feedback.Part client={client} open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />}
    </div>
  );
}
