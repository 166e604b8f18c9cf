/**
 * What an edition calls a series: its title and description in the edition's language (public.series_titles) where
 * the console gave them, else the admins' English (public.series), which keeps its language so the page marks it
 * lang="en" and a screen reader reads it as English. Title and description fall back each on its own: an edition
 * may have a title before anyone has translated the description.
 */

/** A series as public.series holds it: the English title and description. */
export interface SeriesTextRow {
  title: string;
  description: string;
}

/** A row of public.series_titles: the series' title and description in one language. */
export interface SeriesTitleRow {
  language: string;
  title: string;
  description: string;
}

export interface EditionSeriesText {
  /** The title the edition shows. */
  title: string;
  /** The language `title` is written in: the edition's, or 'en' where the series has no title in it yet. */
  titleLanguage: string;
  /** The description the edition shows ('' where the series has none in any language). */
  description: string;
  /** The language `description` is written in. */
  descriptionLanguage: string;
}

/** The series' title and description as the `locale` edition shows them. */
export function seriesTextInEdition(series: SeriesTextRow, titles: readonly SeriesTitleRow[], locale: string): EditionSeriesText {
  const own = locale === 'en' ? undefined : titles.find((row) => row.language === locale);
  const title = own?.title.trim();
  const description = own?.description.trim();
  return {
    title: title || series.title,
    titleLanguage: title ? locale : 'en',
    description: description || series.description,
    descriptionLanguage: description ? locale : 'en',
  };
}
