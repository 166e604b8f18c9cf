import { calendarDates } from '@lib/i18n/calendar-dates.ts';
import { referenceIn } from '@lib/scripture/book-names.ts';
import { ENGLISH_WORDS, type DevotionalWords } from './words.ts';

interface HeroTextProps {
  title: string;
  date: string;
  passage: string;
  readingTime: number;
  keyDoctrine: string | null;
  words?: DevotionalWords;
}

/** Under the cover: the key doctrine, the title and the line of long date, passage and reading time. */
export default function HeroText({ title, date, passage, readingTime, keyDoctrine, words = ENGLISH_WORDS }: HeroTextProps) {
  return (
    <div className="mt-6 text-center">
      {keyDoctrine && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100">{keyDoctrine}</p>}
      <h1 tabIndex={-1} className="mt-2 font-serif focus:outline-none text-3xl font-bold text-balance text-stone-900 sm:text-4xl dark:text-stone-50">
        {title}
      </h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">
        <time dateTime={date} data-testid="devotional-date">
          {calendarDates(words.locale).longDate(date)}
        </time>
        <span aria-hidden="true" className="mx-2">
          ·
        </span>
        <span>{referenceIn(words.locale, passage)}</span>
        <span aria-hidden="true" className="mx-2">
          ·
        </span>
        <span data-pagefind-ignore>{words('devotional.minRead', { minutes: readingTime })}</span>
      </p>
    </div>
  );
}
