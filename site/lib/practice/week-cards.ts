/** Build-time loading of the week's printable cards (lib/practice/week-cards.ts), with the anon key. */
import { weekCards, type WeekCards } from '@lib/practice/week-cards.ts';
import { devotionalPages } from '../devotional-page.ts';
import { allConfessions, confessionSections, type ConfessionSection } from '../confessions.ts';
import { siteToday } from '../api.ts';

async function sectionsOf(slug: string): Promise<ConfessionSection[]> {
  const confession = (await allConfessions()).find((c) => c.slug === slug);
  return confession ? confessionSections(confession.id) : [];
}

export async function loadWeekCards(): Promise<{ today: string; cards: WeekCards }> {
  const [today, pages, heidelberg, shorter] = await Promise.all([
    siteToday(),
    devotionalPages(),
    sectionsOf('heidelberg-catechism'),
    sectionsOf('westminster-shorter-catechism'),
  ]);
  const devotionals = pages.map(({ devotional }) => ({
    id: devotional.id,
    date: devotional.date,
    title: devotional.title,
    memoryVerse: devotional.memoryVerse,
  }));
  return { today, cards: weekCards(today, devotionals, heidelberg, shorter) };
}
