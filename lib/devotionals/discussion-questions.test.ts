import { describe, expect, it } from 'vitest';
import { splitDiscussionQuestions } from './discussion-questions.ts';

describe('splitDiscussionQuestions', () => {
  it('keeps clean questions as they are, in order', () => {
    expect(splitDiscussionQuestions(['Who is the good shepherd?', 'What does he do?'])).toEqual([
      'Who is the good shepherd?',
      'What does he do?',
    ]);
  });

  it('strips leading dashes, bullets and ordinals the page would number twice', () => {
    expect(
      splitDiscussionQuestions(['- Why did Jesus die?', '* Who are his sheep?', '• How do we know?', '— What now?', '2. Where?', '(3) When?', '- 4) How long?']),
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
