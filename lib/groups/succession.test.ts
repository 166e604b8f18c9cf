import { describe, expect, it } from 'vitest';
import { successorOf } from './succession.ts';

describe("a leader's successor", () => {
  const members = [
    { userId: 'leader', joinedAt: '2026-11-01T10:00:00+00:00' },
    { userId: 'late', joinedAt: '2026-11-20T10:00:00+00:00' },
    { userId: 'early', joinedAt: '2026-11-02T09:00:00.5+01:00' },
  ];

  it('is the member who joined first, whatever order the list is in and whatever offset the times carry', () => {
    expect(successorOf(members, 'leader')?.userId).toBe('early');
    expect(successorOf([...members].reverse(), 'leader')?.userId).toBe('early');
  });

  it('is the lower id when two joined at the same instant', () => {
    const tied = [
      { userId: 'b', joinedAt: '2026-11-02T08:00:00Z' },
      { userId: 'a', joinedAt: '2026-11-02T08:00:00.000Z' },
    ];
    expect(successorOf(tied, 'leader')?.userId).toBe('a');
  });

  it('is nobody when the leader is the last member', () => {
    expect(successorOf([members[0]], 'leader')).toBeNull();
  });
});
