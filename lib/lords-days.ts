/**
 * The Heidelberg Catechism's 52 Lord's Days. The Creeds.json data numbers only the questions, so the
 * traditional division of the 129 questions over the Sundays of the year is encoded here; the database keeps the
 * same table for its achievements (private.heidelberg_lords_day), and tests/api/lords-days.test.ts holds the two alike.
 */

export interface LordsDay {
  number: number;
  firstQuestion: number;
  lastQuestion: number;
}

// The first question of each Lord's Day, 1 to 52; each runs to the question before the next one's first.
const FIRST_QUESTIONS = [
  1, 3, 6, 9, 12, 16, 20, 24, 26, 27, 29, 31, 33, 35, 37, 40, 45, 46, 50, 53, 54, 57, 59, 62, 65, 69, 72, 75, 78, 80, 83, 86, 88, 92, 96, 99, 101, 103, 104,
  105, 108, 110, 112, 113, 116, 120, 122, 123, 124, 125, 126, 127,
] as const;

export const HEIDELBERG_QUESTION_COUNT = 129;

export const LORDS_DAYS: readonly LordsDay[] = FIRST_QUESTIONS.map((first, index) => ({
  number: index + 1,
  firstQuestion: first,
  lastQuestion: index + 1 < FIRST_QUESTIONS.length ? FIRST_QUESTIONS[index + 1] - 1 : HEIDELBERG_QUESTION_COUNT,
}));

/** The Lord's Day that teaches question `question` (1-129), or null outside the catechism. */
export function lordsDayFor(question: number): number | null {
  if (!Number.isInteger(question) || question < 1 || question > HEIDELBERG_QUESTION_COUNT) return null;
  for (let i = LORDS_DAYS.length - 1; i >= 0; i--) {
    if (LORDS_DAYS[i].firstQuestion <= question) return LORDS_DAYS[i].number;
  }
  return null;
}

/** The questions of Lord's Day `number` (1-52), in order. */
export function questionsOfLordsDay(number: number): number[] {
  const day = LORDS_DAYS[number - 1];
  if (!day) return [];
  const out: number[] = [];
  for (let q = day.firstQuestion; q <= day.lastQuestion; q++) out.push(q);
  return out;
}

export interface HeidelbergPart {
  number: number;
  title: string;
  firstQuestion: number;
  lastQuestion: number;
}

/** The four parts the confession page groups the catechism into. */
export const HEIDELBERG_PARTS: readonly HeidelbergPart[] = [
  { number: 0, title: 'Introduction', firstQuestion: 1, lastQuestion: 2 },
  { number: 1, title: 'Human Misery', firstQuestion: 3, lastQuestion: 11 },
  { number: 2, title: 'Deliverance', firstQuestion: 12, lastQuestion: 85 },
  { number: 3, title: 'Gratitude', firstQuestion: 86, lastQuestion: 129 },
];
