import { describe, expect, it } from 'vitest';
import { discussionQuestionsToInput, parseDiscussionQuestionsInput, splitDiscussionQuestions } from './discussion-questions.ts';

describe('splitDiscussionQuestions', () => {
  it('keeps clean questions as they are, in order', () => {
    expect(splitDiscussionQuestions(['Who is the good shepherd?', 'What does he do?'])).toEqual(['Who is the good shepherd?', 'What does he do?']);
  });

  it('strips leading dashes, bullets and ordinals the page would number twice', () => {
    expect(
      splitDiscussionQuestions([
        '- Why did Jesus die?',
        '* Who are his sheep?',
        '• How do we know?',
        '— What now?',
        '2. Where?',
        '(3) When?',
        '- 4) How long?',
      ]),
    ).toEqual(['Why did Jesus die?', 'Who are his sheep?', 'How do we know?', 'What now?', 'Where?', 'When?', 'How long?']);
  });

  it('splits a pasted block into one question per line and drops blank lines', () => {
    expect(splitDiscussionQuestions('- First question?\n\n  - Second question?\r\n-   \n')).toEqual(['First question?', 'Second question?']);
  });

  it('keeps hyphens and numbers inside a question', () => {
    expect(splitDiscussionQuestions(['How is a well-kept promise like God in 2 Samuel 7?', '10 lepers were healed: how many returned?'])).toEqual([
      'How is a well-kept promise like God in 2 Samuel 7?',
      '10 lepers were healed: how many returned?',
    ]);
  });

  it('returns nothing for no questions', () => {
    expect(splitDiscussionQuestions(null)).toEqual([]);
    expect(splitDiscussionQuestions([])).toEqual([]);
    expect(splitDiscussionQuestions(['', '  -  '])).toEqual([]);
  });
});

describe('parseDiscussionQuestionsInput (the edit form box)', () => {
  it('splits on line breaks when there are any, keeping commas inside a question', () => {
    expect(parseDiscussionQuestionsInput('1. Who, then, is the shepherd?\n2. What does he give?\n\n')).toEqual([
      'Who, then, is the shepherd?',
      'What does he give?',
    ]);
  });

  it('splits on commas when there is no line break', () => {
    expect(parseDiscussionQuestionsInput('Who is the shepherd?, What does he give? , - Why?')).toEqual(['Who is the shepherd?', 'What does he give?', 'Why?']);
  });

  it('drops blanks and gives nothing for empty input', () => {
    expect(parseDiscussionQuestionsInput(' , ,')).toEqual([]);
    expect(parseDiscussionQuestionsInput('')).toEqual([]);
    expect(parseDiscussionQuestionsInput(null)).toEqual([]);
  });

  it('round-trips through the stored list', () => {
    const questions = ['Who, then, is the shepherd?', 'What does he give?'];
    expect(parseDiscussionQuestionsInput(discussionQuestionsToInput(questions))).toEqual(questions);
  });
});
