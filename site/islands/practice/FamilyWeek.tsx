/**
 * /practice/family/: a parent's view of the family's week (lib/practice/family-week.ts). For each learner, the days
 * they practised this week, what they reviewed in it and what is due today; then the family's week on one printed
 * page: the week's memory verse (in the reader's Bible) and, for each catechism the children learn by their age,
 * the week's questions with their answers and who learns them. Read through supabase-js: row-level security gives
 * the reader only their own learners and progress. Every word is a "practice.family." or "practice.app." message.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '@lib/i18n/locales.ts';
import { INTL_LOCALES } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { todayIn } from '@lib/dates.ts';
import { calendarDates } from '@lib/i18n/calendar-dates.ts';
import { familyCatechisms, familyWeek, weekOf, type FamilyCatechism, type LearnerWeek } from '@lib/practice/family-week.ts';
import { inWeek } from '@lib/practice/catechism-schedule.ts';
import { itemInTranslation, itemLanguage } from '@lib/practice/translation.ts';
import { TRANSLATIONS } from '@lib/scripture/translations.ts';
import type { PracticeItem, ProgressRecord } from '@lib/practice/types.ts';
import { collection, itemsByKey } from '../../lib/practice/item-files.ts';
import { ageBandLabel } from '../../lib/practice/labels.ts';
import { card, cardTitle, muted, primaryButton, textLink } from '../../lib/dashboard/ui.ts';
import { IslandMessages, useT } from '../i18n/IslandMessages.tsx';
import { problem, signedInClient } from './pageClient.ts';
import { listLearners } from '../../data/practice/remote.ts';
import { familyWeekRows } from '../../data/practice/family-week.ts';
import { useReaderTranslation } from './useReaderTranslation.ts';

export default function FamilyWeek({ timeZone, locale, messages }: { timeZone: string; locale: Locale; messages: Record<string, string> }) {
  return (
    <IslandMessages locale={locale} messages={messages}>
      <Week timeZone={timeZone} />
    </IslandMessages>
  );
}

interface Ready {
  status: 'ready';
  today: string;
  weeks: LearnerWeek[];
  items: Map<string, PracticeItem>;
  verse: PracticeItem | null;
  catechisms: Array<FamilyCatechism & { questions: PracticeItem[] }>;
}

type State = { status: 'loading' } | { status: 'signedOut' } | { status: 'failed'; message: string } | Ready;

async function load(timeZone: string): Promise<State> {
  const now = new Date();
  const today = todayIn(timeZone, now);
  const client = await signedInClient();
  if (!client) return { status: 'signedOut' };
  const { first, last } = weekOf(today);
  const [learners, rows] = await Promise.all([listLearners(client), familyWeekRows(client, first, last)]);
  const weeks = familyWeek(learners, rows.records, rows.days, today, now, timeZone);
  const groups = familyCatechisms(learners, today);
  const keys = weeks.flatMap((week) => [...week.practised, ...week.due, ...week.fresh].map((record) => record.itemKey));
  const [items, verses, ...files] = await Promise.all([itemsByKey(keys), collection('verses'), ...groups.map((group) => collection(group.slug))]);
  const verse = (verses?.items ?? []).filter((item) => item.date !== undefined && item.date <= today).sort((a, b) => (a.date! < b.date! ? 1 : -1))[0] ?? null;
  const catechisms = groups.map((group, i) => ({
    ...group,
    questions: (files[i]?.items ?? []).filter((item) => inWeek(group.week, item.number)).sort((a, b) => a.number - b.number),
  }));
  return { status: 'ready', today, weeks, items, verse, catechisms };
}

function Week({ timeZone }: { timeZone: string }) {
  const t = useT();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    load(timeZone).then(setState, async (failure: unknown) => setState({ status: 'failed', message: await problem(t, failure) }));
  }, [timeZone, t]);

  if (state.status === 'loading')
    return (
      <p className={`text-lg ${muted}`} aria-busy="true">
        {t('practice.family.loading')}
      </p>
    );
  if (state.status === 'failed')
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
        {state.message}
      </p>
    );
  if (state.status === 'signedOut')
    return (
      <p className="text-lg">
        {t('practice.family.signedOut')}{' '}
        <a className={textLink} href={localePath(t.locale, '/auth/')}>
          {t('practice.family.signIn')}
        </a>
      </p>
    );
  if (state.weeks.length === 0)
    return (
      <p className="text-lg">
        {t('practice.family.noLearners')}{' '}
        <a className={textLink} href={localePath(t.locale, '/practice/')}>
          {t('practice.family.toPractice')}
        </a>
      </p>
    );
  return <Ready state={state} />;
}

function Ready({ state }: { state: Ready }) {
  const t = useT();
  const dates = calendarDates(t.locale);
  const { first } = weekOf(state.today);
  return (
    <div className="space-y-8" data-family-week>
      <p className="text-lg print:hidden">
        <time dateTime={first}>{t('practice.family.weekOf', { date: dates.monthDayYear(first) })}</time>
      </p>
      <div className="space-y-6 print:hidden">
        {state.weeks.map((week) => (
          <LearnerSection key={week.learner.id} week={week} items={state.items} />
        ))}
      </div>
      <PrintableWeek state={state} />
    </div>
  );
}

function LearnerSection({ week, items }: { week: LearnerWeek; items: Map<string, PracticeItem> }) {
  const t = useT();
  const intl = INTL_LOCALES[t.locale];
  const weekday = new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' });
  const id = `learner-${week.learner.id}`;
  // Items this edition's files do not have (an English-only devotional's verse on /nl/) are practised elsewhere.
  const named = (records: ProgressRecord[]) =>
    records.flatMap((record) => {
      const item = items.get(record.itemKey);
      return item ? [{ record, item }] : [];
    });
  const practised = named(week.practised);
  const due = [...named(week.due), ...named(week.fresh)];
  const line = (item: PracticeItem) => <span lang={itemLanguage(item) === t.locale ? undefined : itemLanguage(item)}>{item.prompt}</span>;
  return (
    <section aria-labelledby={id} className={`${card} space-y-4`} data-testid="family-learner">
      <h2 id={id} className={cardTitle}>
        {week.learner.name} <span className={`text-base font-normal ${muted}`}>({ageBandLabel(t, week.learner.ageBand)})</span>
      </h2>
      <dl className="space-y-3 text-base">
        <div>
          <dt className="font-semibold">{t('practice.family.days')}</dt>
          <dd data-testid="family-days">
            {week.days.length === 0 ? (
              <span className={muted}>{t('practice.family.noDays')}</span>
            ) : (
              week.days.map((day, i) => (
                <span key={day}>
                  {i > 0 && ', '}
                  <time dateTime={day}>{weekday.format(new Date(`${day}T00:00:00Z`))}</time>
                </span>
              ))
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('practice.family.practised')}</dt>
          <dd data-testid="family-practised">
            {practised.length === 0 ? (
              <span className={muted}>{t('practice.family.nothingPractised')}</span>
            ) : (
              <ul className="list-disc pl-6">
                {practised.map(({ record, item }) => (
                  <li key={record.itemKey}>{line(item)}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('practice.family.due')}</dt>
          <dd data-testid="family-due">
            {due.length === 0 ? (
              <span className={muted}>{t('practice.family.nothingDue')}</span>
            ) : (
              <ul className="list-disc pl-6">
                {due.map(({ record, item }) => (
                  <li key={record.itemKey}>
                    {line(item)}
                    {record.lastReviewedAt === null && <span className={muted}> ({t('practice.family.new')})</span>}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <a className={textLink} href={`${localePath(t.locale, '/practice/')}?learner=${encodeURIComponent(week.learner.id)}`}>
        {t('practice.family.practiseWith', { name: week.learner.name })}
      </a>
    </section>
  );
}

function PrintableWeek({ state }: { state: Ready }) {
  const t = useT();
  const dates = calendarDates(t.locale);
  const translation = useReaderTranslation(t.locale);
  const names = new Intl.ListFormat(INTL_LOCALES[t.locale], { type: 'conjunction' });
  const { first } = weekOf(state.today);
  const verse = state.verse ? itemInTranslation(state.verse, translation) : null;
  const langOf = (item: PracticeItem) => (itemLanguage(item) === t.locale ? undefined : itemLanguage(item));
  const empty = !verse && state.catechisms.every((group) => group.questions.length === 0);
  return (
    <section aria-labelledby="family-print-title" className="family-print space-y-4" data-testid="family-print">
      <div className="space-y-3 print:hidden">
        <p className={muted}>{t('practice.family.printLead')}</p>
        <button type="button" className={primaryButton} onClick={() => window.print()}>
          {t('practice.family.print')}
        </button>
      </div>
      <article className="family-print-page space-y-5 rounded-2xl border-2 border-dashed border-stone-400 bg-white p-6 dark:border-stone-600 dark:bg-stone-900">
        <h2 id="family-print-title" className="font-serif text-2xl font-semibold text-stone-900 dark:text-stone-50">
          {t('practice.family.printTitle')} · <time dateTime={first}>{dates.monthDayYear(first)}</time>
        </h2>
        {empty && <p className={muted}>{t('practice.family.nothingToPrint')}</p>}
        {verse && (
          <figure data-testid="family-print-verse">
            <figcaption className="text-xs font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-100">{t('practice.family.verse')}</figcaption>
            <blockquote className="mt-2 font-serif text-xl leading-relaxed text-stone-900 dark:text-stone-50" lang={langOf(verse)}>
              {verse.text}
            </blockquote>
            <p className="mt-1 font-semibold text-stone-700 dark:text-stone-300">
              {verse.prompt} ({TRANSLATIONS[verse.bible ?? translation].abbreviation})
            </p>
          </figure>
        )}
        {state.catechisms
          .filter((group) => group.questions.length > 0)
          .map((group) => (
            <section key={group.slug} aria-labelledby={`print-${group.slug}`} data-testid="family-print-catechism" className="family-print-catechism">
              <h3 id={`print-${group.slug}`} className="text-xs font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-100">
                {t('practice.family.catechismFor', {
                  catechism: t(`practice.app.schedule.name.${group.slug}`),
                  ...group.week,
                  names: names.format(group.learners.map((learner) => learner.name)),
                })}
              </h3>
              {group.questions.some((item) => langOf(item)) && (
                <p role="note" className={`text-sm ${muted}`}>
                  {t('practice.app.inEnglish')}
                </p>
              )}
              <dl className="mt-2 space-y-2">
                {group.questions.map((item) => (
                  <div key={item.key} lang={langOf(item)}>
                    <dt className="font-serif font-semibold text-stone-900 dark:text-stone-50">
                      {item.number}. {item.prompt}
                    </dt>
                    <dd className="leading-relaxed text-stone-800 dark:text-stone-200">{item.text}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
      </article>
    </section>
  );
}
