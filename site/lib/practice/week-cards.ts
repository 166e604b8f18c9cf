/** Build-time loading of the week's printable cards (lib/practice/week-cards.ts), with the anon key. */
import { weekCards, type WeekCards } from '@lib/practice/week-cards.ts';
import { devotionalPages } from '../devotional-page.ts';
import { sectionsOfConfession } from '../confessions.ts';
import { siteToday } from '../api.ts';

export async function loadWeekCards(): Promise<{ today: string; cards: WeekCards }> {
  const [today, pages, heidelberg, shorter] = await Promise.all([
    siteToday(),
    devotionalPages(),
    sectionsOfConfession('heidelberg-catechism'),
    sectionsOfConfession('westminster-shorter-catechism'),
  ]);
  const devotionals = pages.map(({ devotional }) => ({
    id: devotional.id,
    date: devotional.date,
    title: devotional.title,
    memoryVerse: devotional.memoryVerse,
    bsbMemoryVerse: devotional.bsb?.memoryVerse,
  }));
  return { today, cards: weekCards(today, devotionals, heidelberg, shorter) };
}
