/**
 * The weekly digest e-mail: the week's devotionals with title, passage, memory verse, cover and a link to each. The
 * memory verses are in the subscriber's translation where the BSB resolved them (issue 33), naming it.
 */
import { addDays } from '@lib/dates.ts';
import { monthDay, monthDayYear, weekdayMonthDay } from '@lib/display-date.ts';
import { escapeHtml } from '../_shared/email.ts';
import type { TranslationId } from '@lib/scripture/translations.ts';
import { DEFAULT_COVER_PATH, PREFERENCES_LINK_LABEL } from '../_shared/newsletter-links.ts';
import { emailScripture, type BsbDevotional } from '../_shared/newsletter-scripture.ts';

export interface DigestDevotional {
  id: string;
  date: string;
  title: string;
  passage: string;
  memoryVerse: string | null;
  imageUrl: string | null;
}

/**
 * The last day of the digest's week: the most recent Sunday on or before `today`. Weeks run Monday to Sunday, so
 * every run in the same week (a retry, a late schedule) means the same digest, and never a second one.
 */
export function weekEndFor(today: string): string {
  const day = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -day);
}

export function digestSubject(weekEnd: string): string {
  return `This week's devotionals: ${monthDay(addDays(weekEnd, -6))} – ${monthDayYear(weekEnd)}`;
}

export function renderDigest(
  devotionals: DigestDevotional[],
  options: {
    siteUrl: string;
    weekEnd: string;
    unsubscribeUrl: string;
    preferencesUrl: string;
    /** The subscriber's translation (default the KJV the devotionals store). */
    translation?: TranslationId;
    /** Each devotional in the BSB by id, when a BSB subscriber's e-mail is made. */
    bsb?: ReadonlyMap<string, BsbDevotional> | null;
  },
): { subject: string; html: string; text: string } {
  const site = options.siteUrl.replace(/\/+$/, '');
  const sorted = [...devotionals].sort((a, b) => a.date.localeCompare(b.date));
  const link = (d: DigestDevotional) => `${site}/devotional/${d.id}/`;
  const cover = (d: DigestDevotional) => (d.imageUrl && /^https?:\/\//.test(d.imageUrl) ? d.imageUrl : `${site}${d.imageUrl || DEFAULT_COVER_PATH}`);
  const memoryVerse = (d: DigestDevotional) =>
    emailScripture({ ...d, scriptureText: null }, options.translation ?? 'kjv', options.bsb?.get(d.id) ?? null).memoryVerse;
  const subject = digestSubject(options.weekEnd);
  const text = [
    "This week's devotionals from Reformed Devotionals",
    '',
    ...sorted.flatMap((d) => [
      `${weekdayMonthDay(d.date)}: ${d.title}`,
      `  ${d.passage}`,
      ...(d.memoryVerse ? [`  Memory verse: ${memoryVerse(d)}`] : []),
      `  Read: ${link(d)}`,
      '',
    ]),
    `${PREFERENCES_LINK_LABEL}: ${options.preferencesUrl}`,
    `Unsubscribe: ${options.unsubscribeUrl}`,
  ].join('\n');
  const items = sorted
    .map(
      (d) => `<tr><td style="padding:16px 0;border-bottom:1px solid #e7e5e4">
<a href="${escapeHtml(link(d))}"><img src="${escapeHtml(cover(d))}" alt="Cover illustration for “${escapeHtml(d.title)}”" width="560" style="width:100%;max-width:560px;height:auto;border-radius:8px"></a>
<p style="margin:12px 0 0;color:#57534e;font-size:13px">${escapeHtml(weekdayMonthDay(d.date))} · ${escapeHtml(d.passage)}</p>
<h2 style="margin:4px 0;font-family:Georgia,serif;font-size:22px"><a href="${escapeHtml(link(d))}" style="color:#1c1917;text-decoration:none">${escapeHtml(d.title)}</a></h2>
${d.memoryVerse ? `<p style="margin:8px 0;font-style:italic;color:#44403c">${escapeHtml(memoryVerse(d)!)}</p>` : ''}
<p style="margin:8px 0 0"><a href="${escapeHtml(link(d))}">Read the devotional</a></p>
</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#fafaf9;font-family:system-ui,sans-serif;color:#1c1917">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto"><tr><td>
<h1 style="font-family:Georgia,serif;font-size:26px;margin:0 0 8px">This week's devotionals</h1>
<p style="margin:0;color:#57534e">Rooted in Grace. Growing Daily.</p></td></tr>
${items}
<tr><td style="padding-top:24px;font-size:12px;color:#78716c">You receive this because you confirmed your sign-up at <a href="${escapeHtml(site)}/">Reformed Devotionals</a>.
<a href="${escapeHtml(options.preferencesUrl)}">${PREFERENCES_LINK_LABEL}</a> · <a href="${escapeHtml(options.unsubscribeUrl)}">Unsubscribe</a></td></tr>
</table></body></html>`;
  return { subject, html, text };
}
