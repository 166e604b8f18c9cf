/**
 * Build-time data for the group leader's guides (/groups/guide/): one guide per ISO week holding a released
 * devotional, and the current week's so far. Read with the anon key, so only released devotionals reach a guide.
 * Each edition's guides are drawn from its own devotionals, with the Heidelberg Catechism in the edition's
 * language where the library holds it (the Dutch edition's); what the library holds only in English is marked so.
 */
import { weekGuide, type GuideDevotional, type PassageText, type WeekGuide } from '@lib/groups/guide.ts';
import { resolvedPassageVerses, storedPassageVerses } from '@lib/groups/guide-text.ts';
import { translator } from '@lib/i18n/messages.ts';
import { editionBible } from '@lib/scripture/translations.ts';
import { isoWeekOf, weekKey, type IsoWeek } from '@lib/groups/iso-week.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { devotionalPages, type Devotional } from '../../data/build/devotionals.ts';
import { allConfessions, sectionsOfConfession } from '../../data/build/confessions.ts';
import { siteToday } from '../../data/build/api.ts';

export interface GuideArchive {
  today: string;
  current: WeekGuide;
  /** Every week with a released devotional, newest first (the current one included when it has one). */
  weeks: WeekGuide[];
  /** The language the guides' Heidelberg Catechism is in: the edition's where the library holds it, else English. */
  heidelbergLanguage: Locale;
}

const loading = new Map<Locale, Promise<GuideArchive>>();

export function loadGuides(locale: Locale = 'en'): Promise<GuideArchive> {
  let archive = loading.get(locale);
  if (!archive) loading.set(locale, (archive = readGuides(locale)));
  return archive;
}

async function readGuides(locale: Locale): Promise<GuideArchive> {
  const [today, pages, heidelberg, youngChildren, confessions] = await Promise.all([
    siteToday(),
    devotionalPages(locale),
    sectionsOfConfession('heidelberg-catechism', locale),
    sectionsOfConfession('catechism-for-young-children'),
    allConfessions(locale),
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
    // Another edition's devotional keeps its memory verse in the edition's Bible, shown alone.
    bsbMemoryVerse: locale === 'en' ? d.bsb?.memoryVerse : null,
    discussionQuestions: d.discussionQuestions,
    scripture: passageTexts(locale, d),
  }));
  const byWeek = new Map<string, IsoWeek>();
  for (const d of devotionals) if (d.date <= today) byWeek.set(weekKey(isoWeekOf(d.date)), isoWeekOf(d.date));
  const guide = (week: IsoWeek) => weekGuide(week, today, devotionals, heidelberg, youngChildren);
  const weeks = [...byWeek.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([, week]) => guide(week));
  const heidelbergLanguage = confessions.find((c) => c.slug === 'heidelberg-catechism')?.language === locale ? locale : 'en';
  return { today, current: guide(isoWeekOf(today)), weeks, heidelbergLanguage };
}

/**
 * A day's passage in every Bible the build holds it in, as its page carries them: the edition's own (the stored text:
 * the KJV in English, the Statenvertaling or the Reina-Valera 1909 in the other editions), then the English original's
 * KJV on a translated edition, then the BSB. The BSB is English, so a verse it omits is noted in English.
 */
function passageTexts(locale: Locale, d: Devotional): PassageText[] {
  const bsb: PassageText = { bible: 'bsb', verses: resolvedPassageVerses(d.bsb?.passage ?? [], translator('en')('devotional.omittedVerse')) };
  const own: PassageText = { bible: editionBible(locale), verses: storedPassageVerses(d.scriptureText) };
  if (locale === 'en') return [own, bsb];
  return [own, { bible: 'kjv', verses: storedPassageVerses(d.kjv?.passage ?? '') }, bsb];
}
