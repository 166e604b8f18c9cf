/**
 * The daily e-mail (issue 21): the day's devotional with its title, passage and the passage's text, the first
 * paragraphs of the reflection, the memory verse, links to read it and to listen, and the cover; HTML and a
 * plain-text alternative, with the footer links every newsletter e-mail carries. The passage and the memory verse
 * are in the subscriber's translation where the BSB resolved them (issue 33), each naming its translation.
 */
import { longDate } from '@lib/display-date.ts';
import { transcriptParagraphs, type TranscriptParagraph } from '@lib/devotionals/transcript.ts';
import type { TranslationId } from '@lib/scripture/translations.ts';
import { escapeHtml } from '../_shared/email.ts';
import { DEFAULT_COVER_PATH, PREFERENCES_LINK_LABEL, siteAddress } from '../_shared/newsletter-links.ts';
import { emailScripture, type BsbDevotional, type QuotedVerse } from '../_shared/newsletter-scripture.ts';

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
}

/** How many of the reflection's paragraphs the e-mail carries before "Continue reading". */
export const OPENING_PARAGRAPHS = 2;

export function dailySubject(d: Pick<DailyDevotional, 'title'>): string {
  return `Today's devotional: ${d.title}`;
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
    /** The subscriber's translation (default the KJV the devotional stores). */
    translation?: TranslationId;
    /** The devotional in the BSB, when a BSB subscriber's e-mail is made and it resolved. */
    bsb?: BsbDevotional | null;
  },
): { subject: string; html: string; text: string } {
  const site = options.siteUrl.replace(/\/+$/, '');
  const readUrl = `${site}/devotional/${d.id}/`;
  const listenUrl = d.audioUrl ? siteAddress(site, d.audioUrl) : null;
  const cover = siteAddress(site, d.imageUrl || DEFAULT_COVER_PATH);
  const { paragraphs, more } = reflectionOpening(d.reflection);
  const scripture = emailScripture(d, options.translation ?? 'kjv', options.bsb ?? null);
  const subject = dailySubject(d);

  const text = [
    `${longDate(d.date)}`,
    d.title,
    '',
    scripture.heading,
    ...scripture.verses.map(plainVerse),
    '',
    ...paragraphs.flatMap((p) => [plain(p), '']),
    ...(more ? ['Continue reading on the site.', ''] : []),
    ...(scripture.memoryVerse ? [`Memory verse: ${scripture.memoryVerse}`, ''] : []),
    `Read: ${readUrl}`,
    ...(listenUrl ? [`Listen: ${listenUrl}`] : []),
    '',
    `${PREFERENCES_LINK_LABEL}: ${options.preferencesUrl}`,
    `Unsubscribe: ${options.unsubscribeUrl}`,
  ].join('\n');

  const e = escapeHtml;
  const body = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#fafaf9;font-family:system-ui,sans-serif;color:#1c1917">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto"><tr><td>
<p style="margin:0;color:#57534e;font-size:13px">${e(longDate(d.date))} · Reformed Devotionals</p>
<a href="${e(readUrl)}"><img src="${e(cover)}" alt="Cover illustration for “${e(d.title)}”" width="560" style="width:100%;max-width:560px;height:auto;border-radius:8px;margin-top:12px"></a>
<h1 style="font-family:Georgia,serif;font-size:26px;margin:16px 0 4px"><a href="${e(readUrl)}" style="color:#1c1917;text-decoration:none">${e(d.title)}</a></h1>
<p style="margin:0;color:#57534e">${e(scripture.heading)}</p>
${scripture.verses.length ? `<blockquote style="margin:16px 0;padding-left:12px;border-left:3px solid #d6d3d1;font-family:Georgia,serif;color:#44403c">${scripture.verses.map(htmlVerse).join('\n')}</blockquote>` : ''}
${paragraphs.map((p) => `<p style="margin:12px 0;line-height:1.6">${html(p)}</p>`).join('\n')}
${scripture.memoryVerse ? `<p style="margin:16px 0;font-style:italic;color:#44403c">Memory verse: ${e(scripture.memoryVerse)}</p>` : ''}
<p style="margin:20px 0"><a href="${e(readUrl)}" style="display:inline-block;padding:10px 20px;border-radius:999px;background:#1c1917;color:#fff;text-decoration:none">${more ? 'Continue reading' : 'Read the devotional'}</a>${
    listenUrl ? ` <a href="${e(listenUrl)}" style="margin-left:12px">Listen</a>` : ''
  }</p>
</td></tr>
<tr><td style="padding-top:24px;font-size:12px;color:#78716c">You receive this because you chose the daily e-mail from <a href="${e(site)}/">Reformed Devotionals</a>.
<a href="${e(options.preferencesUrl)}">${PREFERENCES_LINK_LABEL}</a> · <a href="${e(options.unsubscribeUrl)}">Unsubscribe</a></td></tr>
</table></body></html>`;
  return { subject, html: body, text };
}
