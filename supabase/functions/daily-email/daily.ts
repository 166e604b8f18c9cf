/**
 * The daily e-mail (issue 21): the day's devotional with its title, passage and the passage's text, the first
 * paragraphs of the reflection, the memory verse, links to read it and to listen, and the cover; HTML and a
 * plain-text alternative, with the footer links every newsletter e-mail carries.
 */
import { longDate } from '@lib/display-date.ts';
import { transcriptParagraphs, type TranscriptParagraph } from '@lib/devotionals/transcript.ts';
import { escapeHtml } from '../_shared/email.ts';
import { DEFAULT_COVER_PATH, siteAddress } from '../_shared/newsletter-links.ts';

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
const html = (p: TranscriptParagraph) => p.map((run) => (run.emphasis ? `<em>${escapeHtml(run.text)}</em>` : escapeHtml(run.text))).join('');

export function renderDailyEmail(
  d: DailyDevotional,
  options: { siteUrl: string; unsubscribeUrl: string; preferencesUrl: string },
): { subject: string; html: string; text: string } {
  const site = options.siteUrl.replace(/\/+$/, '');
  const readUrl = `${site}/devotional/${d.id}/`;
  const listenUrl = d.audioUrl ? siteAddress(site, d.audioUrl) : null;
  const cover = siteAddress(site, d.imageUrl || DEFAULT_COVER_PATH);
  const { paragraphs, more } = reflectionOpening(d.reflection);
  const scripture = d.scriptureText?.trim() ?? '';
  const subject = dailySubject(d);

  const text = [
    `${longDate(d.date)}`,
    d.title,
    '',
    d.passage,
    ...(scripture ? [scripture] : []),
    '',
    ...paragraphs.flatMap((p) => [plain(p), '']),
    ...(more ? ['Continue reading on the site.', ''] : []),
    ...(d.memoryVerse ? [`Memory verse: ${d.memoryVerse}`, ''] : []),
    `Read: ${readUrl}`,
    ...(listenUrl ? [`Listen: ${listenUrl}`] : []),
    '',
    `Daily or weekly: ${options.preferencesUrl}`,
    `Unsubscribe: ${options.unsubscribeUrl}`,
  ].join('\n');

  const e = escapeHtml;
  const body = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#fafaf9;font-family:system-ui,sans-serif;color:#1c1917">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto"><tr><td>
<p style="margin:0;color:#57534e;font-size:13px">${e(longDate(d.date))} · Reformed Devotionals</p>
<a href="${e(readUrl)}"><img src="${e(cover)}" alt="Cover illustration for “${e(d.title)}”" width="560" style="width:100%;max-width:560px;height:auto;border-radius:8px;margin-top:12px"></a>
<h1 style="font-family:Georgia,serif;font-size:26px;margin:16px 0 4px"><a href="${e(readUrl)}" style="color:#1c1917;text-decoration:none">${e(d.title)}</a></h1>
<p style="margin:0;color:#57534e">${e(d.passage)}</p>
${scripture ? `<blockquote style="margin:16px 0;padding-left:12px;border-left:3px solid #d6d3d1;font-family:Georgia,serif;color:#44403c">${e(scripture)}</blockquote>` : ''}
${paragraphs.map((p) => `<p style="margin:12px 0;line-height:1.6">${html(p)}</p>`).join('\n')}
${d.memoryVerse ? `<p style="margin:16px 0;font-style:italic;color:#44403c">Memory verse: ${e(d.memoryVerse)}</p>` : ''}
<p style="margin:20px 0"><a href="${e(readUrl)}" style="display:inline-block;padding:10px 20px;border-radius:999px;background:#1c1917;color:#fff;text-decoration:none">${more ? 'Continue reading' : 'Read the devotional'}</a>${
    listenUrl ? ` <a href="${e(listenUrl)}" style="margin-left:12px">Listen</a>` : ''
  }</p>
</td></tr>
<tr><td style="padding-top:24px;font-size:12px;color:#78716c">You receive this because you chose the daily e-mail from <a href="${e(site)}/">Reformed Devotionals</a>.
<a href="${e(options.preferencesUrl)}">Daily or weekly</a> · <a href="${e(options.unsubscribeUrl)}">Unsubscribe</a></td></tr>
</table></body></html>`;
  return { subject, html: body, text };
}
