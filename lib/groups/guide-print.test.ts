import { describe, expect, it } from 'vitest';
import type { WeekGuide } from './guide.ts';
import { estimatedPrintHeight, guidePrintZoom, MIN_PRINT_ZOOM } from './guide-print.ts';

const TWO_LETTER_PAGES = (2 * (27.94 - 2.6) * 96) / 2.54;
const words = (length: number) => 'word '.repeat(Math.ceil(length / 5)).slice(0, length);
const source = (n: number) => ({ id: `d${n}`, title: `The title of day ${n}`, date: `2026-11-2${n}` });
/** A passage of `length` characters in verses of about 120, in each of `bibles`. */
const passage = (length: number, bibles: Array<'kjv' | 'bsb'> = ['kjv', 'bsb']) =>
  bibles.map((bible) => ({ bible, verses: Array.from({ length: Math.ceil(length / 120) }, (_, i) => ({ number: String(i + 1), words: words(120) })) }));

/** A whole week of ordinary length: seven readings, eight questions, a Lord's Day, prayers and the children's part. */
function week({ passageLength = 1000, lordsDay = [{ question: words(60), answer: words(300) }] } = {}): WeekGuide {
  const days = [1, 2, 3, 4, 5, 6, 7];
  return {
    key: '2026-W48',
    days: days.map((n) => source(n).date),
    complete: true,
    readings: days.map((n) => ({ ...source(n), passage: 'Romans 8:28-39', summary: words(140), texts: passage(passageLength) })),
    questions: [...days, 1].map((n) => ({ text: words(90), from: source(n) })),
    memoryVerse: { words: words(150), reference: 'Romans 8:28', from: source(1), bsb: { words: words(160), reference: 'Romans 8:28' } },
    lordsDay: { number: 1, questions: lordsDay.map((q, i) => ({ number: i + 1, ...q })) },
    prayers: { opening: { text: words(350), from: source(1) }, closing: { text: words(350), from: source(7) } },
    children: {
      catechism: { week: { week: 1, first: 1, last: 3 }, questions: [1, 2, 3].map((n) => ({ number: n, question: words(20), answer: words(30) })) },
      question: words(60),
    },
  };
}

/** The Ten Commandments' answer: twenty short lines kept as printed. */
const commandments = Array.from({ length: 20 }, () => words(80)).join('\n');

describe('how small a week’s guide prints to keep to two pages', () => {
  it('prints a week of ordinary length at full size', () => {
    expect(estimatedPrintHeight(week())).toBeLessThan(TWO_LETTER_PAGES);
    expect(guidePrintZoom(week())).toBe(1);
  });

  it('scales a week with a long Lord’s Day and long passages down just enough: its estimate fits two pages at that size', () => {
    const long = week({
      passageLength: 1700,
      lordsDay: [
        { question: words(40), answer: commandments },
        { question: words(50), answer: words(430) },
      ],
    });
    const zoom = guidePrintZoom(long);
    expect(zoom).toBeLessThan(1);
    expect(zoom).toBeGreaterThanOrEqual(MIN_PRINT_ZOOM);
    expect(estimatedPrintHeight(long) * zoom * zoom).toBeLessThanOrEqual(TWO_LETTER_PAGES);
    // A hundredth larger would not be estimated to fit.
    expect(estimatedPrintHeight(long) * (zoom + 0.01) ** 2).toBeGreaterThan(TWO_LETTER_PAGES - 130);
  });

  it('counts a catechism answer’s kept line breaks: the same words in twenty lines print longer than in one paragraph', () => {
    const asLines = week({ lordsDay: [{ question: words(40), answer: commandments }] });
    const asParagraph = week({ lordsDay: [{ question: words(40), answer: commandments.replaceAll('\n', ' ') }] });
    expect(estimatedPrintHeight(asLines)).toBeGreaterThan(estimatedPrintHeight(asParagraph));
  });

  it('counts each passage once, in its longest Bible: the page prints only the reader’s choice', () => {
    const inTwo = week();
    const inOne = { ...inTwo, readings: inTwo.readings.map((r) => ({ ...r, texts: passage(1000, ['kjv']) })) };
    expect(estimatedPrintHeight(inTwo)).toBe(estimatedPrintHeight(inOne));
  });

  it('never goes below the smallest readable size: a chapter a day runs onto a third page instead', () => {
    expect(guidePrintZoom(week({ passageLength: 6000 }))).toBe(MIN_PRINT_ZOOM);
  });

  it('prints a week begun on Monday, or a week without passages, at full size', () => {
    const monday = week();
    monday.readings = monday.readings.slice(0, 1);
    monday.questions = monday.questions.slice(0, 3);
    expect(guidePrintZoom(monday)).toBe(1);
    expect(guidePrintZoom({ ...week(), readings: week().readings.map((r) => ({ ...r, texts: [] })) })).toBe(1);
  });
});
