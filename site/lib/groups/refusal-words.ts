/** A group request's refusal in the page's language (lib/groups/refusals.ts): the catalogue's words where known. */
import { GROUP_MEMBER_LIMIT } from '@lib/groups/group-rules.ts';
import { refusalKey } from '@lib/groups/refusals.ts';
import type { IslandT } from '../../islands/i18n/IslandMessages.tsx';

export function refusalIn(t: IslandT, message: string): string {
  const key = refusalKey(message);
  return key ? t(key, { max: GROUP_MEMBER_LIMIT }) : message;
}
