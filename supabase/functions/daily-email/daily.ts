/**
 * The daily e-mail: the day's devotional with its title, passage and the passage's text, the first
 * paragraphs of the reflection, the memory verse, links to read it and to listen, and the cover; HTML and a
 * plain-text alternative, with the footer links every newsletter e-mail carries. The passage and the memory verse
 * are in the subscriber's Bible (issues 33 and 34: the KJV, the BSB where it resolved them, or a Dutch or Spanish
 * devotional's own Statenvertaling or Reina-Valera 1909), each naming it, the book named in the e-mail's language.
 */
import { editionDates } from '@lib/i18n/edition-dates.ts';
import { DEFAULT_LOCALE, type Locale } from '@lib/i18n/locales.ts';
import { translator } from '@lib/i18n/messages.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { transcriptParagraphs, type TranscriptParagraph } from '@lib/devotionals/transcript.ts';
import { referencesInProse } from '@lib/scripture/prose-references.ts';
import { editionBible, type BibleId } from '@lib/scripture/translations.ts';
import { escapeHtml } from '../_shared/email.ts';
import { DEFAULT_COVER_PATH, siteAddress } from '../_shared/newsletter-links.ts';
import { emailScripture, type BsbDevotional, type QuotedVerse, type StoredScripture } from '../_shared/newsletter-scripture.ts';

export interface DailyDevotional {
  id: string;
  date: string;
  title: string;
  passage: string;
  scriptureText: string | null;
  /** The reflection, Markdown paragraphs (devotionals.transcript). */
  reflection: string | null;
  memoryVerse: string | null;
  imageUrl: string | null;
  /** The narration, when the devotional has one (the default voice). */
  audioUrl: string | null;
  /** Its edition (default English): scriptureText and memoryVerse are in that edition's Bible. */
  language?: Locale;
  /** A translation's English original's KJV, for its subscribers who chose the KJV or the BSB. */
  kjv?: StoredScripture | null;
}

/** How many of the reflection's paragraphs the e-mail carries before "Continue reading". */
export const OPENING_PARAGRAPHS = 2;

export function dailySubject(d: Pick<DailyDevotional, 'title'>, language: Locale = DEFAULT_LOCALE): string {
  return translator(language)('email.daily.subject', { title: d.title });
}

/** The reflection's opening paragraphs and whether there is more of it on the site. */
export function reflectionOpening(markdown: string | null, count = OPENING_PARAGRAPHS): { paragraphs: TranscriptParagraph[]; more: boolean } {
  const all = transcriptParagraphs(markdown);
  return { paragraphs: all.slice(0, count), more: all.length > count };
}

const plain = (p: TranscriptParagraph) => p.map((run) => run.text).join('');
const plainVerse = (v: QuotedVerse) => (v.label ? `${v.label} ${v.text}` : v.text);
/** The BSB's note on an omitted verse in italics, so it does not read as Scripture. */
const htmlVerse = (v: QuotedVerse) =>
  `${v.label ? `<sup style="font-family:system-ui,sans-serif;font-size:11px;color:#78716c">${v.label}</sup> ` : ''}${
    v.omitted ? `<em style="font-family:system-ui,sans-serif;font-size:14px">${escapeHtml(v.text)}</em>` : escapeHtml(v.text)
  }`;
const html = (p: TranscriptParagraph) => p.map((run) => (run.emphasis ? `<em>${escapeHtml(run.text)}</em>` : escapeHtml(run.text))).join('');

