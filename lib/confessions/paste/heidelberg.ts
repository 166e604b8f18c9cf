/**
 * The Heidelberg preset: "Lord's Day N" headings (Arabic or Roman), each followed by its questions and answers
 * in the catechism preset's "Q N" style. The Lord's Days are kept for the preview; the project stores only the
 * questions (the Lord's Day table is fixed, lib/lords-days.ts).
 */
import { linesOf } from './blocks.ts';
import { parseQuestionLines, type PastedQuestion } from './catechism.ts';
import { HEADING_SEPARATOR, readSectionNumber } from './numbers.ts';

export interface PastedLordsDay {
  number: number;
  questions: PastedQuestion[];
}

const LORDS_DAY_HEADING = new RegExp(String.raw`^\s*lord['’]?s\s+day\s+(\d+|[ivxlcdm]+)${HEADING_SEPARATOR}.*$`, 'i');

export function lordsDayNumberOf(line: string): number | null {
  const m = LORDS_DAY_HEADING.exec(line);
  return m ? readSectionNumber(m[1]) : null;
}

export function parseLordsDays(text: string): PastedLordsDay[] {
  const days: { number: number; lines: string[] }[] = [];
  for (const line of linesOf(text)) {
    const number = lordsDayNumberOf(line);
    if (number !== null) days.push({ number, lines: [] });
    else days.at(-1)?.lines.push(line);
  }
  return days.map((d) => ({ number: d.number, questions: parseQuestionLines(d.lines) }));
}
