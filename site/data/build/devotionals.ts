/**
 * Build-time data for the devotional pages (/devotional/{id}/): every released devotional with its tags and
 * confessional references (each with its section and that section's confession), read table by table and paged only
 * because hosted PostgREST caps a response at max_rows, and the long texts of the rows changed since the last build
 * (./released-rows.ts). Never one request per page: a ten-year archive is 3,650 pages.
 * Read with the anon key, so row-level security has already removed drafts and future dates.
 */
import { neighboursByDate } from '@lib/devotionals/navigation.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { apiConfig, buildClient, siteToday } from './api.ts';
import { readReleased, type Citation, type ReleasedRead } from './released-rows.ts';
import { bsbFor } from '../../lib/scripture/bsb.ts';
import { withEditionReferences } from '../../lib/edition-references.ts';
import { CHECKED_DAYS, shownCover } from './stored-covers.ts';
import { fallbackArtUrl } from '@lib/covers/fallback-art.ts';
import { settled } from '../../lib/incremental/cache-key.ts';
import { toDevotional, type Devotional, type DevotionalLink, type DevotionalPage, type DevotionalRow } from '../../lib/devotional-row.ts';

export { DEFAULT_DEVOTIONAL_IMAGE, type Devotional, type DevotionalLink, type DevotionalPage } from '../../lib/devotional-row.ts';

let readOnce: Promise<ReleasedRead> | undefined;

function released(): Promise<ReleasedRead> {
  readOnce ??= (async () => {
    const client = buildClient();
    const api = apiConfig();
    return client && api ? readReleased(client, api.url) : { rows: [], citations: [] };
  })();
  return readOnce;
}

/**
 * Every edition's released devotionals as rows of DEVOTIONAL_SELECT, newest first then by id, read once per build
 * (./released-rows.ts): the pages, the manifests and the feeds all take their texts from here.
 */
export async function releasedRows(): Promise<DevotionalRow[]> {
  return (await released()).rows;
}

/** Every confessional reference of the released devotionals, by the section's document, in the order of the references' ids. */
export async function releasedCitations(): Promise<Citation[]> {
  return (await released()).citations;
}

async function loadReleasedDevotionals(): Promise<Devotional[]> {
  const devotionals = (await releasedRows()).map(toDevotional);
  const english = new Map(devotionals.filter((d) => d.language === 'en').map((d) => [d.translationGroup, d]));
  return Promise.all(
    devotionals.map(async (devotional) => {
      const original = devotional.language === 'en' ? undefined : english.get(devotional.translationGroup);
      // A translation's English Bibles are its original's: the KJV it stores and the BSB of its English references
      // (a translation's memory verse names its book in its own language, which the English Bibles do not parse).
      if (original) return { ...devotional, bsb: await bsbFor(original), kjv: { passage: original.scriptureText, memoryVerse: original.memoryVerse } };
      return { ...devotional, bsb: await bsbFor(devotional) };
    }),
  );
}

/** The newest days' covers as the site may show them: a blank or missing one gives way (./stored-covers.ts). */
function withShownCovers(released: Devotional[]): Promise<Devotional[]> {
  return Promise.all(
    released.map(async (devotional, index) => {
      if (index >= CHECKED_DAYS) return devotional;
      const art = fallbackArtUrl({ title: devotional.title, passage: devotional.passage, doctrine: devotional.keyDoctrine, date: devotional.date });
      const [artUrl, imageUrl] = await Promise.all([shownCover(devotional.artUrl, art), shownCover(devotional.imageUrl, null)]);
      return artUrl === devotional.artUrl && imageUrl === devotional.imageUrl ? devotional : { ...devotional, artUrl, imageUrl };
    }),
  );
}

let everyEdition: Promise<Devotional[]> | undefined;
const pages = new Map<Locale, Promise<DevotionalPage[]>>();

/** Every edition's released devotionals, read once per build. */
function releasedInEveryEdition(): Promise<Devotional[]> {
  everyEdition ??= (async () => {
    const [today, all] = await Promise.all([siteToday(), loadReleasedDevotionals()]);
    // The policy already hides later dates; filtering again keeps every page and every link on one "today".
    return all.filter((d) => d.date <= today);
  })();
  return everyEdition;
}

/**
 * One entry per released devotional of an edition (English unless told), newest first, with its neighbours by the
 * spec's rules (within the edition) and its released translations.
 */
export function devotionalPages(locale: Locale = 'en'): Promise<DevotionalPage[]> {
  let edition = pages.get(locale);
  if (!edition) {
    edition = (async () => {
      const [today, all] = await Promise.all([siteToday(), releasedInEveryEdition()]);
      const groups = new Map<string, Partial<Record<Locale, string>>>();
      for (const d of all) groups.set(d.translationGroup, { ...groups.get(d.translationGroup), [d.language]: d.id });
      // The edition's pages, cards and practice items name the books its prose cites in its language.
      const released = await withShownCovers(all.filter((d) => d.language === locale).map(withEditionReferences));
      const link = (d: Devotional | null): DevotionalLink | null => (d ? { id: d.id, title: d.title, date: d.date } : null);
      const neighbours = neighboursByDate(released, today);
      // Settled: the pages of a day render it as it is now, and their keys name it by one digest (cache-key.ts).
      return released.map((devotional) => {
        const { previous, next } = neighbours(devotional.date);
        return settled({
          devotional: settled(devotional),
          translations: groups.get(devotional.translationGroup) ?? {},
          previous: link(previous),
          next: link(next),
        });
      });
    })();
    pages.set(locale, edition);
  }
  return edition;
}
