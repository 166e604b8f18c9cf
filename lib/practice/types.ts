/**
 * The shapes memory practice shares between the scheduler (lib/practice), the device store and sync
 * (site/lib/practice), the database (public.practice_progress, public.practice_learners) and the build's item files.
 */
import type { Locale } from '../i18n/locales.ts';
import type { BibleId, TranslationId } from '../scripture/translations.ts';

/** How a learner rated one recall. */
export type Grade = 'again' | 'hard' | 'good' | 'easy';

export const GRADES: readonly Grade[] = ['again', 'hard', 'good', 'easy'];

/** A stored grade as a Grade (public.practice_progress allows only these by a CHECK; the generated type says text). */
export function gradeOf(value: string | null): Grade | null {
  return GRADES.find((grade) => grade === value) ?? null;
}

/** A family member's age band: younger bands get shorter chunks, the Catechism for Young Children first, and bigger type. */
export type AgeBand = 'under-6' | '6-9' | '10-13' | 'teen' | 'adult';

export const AGE_BANDS: readonly AgeBand[] = ['under-6', '6-9', '10-13', 'teen', 'adult'];

/** A stored age band as an AgeBand (public.practice_learners allows only these by a CHECK; the generated type says text). */
export function ageBandOf(value: string | null): AgeBand | null {
  return AGE_BANDS.find((band) => band === value) ?? null;
}

/**
 * One thing to learn, as the build writes it to `/practice/items/<collection>.json`.
 * `key` is the item's identity everywhere (see item-key.ts): `verse:<devotional id>` or
 * `confession:<confession slug>:<section url_slug>`.
 */
export interface PracticeItem {
  key: string;
  /** Which file it lives in: `verses` or a confession slug. */
  collection: string;
  /** What the card asks: the verse's reference ("John 3:16"), the catechism's question, or the creed's name and line number. */
  prompt: string;
  /** What is learned by heart: the verse text, the answer, or the creed's line. */
  text: string;
  /** Where it is read in full on the site ("/devotional/<id>/#memory-verse", "/confessions/<slug>/#question-1"). */
  href: string;
  /** Order within its collection (question number, line number, or the devotional's date order). */
  number: number;
  /** Verses only: the devotional's date (YYYY-MM-DD), so "This week" can pick the current devotional's verse. */
  date?: string;
  /** Heidelberg only: the Lord's Day the question belongs to. */
  lordsDay?: number;
  /**
   * The language of `prompt` and `text` when it is not English: "nl" for a Dutch edition's verse in the
   * Statenvertaling or its Dutch Heidelberg Catechism. The card checks a typed recall in it (lib/practice/checker.ts).
   */
  language?: Locale;
  /** Verses only: the Bible `prompt` and `text` are quoted from when it is not the KJV ("sv", "rv1909"). */
  bible?: BibleId;
  /**
   * Verses only: the same verse in the other translations the build could resolve (lib/practice/translation.ts
   * picks one for a learner). `prompt` and `text` above are the devotional's stored text: the KJV in English, the
   * edition's Bible (`bible`) in Dutch and Spanish.
   */
  translations?: Partial<Record<BibleId, { prompt: string; text: string }>>;
}

/**
 * One learner's progress on one item: a row of `public.practice_progress` (snake_case there), a record of the device
 * store when signed out. `learnerId` null is the reader themself; otherwise one of their family learners.
 */
export interface ProgressRecord {
  learnerId: string | null;
  itemKey: string;
  /** When the item was added to the learner's set (ISO timestamp). */
  addedAt: string;
  /** When it is next due (ISO timestamp). A new item is due at once. */
  dueAt: string;
  /** Days between the last review and dueAt; 0 for a new or failed item. An interval over 21 days is "mastered". */
  intervalDays: number;
  /** The scheduler's own state: the Leitner box (0 = new). */
  box: number;
  reps: number;
  lapses: number;
  lastGrade: Grade | null;
  /** When the last recall was graded (ISO timestamp); null until the first review. Merge keeps the later one. */
  lastReviewedAt: string | null;
  /** When the interval first passed 21 days (ISO timestamp); null while not mastered. */
  masteredAt: string | null;
}

/** A family learner (no login): a row of `public.practice_learners`. A reader has at most six. */
export interface Learner {
  id: string;
  name: string;
  ageBand: AgeBand;
  /** The learner's own Bible translation; null or absent follows the reader's (lib/practice/translation.ts). */
  translation?: TranslationId | null;
}
