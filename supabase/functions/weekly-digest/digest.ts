/**
 * The weekly digest e-mail: the week's devotionals with title, passage, memory verse, cover and a link to each. The
 * memory verses are in the subscriber's Bible (issues 33 and 34: the KJV, the BSB where it resolved them, or a Dutch
 * or Spanish devotional's own Statenvertaling or Reina-Valera 1909), naming it; books are named in the e-mail's language.
 */
import { addDays } from '@lib/dates.ts';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '@lib/i18n/locales.ts';
import { translator } from '@lib/i18n/messages.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { escapeHtml } from '../_shared/email.ts';
import { editionBible, type BibleId } from '@lib/scripture/translations.ts';
import { referenceIn } from '@lib/scripture/book-names.ts';
import { DEFAULT_COVER_PATH } from '../_shared/newsletter-links.ts';
import { emailScripture, type BsbDevotional, type StoredScripture } from '../_shared/newsletter-scripture.ts';

export interface DigestDevotional {
  id: string;
  date: string;
  title: string;
  passage: string;
  memoryVerse: string | null;
  imageUrl: string | null;
  /** The devotional's edition: a subscriber's own, or English on a day without a translation. */
  language?: Locale;
  /** A translation's English original's KJV, for its subscribers who chose the KJV or the BSB. */
  kjv?: StoredScripture | null;
}

/** A calendar date in a language ("November 26", "26 november"), in UTC as lib/display-date.ts writes them. */
function calendar(language: Locale, options: Intl.DateTimeFormatOptions): (date: string) => string {
  const format = new Intl.DateTimeFormat(INTL_LOCALES[language], { ...options, timeZone: 'UTC' });
  return (date) => format.format(new Date(`${date}T00:00:00Z`));
}

/**
 * The week a subscriber of `language` reads: each day of the English edition's week in their language
 * where that edition published it, else the English devotional (marked "in English").
 */
export function weekInLanguage(all: DigestDevotional[], language: Locale): DigestDevotional[] {
  const english = all.filter((d) => (d.language ?? DEFAULT_LOCALE) === DEFAULT_LOCALE);
  if (language === DEFAULT_LOCALE) return english;
  return english.map((d) => all.find((other) => other.language === language && other.date === d.date) ?? d);
}

/**
 * The last day of the digest's week: the most recent Sunday on or before `today`. Weeks run Monday to Sunday, so
 * every run in the same week (a retry, a late schedule) means the same digest, and never a second one.
 */
export function weekEndFor(today: string): string {
  const day = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -day);
}

export function digestSubject(weekEnd: string, language: Locale = DEFAULT_LOCALE): string {
  const monthDay = calendar(language, { month: 'long', day: 'numeric' });
  const monthDayYear = calendar(language, { month: 'long', day: 'numeric', year: 'numeric' });
  return translator(language)('email.digest.subject', { from: monthDay(addDays(weekEnd, -6)), to: monthDayYear(weekEnd) });
}

