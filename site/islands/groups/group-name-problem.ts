/**
 * A group name's problem in the page's language, for starting and renaming alike: lib/groups/group-rules.ts names
 * each rule in English, and the reader sees the catalogue's sentence for it.
 */
import { GROUP_NAME_MAX, groupNameProblem } from '@lib/groups/group-rules.ts';
import type { IslandT } from '../i18n/IslandMessages.tsx';

export function groupNameProblemIn(name: string, t: IslandT): string | null {
  const problem = groupNameProblem(name);
  if (problem === null) return null;
  if (problem === 'Give the group a name.') return t('groups.start.nameMissing');
  if (problem.startsWith("A group's name is at most")) return t('groups.start.nameTooLong', { max: GROUP_NAME_MAX });
  return t('groups.start.nameControl');
}
