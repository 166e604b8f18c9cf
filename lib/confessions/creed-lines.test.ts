import { describe, expect, it } from 'vitest';
import { creedLines } from './creed-lines.ts';

describe('creedLines', () => {
  it('splits a paragraph at its sentence ends', () => {
    expect(creedLines('We believe in one God. He made all things! Who is like him? None.')).toEqual([
      'We believe in one God.',
      'He made all things!',
      'Who is like him? None.',
    ]);
  });

  it('joins a very short closing sentence such as "Amen." to the line before', () => {
    expect(creedLines('I believe in the life everlasting. Amen.')).toEqual(['I believe in the life everlasting. Amen.']);
  });

  it('keeps a short sentence that opens a paragraph as a line of its own', () => {
    expect(creedLines('First line here.\n\nAmen. And then more words follow.')).toEqual(['First line here.', 'Amen.', 'And then more words follow.']);
  });

  it('never joins lines across paragraphs, and folds single line breaks and runs of spaces', () => {
    expect(creedLines('One God,\nthe Father   almighty.\n\n\nAnd in one Lord')).toEqual(['One God, the Father almighty.', 'And in one Lord']);
  });

  it('does not split inside a sentence at a semicolon or a comma, and ends after a closing quote', () => {
    expect(creedLines('He said, “It is finished.” Then he died; and was buried.')).toEqual(['He said, “It is finished.”', 'Then he died; and was buried.']);
  });

  it('gives nothing for an empty text', () => {
    expect(creedLines('  \n\n ')).toEqual([]);
  });
});