export function renderDailyEmail(
  d: DailyDevotional,
  options: {
    siteUrl: string;
    unsubscribeUrl: string;
    preferencesUrl: string;
    /** The subscriber's Bible (default their edition's own: the KJV in English). */
    translation?: BibleId;
    /** The devotional in the BSB, when a BSB subscriber's e-mail is made and it resolved. */
    bsb?: BsbDevotional | null;
    /** The subscriber's language: the e-mail's words, dates and links to their edition. */
    language?: Locale;
    /** The devotional's own edition: `language`'s, or English when the day has no translation (then said so). */
    devotionalLanguage?: Locale;
  },
): { subject: string; html: string; text: string } {
  const language = options.language ?? DEFAULT_LOCALE;
  const devotionalLanguage = options.devotionalLanguage ?? d.language ?? language;
  const t = translator(language);
  const { longDate } = editionDates(language);
  const site = options.siteUrl.replace(/\/+$/, '');
  const readUrl = `${site}${localePath(devotionalLanguage, `/devotional/${d.id}/`)}`;
  const untranslated = devotionalLanguage !== language ? t('email.daily.english') : null;
  const preferencesLabel = t('email.preferences');
  const listenUrl = d.audioUrl ? siteAddress(site, d.audioUrl) : null;
  const coverUrl = siteAddress(site, d.imageUrl || DEFAULT_COVER_PATH);
  // A translated reflection's citations name their books in its language, as its page does.
  const { paragraphs, more } = reflectionOpening(d.reflection === null ? null : referencesInProse(devotionalLanguage, d.reflection));
  const scripture = emailScripture({ ...d, language: devotionalLanguage }, options.translation ?? editionBible(language), options.bsb ?? null, language);
  const subject = dailySubject(d, language);

  const text = [
    `${longDate(d.date)}`,
    ...(untranslated ? [untranslated, ''] : []),
    d.title,
    '',
    scripture.heading,
    ...scripture.verses.map(plainVerse),
    '',
    ...paragraphs.flatMap((p) => [plain(p), '']),
    ...(more ? [t('email.daily.continueOnSite'), ''] : []),
    ...(scripture.memoryVerse ? [t('email.daily.memoryVerse', { verse: scripture.memoryVerse }), ''] : []),
    `${t('email.daily.read')}: ${readUrl}`,
    ...(listenUrl ? [`${t('email.daily.listen')}: ${listenUrl}`] : []),
    '',
    `${preferencesLabel}: ${options.preferencesUrl}`,
    `${t('email.unsubscribe')}: ${options.unsubscribeUrl}`,
    ...(scripture.credit ? ['', scripture.credit.text] : []),
  ].join('\n');

  const e = escapeHtml;
  // What is quoted in another language than the e-mail's (an English devotional on a day without a translation, the
  // KJV a Dutch reader chose) is marked with its own, so a screen reader speaks it rightly and a reader sees why.
  const langOf = (quoted: Locale) => (quoted === language ? '' : ` lang="${quoted}"`);
  const cover = untranslated ? `alt="${e(d.title)}"${langOf(devotionalLanguage)}` : `alt="${e(t('email.daily.coverAlt', { title: d.title }))}"`;
  const memoryVerse = scripture.memoryVerse
    ? e(t('email.daily.memoryVerse', { verse: '\u0000' })).replace('\u0000', `<span${langOf(scripture.memoryVerseLanguage)}>${e(scripture.memoryVerse)}</span>`)
    : null;
  const body = `<!doctype html><html lang="${language}"><body style="margin:0;padding:24px;background:#fafaf9;font-family:system-ui,sans-serif;color:#1c1917">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto"><tr><td>
<p style="margin:0;color:#57534e;font-size:13px">${e(longDate(d.date))} · Reformed Devotionals</p>
${untranslated ? `<p style="margin:12px 0 0;padding:8px 12px;border-radius:8px;background:#fef3c7;color:#78350f;font-size:14px">${e(untranslated)}</p>` : ''}
<a href="${e(readUrl)}"><img src="${e(coverUrl)}" ${cover} width="560" style="width:100%;max-width:560px;height:auto;border-radius:8px;margin-top:12px"></a>
<h1 style="font-family:Georgia,serif;font-size:26px;margin:16px 0 4px"${langOf(devotionalLanguage)}><a href="${e(readUrl)}" style="color:#1c1917;text-decoration:none">${e(d.title)}</a></h1>
<p style="margin:0;color:#57534e">${e(scripture.heading)}</p>
${scripture.verses.length ? `<blockquote${langOf(scripture.versesLanguage)} style="margin:16px 0;padding-left:12px;border-left:3px solid #d6d3d1;font-family:Georgia,serif;color:#44403c">${scripture.verses.map(htmlVerse).join('\n')}</blockquote>` : ''}
${paragraphs.map((p) => `<p style="margin:12px 0;line-height:1.6"${langOf(devotionalLanguage)}>${html(p)}</p>`).join('\n')}
${memoryVerse ? `<p style="margin:16px 0;font-style:italic;color:#44403c">${memoryVerse}</p>` : ''}
<p style="margin:20px 0"><a href="${e(readUrl)}" style="display:inline-block;padding:10px 20px;border-radius:999px;background:#1c1917;color:#fff;text-decoration:none">${e(more ? t('email.daily.continueReading') : t('email.daily.readDevotional'))}</a>${
    listenUrl ? ` <a href="${e(listenUrl)}" style="margin-left:12px">${e(t('email.daily.listen'))}</a>` : ''
  }</p>
</td></tr>
<tr><td style="padding-top:24px;font-size:12px;color:#78716c">${e(t('email.daily.why'))} <a href="${e(site)}${localePath(language, '/')}">Reformed Devotionals</a>.
<a href="${e(options.preferencesUrl)}">${e(preferencesLabel)}</a> · <a href="${e(options.unsubscribeUrl)}">${e(t('email.unsubscribe'))}</a>${
    scripture.credit ? `<br><span${langOf(scripture.credit.language)} data-testid="bible-credit">${e(scripture.credit.text)}</span>` : ''
  }</td></tr>
</table></body></html>`;
  return { subject, html: body, text };
}
