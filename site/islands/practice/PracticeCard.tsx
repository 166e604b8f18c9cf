/**
 * One card of the session: the prompt, the ways to practise it (read aloud, first letters, fill the blanks, type
 * from memory, reveal) and the four grades with the interval each would set. No timers. Keys 1–4 grade when focus
 * is not in the typing box; the card's heading takes focus when a new card arrives. A card whose words are in
 * another language than the page (an English catechism on /es/) marks them with `lang` and says so; the typed
 * check and Listen follow the card's language.
 */
import { useEffect, useRef, useState } from 'react';
import type { AgeBand, Grade, PracticeItem, ProgressRecord } from '@lib/practice/types.ts';
import { GRADES } from '@lib/practice/types.ts';
import { isMastered } from '@lib/practice/scheduler.ts';
import { itemLanguage } from '@lib/practice/translation.ts';
import { parseItemKey } from '@lib/practice/item-key.ts';
import { blanks, firstLetters } from '@lib/practice/cues.ts';
import { chunksFor } from '@lib/practice/chunks.ts';
import { catechismWeek, inWeek, isScheduledCatechism } from '@lib/practice/catechism-schedule.ts';
import { gradeLabel, nextIntervalText } from '../../lib/practice/grade-labels.ts';
import { isYounger } from '../../lib/practice/this-week.ts';
import { card, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';
import ListenButton from './ListenButton.tsx';
import TypedRecall from './TypedRecall.tsx';
import { useT } from '../i18n/IslandMessages.tsx';

type Mode = 'read' | 'letters' | 'blanks' | 'type' | 'reveal';
const MODES: readonly Mode[] = ['read', 'letters', 'blanks', 'type', 'reveal'];

interface Props {
  item: PracticeItem;
  record: ProgressRecord;
  ageBand: AgeBand | null;
  /** The site's today (YYYY-MM-DD): a scheduled catechism's card says which questions the week is on. */
  today: string;
  focusOnArrival: boolean;
  onGrade(grade: Grade): void;
}

export default function PracticeCard({ item, record, ageBand, today, focusOnArrival, onGrade }: Props) {
  const t = useT();
  const language = itemLanguage(item);
  // The card's words carry their language when it is not the page's (a screen reader reads them in it).
  const lang = language === t.locale ? undefined : language;
  // A document the library has only in English says so; a verse in English is the reader's own choice of Bible.
  const untranslated = lang !== undefined && parseItemKey(item.key)?.kind === 'confession';
  const [mode, setMode] = useState<Mode>(record.reps === 0 ? 'read' : 'letters');
  const [part, setPart] = useState(0);
  const [round, setRound] = useState(record.reps + 1);
  const heading = useRef<HTMLHeadingElement>(null);
  const chunks = chunksFor(item.text, ageBand);
  const text = chunks[Math.min(part, chunks.length - 1)] ?? item.text;
  const big = isYounger(ageBand);
  const textClass = `font-serif leading-relaxed text-stone-900 dark:text-stone-50 ${big ? 'text-4xl' : 'text-2xl'}`;
  const id = `card-${item.key.replace(/[^a-z0-9]+/gi, '-')}`;
  const week = isScheduledCatechism(item.collection) ? catechismWeek(item.collection, today) : null;

  useEffect(() => {
    if (focusOnArrival) heading.current?.focus();
  }, [item.key, focusOnArrival]);

  // Keys 1–4 grade from anywhere on the page except a field being typed in.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (target?.closest('textarea, input, select') || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const index = ['1', '2', '3', '4'].indexOf(event.key);
      if (index < 0) return;
      event.preventDefault();
      onGrade(GRADES[index]);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onGrade]);

  return (
    <article className={`${card} space-y-5`} aria-labelledby={`${id}-prompt`} data-testid="practice-card">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id={`${id}-prompt`}
          ref={heading}
          tabIndex={-1}
          className="font-serif text-2xl font-semibold text-stone-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-stone-50"
          lang={lang}
        >
          {item.prompt}
        </h2>
        {isMastered(record) && (
          <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50">
            {t('practice.app.mastered')}
          </span>
        )}
      </header>
      {week && (
        <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="practice-card-week">
          {t(inWeek(week, item.number) ? 'practice.app.card.inWeek' : 'practice.app.card.week', week)}
        </p>
      )}
      {untranslated && (
        <p role="note" className="text-sm text-stone-600 italic dark:text-stone-400" data-testid="practice-in-english">
          {t('practice.app.inEnglish')}
        </p>
      )}

      <div role="group" aria-label={t('practice.app.howToPractise')} className="flex flex-wrap gap-2">
        {MODES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            className={`${secondaryButton} aria-pressed:bg-brand-700 aria-pressed:text-white`}
            onClick={() => setMode(value)}
          >
            {t(`practice.app.mode.${value}`)}
          </button>
        ))}
      </div>

      {chunks.length > 1 && (
        <nav aria-label={t('practice.app.parts')} className="flex flex-wrap items-center gap-3">
          <button type="button" className={secondaryButton} disabled={part === 0} onClick={() => setPart(part - 1)}>
            {t('practice.app.previousPart')}
          </button>
          <span>{t('practice.app.partOf', { part: part + 1, count: chunks.length })}</span>
          <button type="button" className={secondaryButton} disabled={part >= chunks.length - 1} onClick={() => setPart(part + 1)}>
            {t('practice.app.nextPart')}
          </button>
        </nav>
      )}

      <section aria-label={t('practice.app.practice')} className="min-h-24">
        {(mode === 'read' || mode === 'reveal') && (
          <div className="space-y-3">
            <p className={textClass} data-testid="practice-text" lang={lang}>
              {text}
            </p>
            {mode === 'read' && <ListenButton text={text} language={language} />}
          </div>
        )}
        {mode === 'letters' && (
          <p className={`${textClass} tracking-wide`} data-testid="first-letters" lang={lang}>
            {firstLetters(text)}
          </p>
        )}
        {mode === 'blanks' && (
          <div className="space-y-3">
            <p className={textClass} data-testid="blanks" lang={lang}>
              {blanks(text, round).map((word, index) => (
                <span key={index}>
                  {word.hidden ? (
                    <span className="inline-block min-w-16 border-b-2 border-stone-500 text-transparent" aria-label={t('practice.app.blank')}>
                      {word.word.replace(/./g, '_')}
                    </span>
                  ) : (
                    word.word
                  )}
                  {word.trailing}{' '}
                </span>
              ))}
            </p>
            <button type="button" className={secondaryButton} onClick={() => setRound(round + 1)}>
              {t('practice.app.moreBlanks')}
            </button>
          </div>
        )}
        {mode === 'type' && <TypedRecall key={`${item.key}-${part}`} text={text} id={id} language={language} />}
      </section>

      <section aria-labelledby={`${id}-grade`} className="space-y-2 border-t border-stone-200 pt-4 dark:border-stone-700">
        <h3 id={`${id}-grade`} className="text-base font-semibold">
          {t('practice.app.howWell')}
        </h3>
        {/* The keys help only where a keyboard is likely: a fine pointer that can hover (not a phone or a tablet). */}
        <p className="hidden text-sm text-stone-600 dark:text-stone-400 [@media(hover:hover)_and_(pointer:fine)]:block" data-testid="practice-keys">
          {t('practice.app.keys')}
        </p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {GRADES.map((grade, index) => (
            <button
              key={grade}
              type="button"
              aria-keyshortcuts={String(index + 1)}
              className={`${secondaryButton} flex-col py-3`}
              onClick={() => onGrade(grade)}
            >
              <span className="text-base">{gradeLabel(t, grade)}</span>
              <span className="text-xs font-normal">{nextIntervalText(t, record, grade)}</span>
            </button>
          ))}
        </div>
      </section>
      <p>
        <a href={item.href} className={textLink}>
          {t('practice.app.readInContext')}
        </a>
      </p>
    </article>
  );
}
