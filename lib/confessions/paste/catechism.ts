/**
 * The catechism preset: questions in "Q N" style ("Q 1. What is ...?", "Q1: ...", "Question 1: ..."), each
 * followed by its answer ("A. ...", "A: ...", "Answer: ...", or simply the following lines) and optional
 * lettered proof lines. A question may run over several lines until the answer starts.
 */
import { bodyOf, linesOf } from './blocks.ts';
import { isProofLine } from './proofs.ts';

export interface PastedQuestion {
  number: number;
  question: string;
  answer: string;
  proofs: string[];
}

export const QUESTION_LINE = /^\s*(?:q(?:uestion)?)\s*\.?\s*(\d+)\s*[.:)\-–—]?\s*(.*)$/i;
export const ANSWER_LINE = /^\s*a(?:nswer)?\s*[.:]\s*(.*)$/i;

interface Open {
  number: number;
  question: string[];
  answer: string[];
  inAnswer: boolean;
}

/** Parses Q&A blocks from `lines`; a line matching `stop` ends the current question (the Heidelberg parser's Lord's Day headings). */
export function parseQuestionLines(lines: readonly string[], stop?: (line: string) => boolean): PastedQuestion[] {
  const out: PastedQuestion[] = [];
  let current: Open | null = null;
  const close = () => {
    if (!current) return;
    const { content, proofs } = bodyOf(current.answer);
    out.push({ number: current.number, question: current.question.join(' ').trim(), answer: content, proofs });
    current = null;
  };
  for (const line of lines) {
    if (stop?.(line)) {
      close();
      continue;
    }
    const q = QUESTION_LINE.exec(line);
    if (q) {
      close();
      current = { number: Number(q[1]), question: q[2].trim() ? [q[2].trim()] : [], answer: [], inAnswer: false };
      continue;
    }
    if (!current) continue;
    const open: Open = current;
    const a = ANSWER_LINE.exec(line);
    if (!open.inAnswer && a) {
      open.inAnswer = true;
      open.answer.push(a[1]);
    } else if (!open.inAnswer && line.trim() && !isProofLine(line) && !open.question.join(' ').trim().endsWith('?')) {
      open.question.push(line.trim());
    } else if (line.trim()) {
      open.inAnswer = true;
      open.answer.push(line);
    }
  }
  close();
  return out.filter((q) => q.question && q.number >= 1);
}

export function parseCatechism(text: string): PastedQuestion[] {
  return parseQuestionLines(linesOf(text));
}
