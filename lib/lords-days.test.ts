import { describe, expect, it } from 'vitest';
import { HEIDELBERG_PARTS, LORDS_DAYS, lordsDayFor, questionsOfLordsDay } from './lords-days.ts';

describe("Heidelberg Lord's Days", () => {
  it("has 52 Lord's Days covering questions 1-129 without gaps or overlaps", () => {
    expect(LORDS_DAYS).toHaveLength(52);
    const all = LORDS_DAYS.flatMap((d) => questionsOfLordsDay(d.number));
    expect(all).toEqual(Array.from({ length: 129 }, (_, i) => i + 1));
  });

  it.each([
    [1, [1, 2]],
    [2, [3, 4, 5]],
    [9, [26]],
    [16, [40, 41, 42, 43, 44]],
    [23, [59, 60, 61]],
    [32, [86, 87]],
    [34, [92, 93, 94, 95]],
    [45, [116, 117, 118, 119]],
    [52, [127, 128, 129]],
  ])("Lord's Day %i teaches %j", (day, questions) => {
    expect(questionsOfLordsDay(day)).toEqual(questions);
  });

  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [21, 7],
    [26, 9],
    [60, 23],
    [86, 32],
    [115, 44],
    [126, 51],
    [127, 52],
    [129, 52],
  ])('lordsDayFor(%i) = %i', (question, day) => expect(lordsDayFor(question)).toBe(day));

  it("has no Lord's Day outside the catechism", () => {
    expect(lordsDayFor(0)).toBeNull();
    expect(lordsDayFor(130)).toBeNull();
    expect(questionsOfLordsDay(53)).toEqual([]);
  });

  it('groups the questions into the four parts of the spec', () => {
    expect(HEIDELBERG_PARTS.map((p) => [p.firstQuestion, p.lastQuestion])).toEqual([
      [1, 2],
      [3, 11],
      [12, 85],
      [86, 129],
    ]);
  });
});
