/**
 * The part of the home page that depends on which day it is: today's hero, the 7-day strip and the recent-days
 * list. The build renders it for the build's today; the home script renders it again in the browser when the
 * reader's today (in the site time zone) is a different day. Both use these functions, so the markup cannot drift.
 */
import { addDays } from '@lib/dates.ts';
import { releasedOn, type ManifestEntry } from '../../lib/search/manifest.ts';
import { calendarDates } from '@lib/i18n/calendar-dates.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { escapeHtml } from '@lib/escape.ts';
import { referenceIn } from '@lib/scripture/book-names.ts';
import { editionHref } from '../../lib/i18n/edition-routes.ts';

/**
 * The words of the edition the view is rendered in: its locale and its "home.today.*" messages (the page hands them
 * to the browser's re-render in a data attribute, so no catalogue travels), and on a Dutch or Spanish page the
 * English devotional of the build's today, linked when the edition has no translation of it.
 */
export interface TodayCopy {
  locale: Locale;
  messages: Record<string, string>;
  english?: { date: string; id: string } | null;
}

function say(copy: TodayCopy, key: string, params: Record<string, string | number> = {}): string {
  const message = copy.messages[`home.today.${key}`] ?? key;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The today view's window: 3 days before today and 3 after. */
export const STRIP_DAYS_EACH_SIDE = 3;
/** The recent-days list: the last 3 days up to today. */
export const RECENT_DAYS_BEFORE_TODAY = 3;

export type StripDayState = 'released' | 'empty' | 'future';

export interface StripDay {
  date: string;
  isToday: boolean;
  /** released: links to its devotional; empty: a past day or today without one; future: dimmed, not clickable. */
  state: StripDayState;
  devotional: ManifestEntry | null;
}

export interface TodayView {
  today: string;
  hero: ManifestEntry | null;
  strip: StripDay[];
  /** Newest first. */
  recent: ManifestEntry[];
}

export function todayView(devotionals: ManifestEntry[], today: string): TodayView {
  const byDate = new Map<string, ManifestEntry>();
  // A page built on an earlier day must still hide what is in the reader's future; newest-first input
  // means the first entry of a date wins if two share one.
  for (const d of releasedOn(devotionals, today)) if (!byDate.has(d.date)) byDate.set(d.date, d);

  const strip: StripDay[] = [];
  for (let offset = -STRIP_DAYS_EACH_SIDE; offset <= STRIP_DAYS_EACH_SIDE; offset++) {
    const date = addDays(today, offset);
    const devotional = offset > 0 ? null : (byDate.get(date) ?? null);
    strip.push({ date, isToday: offset === 0, state: offset > 0 ? 'future' : devotional ? 'released' : 'empty', devotional });
  }

  const recent: ManifestEntry[] = [];
  for (let offset = 0; offset <= RECENT_DAYS_BEFORE_TODAY; offset++) {
    const d = byDate.get(addDays(today, -offset));
    if (d) recent.push(d);
  }

  return { today, hero: byDate.get(today) ?? null, strip, recent };
}

export function devotionalHref(id: string, locale: Locale = 'en'): string {
  return localePath(locale, `/devotional/${encodeURIComponent(id)}/`);
}

const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-amber-400 dark:focus-visible:ring-offset-stone-900';

/**
 * Where the hero's cover art stands: beside the text from md up; on a phone after the text, whose opening lines
 * stop at three, so today's title and its Listen Now are on the first screen. The art is decorative (alt="").
 */
const HERO_ART = 'order-last md:order-none md:col-span-2';

/** The cover, or a quiet gold-on-purple cross when there is none (no image from anywhere else). */
function heroImage(devotional: ManifestEntry | null): string {
  if (devotional?.image) {
    return `<img src="${escapeHtml(devotional.image)}" alt="" width="640" height="640" decoding="async" class="aspect-square h-full w-full object-cover" />`;
  }
  return `<div class="flex aspect-square h-full w-full items-center justify-center bg-gradient-to-br from-brand-700 via-brand-900 to-stone-900" data-testid="hero-fallback-image">
  <svg viewBox="0 0 120 120" class="h-1/2 w-1/2 text-amber-300/90" fill="none" stroke="currentColor" stroke-width="3" aria-hidden="true">
    <circle cx="60" cy="60" r="44" stroke-opacity=".35" />
    <path d="M60 26v68M40 48h40" stroke-linecap="round" />
    <path d="M30 92c10-8 20-10 30-10s20 2 30 10" stroke-opacity=".6" stroke-linecap="round" />
  </svg>
</div>`;
}

/** Under the title, the first lines of today's reflection, from its manifest entry (so the browser's re-render for another day has them too). */
/** A Dutch or Spanish day without a translation: it says so and links the day's English devotional. */
function untranslatedBody(copy: TodayCopy, englishId: string): string {
  return `<p class="mt-3 text-stone-600 dark:text-stone-300" data-testid="hero-no-translation">${escapeHtml(say(copy, 'noTranslation'))}</p>
<a href="${devotionalHref(englishId)}" hreflang="en" class="mt-6 inline-flex items-center gap-2 self-start rounded-full border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 dark:border-amber-300 dark:text-amber-200 dark:hover:bg-stone-800 ${focusRing}" data-testid="hero-english-link">${escapeHtml(say(copy, 'readEnglish'))}</a>`;
}

export function heroHtml(view: TodayView, copy: TodayCopy): string {
  const d = view.hero;
  const opening = d?.opening ?? '';
  const meta = d
    ? `<p class="mt-2 text-sm text-stone-600 dark:text-stone-300">${escapeHtml(say(copy, 'meta', { passage: referenceIn(copy.locale, d.passage), minutes: d.readingTime }))}</p>`
    : '';
  const title = escapeHtml(d ? d.title : say(copy, 'onItsWay'));
  const englishToday = copy.locale !== 'en' && copy.english?.date === view.today ? copy.english.id : null;
  const body = d
    ? `<a href="${devotionalHref(d.id, copy.locale)}" class="mt-6 inline-flex items-center gap-2 self-start rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-900 ${focusRing}">
  <svg viewBox="0 0 24 24" class="h-5 w-5" fill="currentColor" aria-hidden="true"><path d="M8 5.5v13l11-6.5z" /></svg>
  ${escapeHtml(say(copy, 'listen'))}
</a>`
    : englishToday
      ? untranslatedBody(copy, englishToday)
      : `<p class="mt-3 text-stone-600 dark:text-stone-300">${escapeHtml(say(copy, 'none'))}</p>
<a href="${editionHref(copy.locale, '/confessions/')}" class="mt-6 inline-flex items-center gap-2 self-start rounded-full border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 dark:border-amber-300 dark:text-amber-200 dark:hover:bg-stone-800 ${focusRing}">${escapeHtml(say(copy, 'readConfessions'))}</a>`;
  return `<article class="grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200 md:grid-cols-5 dark:bg-stone-900 dark:ring-stone-800" aria-labelledby="hero-title" data-testid="today-hero" data-date="${view.today}">
  <div class="${HERO_ART}">${heroImage(d)}</div>
  <div class="flex flex-col justify-center p-6 sm:p-8 md:col-span-3">
    <p class="text-xs font-semibold uppercase tracking-[0.2em] text-amber-700 dark:text-amber-300">${escapeHtml(say(copy, 'eyebrow'))}</p>
    <p class="mt-2 text-stone-600 dark:text-stone-300"><time datetime="${view.today}" data-testid="hero-date">${calendarDates(copy.locale).weekdayMonthDay(view.today)}</time></p>
    <h2 id="hero-title" class="mt-1 font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl dark:text-stone-50" data-testid="hero-title">${title}</h2>
    ${meta}
    ${d && opening ? `<p class="mt-3 line-clamp-3 font-serif leading-relaxed text-stone-700 md:line-clamp-none dark:text-stone-300" data-testid="hero-opening">${escapeHtml(opening)}</p>` : ''}
    ${body}
  </div>
</article>`;
}

function stripDayHtml(day: StripDay, copy: TodayCopy): string {
  const dates = calendarDates(copy.locale);
  const parts = { weekday: dates.shortWeekday(day.date), day: dates.dayOfMonth(day.date), month: dates.shortMonth(day.date), full: dates.longDate(day.date) };
  const inner = `<span class="text-xs font-medium uppercase tracking-wide">${parts.weekday}</span>
    <span class="font-serif text-2xl font-bold leading-none">${parts.day}</span>
    <span class="text-xs">${parts.month}</span>`;
  // relative: the visually hidden "not yet released" text is absolutely positioned; without a positioned parent it
  // escapes the strip's scroll box and widens the whole page on a phone.
  const base = 'relative flex w-16 flex-col items-center gap-1 rounded-2xl px-2 py-3 text-center sm:w-20';
  const current = day.isToday ? ' aria-current="date"' : '';
  const data = `data-date="${day.date}" data-state="${day.state}"`;
  if (day.state === 'released' && day.devotional) {
    const tone = day.isToday
      ? 'bg-brand-700 text-white shadow-md ring-2 ring-amber-400 hover:bg-brand-900'
      : 'bg-white text-stone-800 ring-1 ring-stone-200 hover:bg-brand-50 hover:ring-brand-600 dark:bg-stone-900 dark:text-stone-100 dark:ring-stone-700 dark:hover:bg-stone-800';
    const label = `${parts.full}${day.isToday ? say(copy, 'todaySuffix') : ''}: ${day.devotional.title}`;
    return `<li><a href="${devotionalHref(day.devotional.id, copy.locale)}" class="${base} ${tone} ${focusRing}" aria-label="${escapeHtml(label)}"${current} ${data}>${inner}</a></li>`;
  }
  if (day.state === 'future') {
    return `<li><span class="${base} cursor-not-allowed bg-stone-100 text-stone-600 opacity-60 dark:bg-stone-900 dark:text-stone-300" aria-disabled="true" ${data}>${inner}<span class="sr-only">${escapeHtml(say(copy, 'notReleased'))}</span></span></li>`;
  }
  const tone = day.isToday
    ? 'bg-brand-50 text-brand-900 ring-2 ring-amber-500 dark:bg-stone-800 dark:text-stone-50'
    : 'bg-stone-100 text-stone-700 dark:bg-stone-900 dark:text-stone-300';
  return `<li><span class="${base} ${tone}" ${data}${current}>${inner}<span class="sr-only">${escapeHtml(`${day.isToday ? say(copy, 'todaySuffix') : ''}${say(copy, 'noDevotional')}`)}</span></span></li>`;
}

export function stripHtml(view: TodayView, copy: TodayCopy): string {
  return `<ol class="flex snap-x gap-2 overflow-x-auto px-1 py-2 sm:justify-center sm:gap-3" data-testid="date-strip" data-today="${view.today}">
  ${view.strip.map((day) => stripDayHtml(day, copy)).join('\n  ')}
</ol>`;
}

export function recentHtml(view: TodayView, copy: TodayCopy): string {
  if (view.recent.length === 0) {
    return `<p class="rounded-2xl bg-white p-6 text-stone-600 ring-1 ring-stone-200 dark:bg-stone-900 dark:text-stone-300 dark:ring-stone-800" data-testid="recent-days-empty">${escapeHtml(say(copy, 'recentEmpty'))}</p>`;
  }
  const items = view.recent.map(
    (d) => `<li>
    <a href="${devotionalHref(d.id, copy.locale)}" class="flex items-center justify-between gap-4 px-5 py-4 hover:bg-brand-50 dark:hover:bg-stone-800 ${focusRing}" data-date="${d.date}">
      <span class="min-w-0">
        <span class="block truncate font-semibold text-stone-900 dark:text-stone-50">${escapeHtml(d.title)}</span>
        <span class="block text-sm text-stone-600 dark:text-stone-300">${escapeHtml(referenceIn(copy.locale, d.passage))}</span>
      </span>
      <time datetime="${d.date}" class="shrink-0 text-sm text-stone-600 dark:text-stone-300">${d.date === view.today ? escapeHtml(say(copy, 'today')) : calendarDates(copy.locale).monthDay(d.date)}</time>
    </a>
  </li>`,
  );
  return `<ul class="divide-y divide-stone-200 overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200 dark:divide-stone-800 dark:bg-stone-900 dark:ring-stone-800" data-testid="recent-days">
  ${items.join('\n  ')}
</ul>`;
}

/** Shown while the browser fetches the manifest for a day the build did not render (spec: the hero reads Loading...). */
export function heroSkeletonHtml(copy: TodayCopy): string {
  return `<div class="grid overflow-hidden rounded-3xl bg-white ring-1 ring-stone-200 md:grid-cols-5 dark:bg-stone-900 dark:ring-stone-800" aria-busy="true" data-testid="hero-skeleton">
  <div class="${HERO_ART} aspect-square animate-pulse bg-stone-200 dark:bg-stone-800"></div>
  <div class="flex flex-col justify-center gap-3 p-6 sm:p-8 md:col-span-3">
    <p class="text-stone-600 dark:text-stone-300">${escapeHtml(say(copy, 'loading'))}</p>
    <div class="h-4 w-40 animate-pulse rounded bg-stone-200 dark:bg-stone-800"></div>
    <div class="h-8 w-3/4 animate-pulse rounded bg-stone-200 dark:bg-stone-800"></div>
    <div class="h-10 w-36 animate-pulse rounded-full bg-stone-200 dark:bg-stone-800"></div>
  </div>
</div>`;
}
