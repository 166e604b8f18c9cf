/** A group request's refusal in the page's language (lib/groups/refusals.ts): the catalogue's words where known. */
import { GROUP_MEMBER_LIMIT } from '@lib/groups/group-rules.ts';
import { refusalKey } from '@lib/groups/refusals.ts';
import type { MessageParams } from '@lib/i18n/format.ts';

/** `t`: the island's translator (useT()). */
export function refusalIn(t: (key: string, params?: MessageParams) => string, message: string): string {
  const key = refusalKey(message);
  return key ? t(key, { max: GROUP_MEMBER_LIMIT }) : message;
}
