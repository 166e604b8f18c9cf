/**
 * The catechism card (/embed/catechism/): the Heidelberg Lord's Day of the week (lib/practice/week.ts, as churches
 * preach through it in a year), its questions and answers as the library has them, and the place in the library.
 */
import { lordsDayOfWeek, type QuestionCard } from '../practice/week-cards.ts';
import type { SectionSource } from '../practice/items.ts';
import { sundayOf } from '../practice/week.ts';
import { lordsDayPath } from './routes.ts';
import type { Locale } from '../i18n/locales.ts';
import { localePath } from '../i18n/paths.ts';

export interface CatechismCard {
  lordsDay: number;
  /** The Sunday that begins the week (YYYY-MM-DD). */
  weekOf: string;
  /** Empty when the library has not loaded the catechism. */
  questions: QuestionCard[];
  href: string;
}

/** The card of `locale`'s edition: its link goes to the Lord's Day in that edition's library. */
export function catechismCard(today: string, heidelberg: readonly SectionSource[], locale: Locale = 'en'): CatechismCard {
  const { number, questions } = lordsDayOfWeek(today, heidelberg);
  return { lordsDay: number, weekOf: sundayOf(today), questions, href: localePath(locale, lordsDayPath(number)) };
}

/** An answer's paragraphs (the library keeps blank lines between them). */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
