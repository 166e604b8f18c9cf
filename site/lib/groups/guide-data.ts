/**
 * Build-time data for the group leader's guides (/groups/guide/): one guide per ISO week holding a released
 * devotional, and the current week's so far. Read with the anon key, so only released devotionals reach a guide.
 */
import { weekGuide, type GuideDevotional, type WeekGuide } from '@lib/groups/guide.ts';
import { isoWeekOf, weekKey, type IsoWeek } from '@lib/groups/iso-week.ts';
import { devotionalPages } from '../devotional-page.ts';
import { sectionsOfConfession } from '../confessions.ts';
import { siteToday } from '../api.ts';

export interface GuideArchive {
  today: string;
  current: WeekGuide;
  /** Every week with a released devotional, newest first (the current one included when it has one). */
  weeks: WeekGuide[];
}

let loading: Promise<GuideArchive> | undefined;

export function loadGuides(): Promise<GuideArchive> {
  loading ??= (async () => {
    const [today, pages, heidelberg, youngChildren] = await Promise.all([
      siteToday(),
      devotionalPages(),
      sectionsOfConfession('heidelberg-catechism'),
      sectionsOfConfession('catechism-for-young-children'),
    ]);
    const devotionals: GuideDevotional[] = pages.map(({ devotional: d }) => ({
      id: d.id,
      date: d.date,
      title: d.title,
      passage: d.passage,
      focus: d.focus,
      transcript: d.transcript,
      prayer: d.prayer,
      memoryVerse: d.memoryVerse,
      bsbMemoryVerse: d.bsb?.memoryVerse,
      discussionQuestions: d.discussionQuestions,
    }));
    const byWeek = new Map<string, IsoWeek>();
    for (const d of devotionals) if (d.date <= today) byWeek.set(weekKey(isoWeekOf(d.date)), isoWeekOf(d.date));
    const guide = (week: IsoWeek) => weekGuide(week, today, devotionals, heidelberg, youngChildren);
    const weeks = [...byWeek.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([, week]) => guide(week));
    return { today, current: guide(isoWeekOf(today)), weeks };
  })();
  return loading;
}