export function renderDigest(
  devotionals: DigestDevotional[],
  options: {
    siteUrl: string;
    weekEnd: string;
    unsubscribeUrl: string;
    preferencesUrl: string;
    /** The subscriber's Bible (default their edition's own: the KJV in English). */
    translation?: BibleId;
    /** Each devotional in the BSB by id, when a BSB subscriber's e-mail is made. */
    bsb?: ReadonlyMap<string, BsbDevotional> | null;
    /** The subscriber's language: the e-mail's words and dates. */
    language?: Locale;
  },
): { subject: string; html: string; text: string } {
  const language = options.language ?? DEFAULT_LOCALE;
  const t = translator(language);
  const weekdayMonthDay = calendar(language, { weekday: 'long', month: 'long', day: 'numeric' });
  const site = options.siteUrl.replace(/\/+$/, '');
  const sorted = [...devotionals].sort((a, b) => a.date.localeCompare(b.date));
  const link = (d: DigestDevotional) => `${site}${localePath(d.language ?? DEFAULT_LOCALE, `/devotional/${d.id}/`)}`;
  const inEnglish = (d: DigestDevotional) => ((d.language ?? DEFAULT_LOCALE) !== language ? ` ${t('email.digest.inEnglish')}` : '');
  const cover = (d: DigestDevotional) => (d.imageUrl && /^https?:\/\//.test(d.imageUrl) ? d.imageUrl : `${site}${d.imageUrl || DEFAULT_COVER_PATH}`);
  const translation = options.translation ?? editionBible(language);
  const passage = (d: DigestDevotional) => referenceIn(language, d.passage);
  const scripture = (d: DigestDevotional) => emailScripture({ ...d, scriptureText: null }, translation, options.bsb?.get(d.id) ?? null, language);
  const memoryVerse = (d: DigestDevotional) => scripture(d).memoryVerse;
  // A title or verse in another language than the e-mail's (an English day, the KJV) is marked with its own.
  const langOf = (quoted: Locale) => (quoted === language ? '' : ` lang="${quoted}"`);
  const alt = (d: DigestDevotional) =>
    inEnglish(d) ? `alt="${escapeHtml(d.title)}"${langOf(d.language ?? DEFAULT_LOCALE)}` : `alt="${escapeHtml(t('email.daily.coverAlt', { title: d.title }))}"`;
  const subject = digestSubject(options.weekEnd, language);
  // The credit a quoted Bible's licence asks for (the Bíblia Livre's), once in the footer.
  const credit =
    sorted
      .filter((d) => d.memoryVerse)
      .map((d) => scripture(d).credit)
      .find((c) => c) ?? null;
  const text = [
    t('email.digest.intro'),
    '',
    ...sorted.flatMap((d) => [
      `${weekdayMonthDay(d.date)}: ${d.title}${inEnglish(d)}`,
      `  ${passage(d)}`,
      ...(d.memoryVerse ? [`  ${t('email.daily.memoryVerse', { verse: memoryVerse(d) ?? '' })}`] : []),
      `  ${t('email.daily.read')}: ${link(d)}`,
      '',
    ]),
    `${t('email.preferences')}: ${options.preferencesUrl}`,
    `${t('email.unsubscribe')}: ${options.unsubscribeUrl}`,
    ...(credit ? ['', credit.text] : []),
  ].join('\n');
  const items = sorted
    .map(
      (d) => `<tr><td style="padding:16px 0;border-bottom:1px solid #e7e5e4">
<a href="${escapeHtml(link(d))}"><img src="${escapeHtml(cover(d))}" ${alt(d)} width="560" style="width:100%;max-width:560px;height:auto;border-radius:8px"></a>
<p style="margin:12px 0 0;color:#57534e;font-size:13px">${escapeHtml(weekdayMonthDay(d.date))} · ${escapeHtml(passage(d))}</p>
<h2 style="margin:4px 0;font-family:Georgia,serif;font-size:22px"><a href="${escapeHtml(link(d))}" style="color:#1c1917;text-decoration:none"${langOf(d.language ?? DEFAULT_LOCALE)}>${escapeHtml(d.title)}</a>${escapeHtml(inEnglish(d))}</h2>
${d.memoryVerse ? `<p style="margin:8px 0;font-style:italic;color:#44403c"${langOf(scripture(d).memoryVerseLanguage)}>${escapeHtml(memoryVerse(d)!)}</p>` : ''}
<p style="margin:8px 0 0"><a href="${escapeHtml(link(d))}">${escapeHtml(t('email.daily.readDevotional'))}</a></p>
</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;padding:24px;background:#fafaf9;font-family:system-ui,sans-serif;color:#1c1917">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto"><tr><td>
<h1 style="font-family:Georgia,serif;font-size:26px;margin:0 0 8px">${escapeHtml(t('email.digest.heading'))}</h1>
<p style="margin:0;color:#57534e">${escapeHtml(t('email.digest.tagline'))}</p></td></tr>
${items}
<tr><td style="padding-top:24px;font-size:12px;color:#78716c">${escapeHtml(t('email.digest.why'))} <a href="${escapeHtml(site)}${localePath(language, '/')}">Reformed Devotionals</a>.
<a href="${escapeHtml(options.preferencesUrl)}">${escapeHtml(t('email.preferences'))}</a> · <a href="${escapeHtml(options.unsubscribeUrl)}">${escapeHtml(t('email.unsubscribe'))}</a>${
    credit ? `<br><span${langOf(credit.language)} data-testid="bible-credit">${escapeHtml(credit.text)}</span>` : ''
  }</td></tr>
</table></body></html>`;
  return { subject, html, text };
}
