/**
 * The reading groups' limits and the group name's rule. The database keeps the same ones
 * (supabase/migrations/20261203000200_reading_groups.sql): these only let a form say so before it asks.
 */
export const GROUP_MEMBER_LIMIT = 50;
export const GROUP_NAME_MAX = 60;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** What is wrong with a group name, or null when the database will take it (trimmed). */
export function groupNameProblem(name: string): string | null {
  const clean = name.trim();
  if (clean.length === 0) return 'Give the group a name.';
  if (clean.length > GROUP_NAME_MAX) return `A group's name is at most ${GROUP_NAME_MAX} characters.`;
  if (CONTROL.test(clean)) return 'A group name cannot hold line breaks or control characters.';
  return null;
}

/** Whether a group with this many members can take one more. */
export function hasRoom(memberCount: number): boolean {
  return memberCount < GROUP_MEMBER_LIMIT;
}
