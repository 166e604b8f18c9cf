/**
 * The Dutch Heidelberg Catechism's one known gap: in its source, the answer to question 92 ("Hoe luidt de wet des
 * Heeren?") stops after "Ik ben de HEERE uw God, … uitgeleid heb." and the Ten Commandments themselves are missing
 * (../shared/confessions-nl/README.md). They are supplied from Exodus 20 in the Statenvertaling, read from the same
 * Bible source as every Dutch passage (never typed in here), and the site says so beside the answer.
 */
import type { CatechismDocument } from './heidelberg-nl-xml.ts';

export const COMPLETED_QUESTION = 92;
/** The commandments as the catechism quotes them: Exodus 20:2-17 (the source already has verse 2). */
export const COMMANDMENTS_REFERENCE = 'Exodus 20:2-17';

/** Shown with question 92 wherever the Dutch catechism is shown. */
export const QUESTION_92_NOTE = 'De tien geboden zijn hier aangevuld uit Exodus 20:2-17 (Statenvertaling), omdat de brontekst bij deze vraag onvolledig is.';

export interface CompletedCatechism {
  document: CatechismDocument;
  /** Question number → the note to show with it; empty when the source was already whole. */
  notes: Map<number, string>;
}

/**
 * Question 92 with the commandments after the source's words. `commandments` are the words of Exodus 20:2-17 in the
 * Statenvertaling, verse by verse. A source that already holds them is left as it is.
 */
export function completeQuestion92(document: CatechismDocument, commandments: readonly string[]): CompletedCatechism {
  if (commandments.length !== 16) throw new Error(`Question 92 needs the 16 verses of ${COMMANDMENTS_REFERENCE}, but ${commandments.length} came`);
  const question = document.Data.find((q) => q.Number === COMPLETED_QUESTION);
  if (!question) throw new Error(`The Dutch Heidelberg Catechism has no question ${COMPLETED_QUESTION}`);
  if (question.Answer.includes(commandments[1])) return { document, notes: new Map() };
  const [preface, ...rest] = commandments;
  const supplied = question.Answer.trimEnd().endsWith(preface) ? rest : commandments;
  const answer = [question.Answer.trim(), ...supplied].join(' ');
  return {
    document: {
      ...document,
      Data: document.Data.map((q) => (q.Number === COMPLETED_QUESTION ? { ...q, Answer: answer, AnswerWithProofs: answer } : q)),
    },
    notes: new Map([[COMPLETED_QUESTION, QUESTION_92_NOTE]]),
  };
}
