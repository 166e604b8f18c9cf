import { describe, expect, it } from 'vitest';
import { outcomeOf, problemMessage, TRY_AGAIN } from './outcome.ts';

describe('group request outcomes', () => {
  it("pass on the database's own sentences", () => {
    expect(problemMessage({ code: '23514', message: 'This group is full: a group has at most 50 members.' })).toBe(
      'This group is full: a group has at most 50 members.',
    );
    expect(problemMessage({ code: 'P0002', message: 'This group is not one of yours.' })).toBe('This group is not one of yours.');
    const tooMany = 'You have posted 5 times in the last 5 minutes. Please wait a few minutes before posting again.';
    expect(problemMessage({ code: 'PT429', message: tooMany })).toBe(tooMany);
  });

  it('say something general for anything else', () => {
    expect(problemMessage({ code: '', message: 'TypeError: Failed to fetch' })).toBe(TRY_AGAIN);
    expect(problemMessage({ code: 'XX000', message: 'internal error at line 3' })).toBe(TRY_AGAIN);
    expect(problemMessage({ message: 'no code' })).toBe(TRY_AGAIN);
  });

  it('carry the value when there is no error', () => {
    expect(outcomeOf({ data: 'id', error: null })).toEqual({ ok: true, value: 'id' });
    expect(outcomeOf({ data: null, error: { code: '42501', message: "Only the group's leader can do this." } })).toEqual({
      ok: false,
      message: "Only the group's leader can do this.",
    });
  });
});
