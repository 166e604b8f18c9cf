// The dashboard's memory practice card in each state: what the reader sees and where each row links.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PracticeCard from './PracticeCard.tsx';
import type { PracticeSummary } from '../../data/dashboard/practice-summary.ts';
import type { PracticeSummaryRow } from '../../data/practice/remote.ts';

const render = (summary: PracticeSummary) => renderToStaticMarkup(createElement(PracticeCard, { summary }));

const me: PracticeSummaryRow = { learner_id: null, name: null, age_band: null, due_count: 2, mastered_count: 5, item_count: 9, streak: 3 };
const child: PracticeSummaryRow = {
  learner_id: '0b9c1f56-4a8e-4a43-9d0c-2b1f3c4d5e6f',
  name: 'Anna',
  age_band: '6-9',
  due_count: 1,
  mastered_count: 0,
  item_count: 1,
  streak: 0,
};

describe('PracticeCard', () => {
  it('shows loading, then an error the reader can read', () => {
    expect(render({ status: 'loading' })).toContain('Loading...');
    const error = render({ status: 'error' });
    expect(error).toContain('role="alert"');
    expect(error).toContain('Your practice could not be loaded. Please try again later.');
  });

  it("invites a reader with nothing to practise to learn this week's verse", () => {
    const html = render({ status: 'ready', rows: [{ ...me, due_count: 0, mastered_count: 0, item_count: 0, streak: 0 }] });
    expect(html).toMatch(/<a href="\/practice\/"[^>]*>Learn this week(&#x27;|')s verse<\/a>/);
    expect(html).not.toContain('data-testid="practice-summary"');
  });

  it('lists the reader and each learner with due, mastered and streak, each linking to their practice', () => {
    const html = render({ status: 'ready', rows: [me, child] });
    expect(html).toMatch(/<a href="\/practice\/"[^>]*>You<\/a><span[^>]*>2 due · 5 mastered · 3-day streak<\/span>/);
    expect(html).toMatch(
      /<a href="\/practice\/\?learner=0b9c1f56-4a8e-4a43-9d0c-2b1f3c4d5e6f"[^>]*>Anna<\/a><span[^>]*>1 due · 0 mastered · no streak yet<\/span>/,
    );
  });

  it('lists a family learner even before anyone has practised', () => {
    const html = render({
      status: 'ready',
      rows: [
        { ...me, item_count: 0, due_count: 0, mastered_count: 0, streak: 0 },
        { ...child, item_count: 0, due_count: 0 },
      ],
    });
    expect(html).toContain('>Anna</a>');
  });
});
