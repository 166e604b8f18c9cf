import { describe, expect, it } from 'vitest';
import { newProgress } from '@lib/practice/scheduler.ts';
import { review } from '@lib/practice/grading.ts';
import type { PracticeItem } from '@lib/practice/types.ts';
import { LearnerGoneError } from '../../data/practice/learners.ts';
import { addedNotice, isLearnerGone, withChanges, youngChildrenFirst } from './session.ts';

const at = new Date('2026-11-27T09:00:00Z');
const verse = newProgress('verse:00000000-0000-4000-8000-000000000001', null, at);
const shorter = newProgress('confession:westminster-shorter-catechism:question-1', null, at);
const young = newProgress('confession:catechism-for-young-children:question-1', null, at);

function item(prompt: string): PracticeItem {
  return { key: `confession:heidelberg-catechism:${prompt}`, collection: 'heidelberg-catechism', prompt, text: '', href: '/', number: 1 };
}

describe('youngChildrenFirst', () => {
  it('puts the Catechism for Young Children first for learners under ten, keeping the order of the rest', () => {
    expect(youngChildrenFirst([verse, shorter, young], '6-9')).toEqual([young, verse, shorter]);
    expect(youngChildrenFirst([verse, shorter, young], 'under-6')).toEqual([young, verse, shorter]);
  });

  it('leaves the order alone for older learners and the account holder', () => {
    const fresh = [verse, shorter, young];
    expect(youngChildrenFirst(fresh, '10-13')).toEqual(fresh);
    expect(youngChildrenFirst(fresh, null)).toBe(fresh);
  });
});

describe('withChanges', () => {
  it("replaces the learner's record of the same item and adds new ones at the end", () => {
    const reviewed = review(verse, 'good', new Date('2026-11-27T10:00:00Z'));
    const added = newProgress('confession:heidelberg-catechism:question-1', null, at);
    expect(withChanges([verse, shorter], [reviewed, added])).toEqual([shorter, reviewed, added]);
  });

  it("keeps another learner's record of the same item", () => {
    const child = newProgress(verse.itemKey, 'child-1', at);
    const reviewed = review(verse, 'easy', new Date('2026-11-27T10:00:00Z'));
    expect(withChanges([verse, child], [reviewed])).toEqual([child, reviewed]);
  });
});

describe('addedNotice', () => {
  it('names a single item and counts several', () => {
    expect(addedNotice([item('What is your only comfort?')])).toBe('Added to your practice: What is your only comfort?');
    expect(addedNotice([item('a'), item('b'), item('c')])).toBe('Added 3 items to your practice');
    // In an edition's words: the page's messages, with the same values.
    const say = (key: string, params: Record<string, string | number>) => `${key} ${JSON.stringify(params)}`;
    expect(addedNotice([item('Vraag 1')], say)).toBe('practice.app.addedOne {"prompt":"Vraag 1"}');
    expect(addedNotice([item('a'), item('b')], say)).toBe('practice.app.addedMany {"count":2}');
  });
});

describe('isLearnerGone', () => {
  it("recognises remote.ts's error by its name, and nothing else", () => {
    expect(isLearnerGone(new LearnerGoneError('change'))).toBe(true);
    expect(isLearnerGone(new Error('The learner could not be changed'))).toBe(false);
    expect(isLearnerGone('LearnerGoneError')).toBe(false);
  });
});
