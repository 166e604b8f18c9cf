import { describe, expect, it } from 'vitest';
import { parseInline, transcriptParagraphs } from './transcript.ts';

const plain = (text: string) => ({ text, emphasis: false });
const em = (text: string) => ({ text, emphasis: true });

describe('transcriptParagraphs', () => {
  it('splits on blank lines and joins the lines of a paragraph', () => {
    expect(transcriptParagraphs('First line\nstill first.\n\n\nSecond.\r\n\r\nThird.')).toEqual([
      [plain('First line still first.')],
      [plain('Second.')],
      [plain('Third.')],
    ]);
  });

  it('keeps markup as text: nothing is turned into HTML', () => {
    expect(transcriptParagraphs('<script>alert(1)</script> & <b>bold</b>')).toEqual([[plain('<script>alert(1)</script> & <b>bold</b>')]]);
  });

  it('drops heading and quote markers', () => {
    expect(transcriptParagraphs('## A heading\n\n> A quoted line')).toEqual([[plain('A heading')], [plain('A quoted line')]]);
  });

  it('returns nothing for an empty transcript', () => {
    expect(transcriptParagraphs('')).toEqual([]);
    expect(transcriptParagraphs(null)).toEqual([]);
    expect(transcriptParagraphs('\n\n  \n')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('finds *emphasis*, **strong** and _emphasis_', () => {
    expect(parseInline('names like *definite atonement* or **particular redemption**, _rightly_.')).toEqual([
      plain('names like '),
      em('definite atonement'),
      plain(' or '),
      em('particular redemption'),
      plain(', '),
      em('rightly'),
      plain('.'),
    ]);
  });

  it('leaves lone or spaced markers and snake_case alone', () => {
    expect(parseInline('3 * 4 * 5 and a_b_c and *unclosed')).toEqual([plain('3 * 4 * 5 and a_b_c and *unclosed')]);
  });
});
