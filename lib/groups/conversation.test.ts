import { describe, expect, it } from 'vitest';
import { isPostKind, postProblem, postText, POST_MAX, threadsByDay } from './conversation.ts';

describe('a post’s words', () => {
  it('keeps line breaks inside and trims blank space around them', () => {
    expect(postText('  \r\nFirst line\r\n\r\nSecond line\n\t ')).toBe('First line\n\nSecond line');
  });

  it('refuses a blank post and one longer than the limit, counting characters, not bytes', () => {
    expect(postProblem(' \n\t ')).toBe('blank');
    expect(postProblem('é'.repeat(POST_MAX))).toBeNull();
    expect(postProblem(`  ${'a'.repeat(POST_MAX)}  `)).toBeNull();
    expect(postProblem('a'.repeat(POST_MAX + 1))).toBe('tooLong');
  });

  it('knows the three kinds only', () => {
    expect(['reflection', 'question', 'prayer'].every(isPostKind)).toBe(true);
    expect(isPostKind('announcement')).toBe(false);
    expect(isPostKind(null)).toBe(false);
  });
});

describe('the week’s posts by day', () => {
  it('puts the week as a whole first, then the days in order, each oldest first', () => {
    const posts = [
      { id: 'c', day: '2026-11-25', createdAt: '2026-11-25T09:00:00Z' },
      { id: 'a', day: '2026-11-23', createdAt: '2026-11-25T08:00:00Z' },
      { id: 'w', day: null, createdAt: '2026-11-25T10:00:00Z' },
      { id: 'b', day: '2026-11-25', createdAt: '2026-11-24T08:00:00Z' },
    ];
    expect(threadsByDay(posts).map((t) => [t.day, t.posts.map((p) => p.id)])).toEqual([
      [null, ['w']],
      ['2026-11-23', ['a']],
      ['2026-11-25', ['b', 'c']],
    ]);
  });

  it('has no thread for an empty week', () => {
    expect(threadsByDay([])).toEqual([]);
  });
});
