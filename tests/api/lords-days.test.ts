/**
 * The Heidelberg Catechism's Lord's Days are written twice: in lib/lords-days.ts (the confession pages, the week's
 * cards, the practice items) and in SQL (private.heidelberg_lords_day, which awards "A Lord's Day by Heart"). The
 * database answers each question's Lord's Day here, and lib/lords-days.ts must answer the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEIDELBERG_QUESTION_COUNT, LORDS_DAYS, lordsDayFor } from '@lib/lords-days.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend();
});

afterAll(async () => {
  await t?.close();
});

describe("Heidelberg's Lord's Days", () => {
  it("the database and lib/lords-days.ts give every question the same Lord's Day, and none outside the catechism", async () => {
    const { rows } = await t.local.db.query<{ question: number; day: number | null }>(
      'select q as question, private.heidelberg_lords_day(q) as day from generate_series(-1, $1::integer + 1) as q order by q',
      [HEIDELBERG_QUESTION_COUNT],
    );
    const questions = Array.from({ length: HEIDELBERG_QUESTION_COUNT + 3 }, (_, i) => i - 1);
    expect(rows).toEqual(questions.map((question) => ({ question, day: lordsDayFor(question) })));
  });

  it("the database's table has the same 52 Lord's Days, each starting at the same question", async () => {
    const { rows } = await t.local.db.query<{ day: number; first: number }>(
      `select private.heidelberg_lords_day(q) as day, min(q)::integer as first
         from generate_series(1, $1::integer) as q group by 1 order by 1`,
      [HEIDELBERG_QUESTION_COUNT],
    );
    expect(rows.map(({ day, first }) => ({ number: day, firstQuestion: first }))).toEqual(
      LORDS_DAYS.map(({ number, firstQuestion }) => ({ number, firstQuestion })),
    );
  });
});
