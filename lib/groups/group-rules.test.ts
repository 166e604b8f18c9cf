import { describe, expect, it } from 'vitest';
import { GROUP_MEMBER_LIMIT, GROUP_NAME_MAX, groupNameProblem, hasRoom } from './group-rules.ts';

describe('group rules', () => {
  it('takes a name of 1 to 60 characters once trimmed, on one line', () => {
    expect(groupNameProblem('Tuesday Bible study')).toBeNull();
    expect(groupNameProblem('  Ruth and Naomi  ')).toBeNull();
    expect(groupNameProblem('x'.repeat(GROUP_NAME_MAX))).toBeNull();
    expect(groupNameProblem('   ')).toBe('Give the group a name.');
    expect(groupNameProblem('x'.repeat(GROUP_NAME_MAX + 1))).toBe("A group's name is at most 60 characters.");
    expect(groupNameProblem('Two\nlines')).toMatch(/line breaks/);
  });

  it('has room for members up to 50', () => {
    expect(hasRoom(GROUP_MEMBER_LIMIT - 1)).toBe(true);
    expect(hasRoom(GROUP_MEMBER_LIMIT)).toBe(false);
  });
});
