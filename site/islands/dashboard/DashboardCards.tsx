/**
 * The dashboard's cards below the reading calendar (goals, achievements, history, bookmarked confessions, series,
 * memory practice, groups), which the page loads when the reader scrolls to them (../on-demand.tsx).
 */
import type { PageClient } from '../../data/client/types.ts';
import type { DashboardData } from '../../data/dashboard/load-dashboard.ts';
import type { StartedSeries } from '../../data/dashboard/series-progress.ts';
import type { PracticeSummary } from '../../data/dashboard/practice-summary.ts';
import type { MyGroup } from '../../data/groups/my-groups.ts';
import type { Outcome } from '../../lib/groups/outcome.ts';
import ReadingGoals from './ReadingGoals.tsx';
import Achievements from './Achievements.tsx';
import HistoryCard from './HistoryCard.tsx';
import SectionsCard from './SectionsCard.tsx';
import SeriesProgressCard from './SeriesProgressCard.tsx';
import PracticeCard from './PracticeCard.tsx';
import GroupsCard from './GroupsCard.tsx';

export interface DashboardCardsProps {
  client: PageClient;
  userId: string;
  today: string;
  data: DashboardData;
  series: StartedSeries[];
  practice: PracticeSummary;
  groups: Outcome<MyGroup[]> | null;
  /** Reads the dashboard again after the reader changed a goal. */
  onGoalsChange: () => void;
}

export default function DashboardCards({ client, userId, today, data, series, practice, groups, onGoalsChange }: DashboardCardsProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ReadingGoals client={client} userId={userId} today={today} onChange={onGoalsChange} />
      <Achievements achievements={data.achievements} />
      <HistoryCard history={data.history} />
      <SectionsCard sections={data.sections} editionNames={data.editionNames} />
      {series.length > 0 && <SeriesProgressCard series={series} />}
      <PracticeCard summary={practice} />
      <GroupsCard groups={groups} />
    </div>
  );
}
